/**
 * The task type field: the types of GET /api/a/taskTypes, each with its price per engagement; a skeleton while they
 * load, an error with Try again, a warning when there are none, and a count of the types the reply left out.
 */
import { Alert, NativeSelect, Skeleton } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { getTaskTypesResponse } from '@generated/hooks/advertiser/advertiser';
import type { ApiError } from '@/api/errors';
import { QueryState } from '@/components/feedback/QueryState';
import { FormField } from '@/components/forms/FormField';
import type { Form } from '@/components/forms/useForm';
import { taskTypeName } from '@/config/catalog';
import { unitPrice } from './price';
import type { TaskUploadValues } from './schema';

/** GET /api/a/taskTypes, as its generated hook returns it. */
export type TaskTypesQuery = UseQueryResult<getTaskTypesResponse, ApiError>;

/** The task types offered; one the reply left out (it broke the contract) is counted above the choice. */
const TASK_TYPE_LISTS = [
  { list: '/taskTypes/*', one: 'task type', other: 'task types' },
  { list: '/taskTypes/*/currencies/*', one: 'task type price', other: 'task type prices' },
];

export function TaskTypeSelect({ form, taskTypes }: { form: Form<TaskUploadValues>; taskTypes: TaskTypesQuery }) {
  const types = taskTypes.data?.data.taskTypes ?? [];
  return (
    <FormField id={form.controlId('taskType')} label="Task type" required error={form.error('taskType')}>
      {(describedBy) => (
        <QueryState
          query={taskTypes}
          what="load the task types"
          errorTitle="Task types unavailable"
          lists={TASK_TYPE_LISTS}
          skeleton={<Skeleton h="10" borderRadius="l2" />}
          isEmpty={() => types.length === 0}
          empty={
            <Alert.Root status="warning" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Title>No task types are available right now. Please check back later.</Alert.Title>
            </Alert.Root>
          }
        >
          {() => (
            <NativeSelect.Root>
              <NativeSelect.Field {...form.field('taskType')} aria-describedby={describedBy}>
                <option value="">Select a task type</option>
                {types.map((type) => (
                  <option key={type.id} value={String(type.id)}>
                    {taskTypeName(type)} ({unitPrice(type)} per engagement)
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </QueryState>
      )}
    </FormField>
  );
}
