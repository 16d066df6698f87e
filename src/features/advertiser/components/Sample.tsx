/**
 * Shared pieces of the advertiser pages: the 'sample data' labelling, status badges of sample tasks, and a
 * titled card section.
 */
import { Alert, Badge, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TitledCard, type TitledCardProps } from '@/components/dashboard/TitledCard';
import type { SampleTaskState } from '../sample-data';

/** Says, once per page, that the figures are a sample until the server provides them. */
export function SampleNotice({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="info" variant="subtle" borderRadius="l3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Sample data</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function SampleBadge() {
  return (
    <Badge colorPalette="gray" variant="surface" size="sm">
      Sample
    </Badge>
  );
}

export const TASK_STATE_LABELS: Record<SampleTaskState, string> = {
  active: 'Active',
  completed: 'Completed',
  scheduled: 'Scheduled',
};

const TASK_STATE_COLORS: Record<SampleTaskState, string> = {
  active: 'green',
  completed: 'blue',
  scheduled: 'orange',
};

export function TaskStateBadge({ state }: { state: SampleTaskState }) {
  return (
    <Badge colorPalette={TASK_STATE_COLORS[state]} variant="subtle">
      {TASK_STATE_LABELS[state]}
    </Badge>
  );
}

/** A card with an h2 that names the region it is. */
export function SectionCard({ children, ...rest }: TitledCardProps) {
  return (
    <TitledCard borderRadius="2xl" wrapHeader {...rest}>
      <Stack gap="4">{children}</Stack>
    </TitledCard>
  );
}
