/**
 * The schedule of a prerendered page's deferred sections (src/components/DeferredHydration.tsx): a section hydrates
 * when it comes within 200 px of the screen, or, failing that, when the browser is idle, one section per idle
 * period in the page's order, so that each piece of work stays short.
 */
import { DEFERRED_ATTRIBUTE, type HydrationSchedule } from '@/components/DeferredHydration';

export function createHydrationSchedule(doc: Document = document): HydrationSchedule {
  const sections = new Map<string, Promise<void>>();
  const idleQueue: (() => void)[] = [];
  let idlePending = false;
  const whenIdle = (task: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(task, { timeout: 3_000 })
      : window.setTimeout(task, 50);
  const nextIdle = () => {
    if (idlePending || idleQueue.length === 0) return;
    idlePending = true;
    whenIdle(() => {
      idlePending = false;
      idleQueue.shift()?.();
      nextIdle();
    });
  };

  return {
    when(id) {
      let section = sections.get(id);
      if (!section) {
        section = new Promise<void>((resolve) => {
          let observer: IntersectionObserver | undefined;
          let done = false;
          const release = () => {
            if (done) return;
            done = true;
            observer?.disconnect();
            resolve();
          };
          const wrapper = doc.querySelector(`[${DEFERRED_ATTRIBUTE}="${CSS.escape(id)}"]`);
          const target = wrapper?.firstElementChild;
          if (target && typeof IntersectionObserver === 'function') {
            observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && release(), {
              rootMargin: '200px',
            });
            observer.observe(target);
          }
          idleQueue.push(release);
          nextIdle();
        });
        sections.set(id, section);
      }
      return section;
    },
  };
}
