/**
 * Gradual hydration of the prerendered public pages (issue 26). React takes a prerendered page over in one pass
 * unless the page is cut into Suspense boundaries; a section wrapped in <DeferredHydration> is such a boundary, and
 * while main.tsx hydrates a prerendered page (it provides a schedule) the section's markup stays as the server
 * wrote it until the schedule says so: when the section comes near the screen, or when the browser is idle, one
 * section at a time. React then hydrates it in small pieces, so no long task blocks the first tap.
 *
 * Until then the section is the server's HTML: it looks the same, and its links are plain links. Rendered on the
 * server, on the client afresh (another page, a later visit within the app) or without a schedule, it is just its
 * children. The wrapper is `display: contents`, so it changes no layout.
 */
import { Box } from '@chakra-ui/react';
import { createContext, Suspense, use, useContext, useId, type ReactNode } from 'react';
import { useHydrated } from '@/lib/useHydrated';

/** When each deferred section may hydrate: the same promise for the same id. */
export interface HydrationSchedule {
  when: (id: string) => Promise<void>;
}

const ScheduleContext = createContext<HydrationSchedule | null>(null);

/** main.tsx provides the schedule around a page it hydrates. */
export const HydrationScheduleProvider = ScheduleContext.Provider;

/** The attribute that names a deferred section's wrapper (its value is the section's id). */
export const DEFERRED_ATTRIBUTE = 'data-deferred-hydration';

export function DeferredHydration({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Box display="contents" {...{ [DEFERRED_ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </Box>
  );
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const schedule = useContext(ScheduleContext);
  // False only while React hydrates (and on the server, where no schedule is provided).
  const hydrated = useHydrated();
  if (schedule && !hydrated) use(schedule.when(id));
  return children;
}
