/**
 * Adds or edits a task type (spec point 5): media, action and currency rows (each a currency from GET
 * /api/adm/queryTaskTypes and an amount; rows are added and removed). A valid form posts to
 * /api/adm/add-task-type or /api/adm/update-task-type; a refused save (`success: false`, or a failure the server
 * answered: a 4xx, offline) shows the server's msg (or what went wrong) in the reply dialog and keeps the form as
 * typed. A save whose outcome is unknown (an answer without `success`, an unreadable one, a timeout, a 5xx) is not
 * called a failure, since the server may have saved it: the list is fetched again and the page says what it shows
 * (`confirmSaved`), and offers no second save of what the list shows saved. A failed submit reports each problem
 * beside its control and focuses it.
 *
 * Its parts, in this folder: the state and the save (useTaskTypeForm.ts) and the currency rows (CurrencyRows).
 */
import { Button, Card, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Currency } from '@generated/models';
import { DraftNotice } from '@/components/forms/DraftNotice';
import { SelectField } from '@/components/forms/fields';
import { taskTypeName } from '@/config/catalog';
import { ACTION_OPTIONS, MEDIA_OPTIONS } from '../shared/labels';
import { CurrencyRows } from './CurrencyRows';
import { useTaskTypeForm, type TaskTypeSave } from './useTaskTypeForm';

export interface TaskTypeFormProps extends TaskTypeSave {
  currencies: readonly Currency[];
  onCancel: () => void;
}

export function TaskTypeForm({ editing, currencies, onCancel, onSaved, confirmSaved }: TaskTypeFormProps) {
  const form = useTaskTypeForm({ editing, onSaved, confirmSaved });

  const cancel = () => {
    form.draft.clear();
    onCancel();
  };

  return (
    <Card.Root variant="outline" borderColor="brand.muted" boxShadow="sm">
      <Card.Header>
        <Card.Title as="h2" id="task-type-form-title">
          {editing ? `Edit ${taskTypeName(editing)}` : 'Add a task type'}
        </Card.Title>
        <Card.Description>
          Media and action are required; price the task type in one or more currencies.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <form {...form.props} aria-labelledby="task-type-form-title">
          <Stack gap="6">
            {form.draft.restored ? <DraftNotice onStartOver={form.draft.startOver} /> : null}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <SelectField
                form={form}
                name="media"
                label="Media"
                required
                placeholder="Choose media"
                options={MEDIA_OPTIONS}
              />
              <SelectField
                form={form}
                name="action"
                label="Action"
                required
                placeholder="Choose action"
                options={ACTION_OPTIONS}
              />
            </SimpleGrid>

            <CurrencyRows form={form} currencies={currencies} />

            <HStack gap="3" justify="flex-end" wrap="wrap">
              <Button variant="ghost" onClick={cancel} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="brand" loading={form.isSubmitting} loadingText="Saving...">
                {editing ? 'Save changes' : 'Add task type'}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
