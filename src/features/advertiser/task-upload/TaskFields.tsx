/**
 * The upload form's fields, in a card: account username, task type, caption, media URL, target count, the image
 * (checked for type and size as soon as it is chosen, with a preview) and niches (the shared picker, 1 to 12), under
 * the draft notice when what was typed earlier was filled in again.
 */
import { Card, Grid, Stack, Text } from '@chakra-ui/react';
import type { Niche } from '@generated/models';
import { useCallback, type RefObject } from 'react';
import { DraftNotice } from '@/components/forms/DraftNotice';
import { FormField } from '@/components/forms/FormField';
import { TextAreaField, TextField } from '@/components/forms/fields';
import { NichePicker } from '@/components/forms/NichePicker';
import type { Form } from '@/components/forms/useForm';
import { LIMITS } from '@/config/constants';
import { ImageField } from '../components/ImageField';
import { IMAGE_MAX_BYTES, type TaskUploadValues } from './schema';
import { TaskTypeSelect, type TaskTypesQuery } from './TaskTypeSelect';

/** Under the image field: where a chosen image is kept (issue 14: say so when it cannot survive a reload). */
export const IMAGE_KEPT_NOTE = 'It stays chosen if you have to sign in again, but not if you reload the page.';
export const IMAGE_NOT_KEPT = 'Images are not kept after a reload: please choose the image again.';

type UploadForm = Form<TaskUploadValues>;

/** The image: checked as soon as it is chosen, so a wrong type or size shows before anything is sent. */
function TaskImageField({ form, inputRef }: { form: UploadForm; inputRef: RefObject<HTMLInputElement | null> }) {
  const { setFieldTouched } = form.formik;
  return (
    <FormField
      id={form.controlId('image')}
      label="Image"
      required
      error={form.error('image')}
      hint={`PNG, JPEG, WebP or GIF, up to ${IMAGE_MAX_BYTES / (1024 * 1024)} MB. ${IMAGE_KEPT_NOTE}`}
    >
      {(describedBy) => (
        <ImageField
          id={form.controlId('image')}
          file={form.values.image}
          describedBy={describedBy}
          invalid={Boolean(form.error('image'))}
          inputRef={inputRef}
          onChoose={(file) => {
            void form.setValue('image', file);
            void setFieldTouched('image', true, false);
          }}
          onBlur={() => void setFieldTouched('image', true)}
        />
      )}
    </FormField>
  );
}

export interface TaskFieldsProps {
  form: UploadForm;
  taskTypes: TaskTypesQuery;
  imageRef: RefObject<HTMLInputElement | null>;
  /** The draft notice's Start over. */
  onStartOver: () => void;
}

export function TaskFields({ form, taskTypes, imageRef, onStartOver }: TaskFieldsProps) {
  const { setValue } = form;
  const { setFieldTouched } = form.formik;
  const imageKept = form.formik.initialValues.image !== null;

  const onNiches = useCallback(
    (next: Niche[]) => {
      void setValue('niches', next);
      void setFieldTouched('niches', true, false);
    },
    [setValue, setFieldTouched],
  );

  return (
    <Card.Root variant="outline" borderRadius="2xl" bg="bg">
      <Card.Body p={{ base: '5', md: '7' }}>
        <Stack gap="5">
          {form.draft.restored ? (
            <DraftNotice onStartOver={onStartOver} note={imageKept ? undefined : IMAGE_NOT_KEPT} />
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            All fields are required.
          </Text>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <TextField
              form={form}
              name="acc_username"
              label="Account username"
              required
              hint="The social media account Cliquers engage with, e.g. @glowbeauty."
              autoComplete="off"
              spellCheck={false}
            />
            <TaskTypeSelect form={form} taskTypes={taskTypes} />
          </Grid>

          <TextAreaField
            form={form}
            name="description"
            label="Caption"
            required
            hint="What Cliquers see with the task."
            rows={3}
            resize="vertical"
          />

          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="5">
            <TextField
              form={form}
              name="mediaUrl"
              label="Media URL"
              required
              hint="The link to the post, profile or video."
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="url"
              spellCheck={false}
            />
            <TextField
              form={form}
              name="target_count"
              label="Target count"
              required
              hint="Engagements to buy."
              inputMode="numeric"
              autoComplete="off"
            />
          </Grid>

          <TaskImageField form={form} inputRef={imageRef} />

          <NichePicker
            id={form.controlId('niches')}
            value={form.values.niches}
            onChange={onNiches}
            max={LIMITS.nicheCap}
            min={LIMITS.nicheMinUpload}
            required
            hint={`Choose 1 to ${LIMITS.nicheCap} niches whose Cliquers should see this task.`}
            error={form.error('niches')}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
