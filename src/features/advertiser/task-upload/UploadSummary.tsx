/**
 * The form's side column: the cost, shown live (the chosen type's price × the target count), the review note and
 * the Upload task button.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { TaskType } from '@generated/models';
import FiInfo from '~icons/feather/info';
import FiUploadCloud from '~icons/feather/upload-cloud';
import { taskCost, unitPrice } from './price';
import { REVIEW_NOTE } from './UploadedNotice';

/** The cost of the task as it stands, announced as it changes. */
function CostSummary({ type, count }: { type: TaskType | undefined; count: number }) {
  return (
    <Box
      borderRadius="l3"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
      p="4"
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      <HStack justify="space-between" align="baseline" gap="4" wrap="wrap">
        <Text fontWeight="semibold">Cost</Text>
        <Text
          fontSize="2xl"
          fontWeight="bold"
          color="brand.fg"
          fontVariantNumeric="tabular-nums"
          data-testid="task-cost"
        >
          {type ? taskCost(type, count) : '—'}
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {type
          ? `${count} × ${unitPrice(type)} per engagement`
          : 'Choose a task type and a target count to see the cost.'}
      </Text>
    </Box>
  );
}

export interface UploadSummaryProps {
  /** The chosen task type, if any. */
  type: TaskType | undefined;
  count: number;
  submitting: boolean;
  /** No task type can be chosen: nothing can be uploaded. */
  disabled: boolean;
}

export function UploadSummary({ type, count, submitting, disabled }: UploadSummaryProps) {
  return (
    <Stack gap="4" position={{ xl: 'sticky' }} top={{ xl: '24' }}>
      <CostSummary type={type} count={count} />
      <HStack align="flex-start" gap="2" fontSize="sm" color="fg.muted">
        <Box pt="0.5">
          <FiInfo aria-hidden="true" />
        </Box>
        <Text>{REVIEW_NOTE}</Text>
      </HStack>
      <Button
        type="submit"
        colorPalette="brand"
        size="lg"
        loading={submitting}
        loadingText="Uploading..."
        disabled={disabled}
      >
        <FiUploadCloud aria-hidden="true" />
        Upload task
      </Button>
    </Stack>
  );
}
