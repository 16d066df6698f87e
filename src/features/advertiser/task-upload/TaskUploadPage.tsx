/**
 * /advertiser/dashboard/taskupload (spec points 2, 3, 4, 5, 7, 8): the task upload form.
 *
 * Fields: account username, caption, task type (GET /api/a/taskTypes), media URL, target count, image (checked
 * for type and size as soon as it is chosen, with a preview) and niches (the shared picker, 1 to 12). The cost
 * is shown live: the task type's amount × the target count, as money in the type's currency.
 *
 * The upload is a multipart POST /api/a/taskUpload. On success the page says 'Task logged successful...
 * redirecting to payment page', counts 3 seconds down visibly and then opens the returned link in a new tab, only
 * when it is an http(s) URL (a link to it stays on the page in case the browser blocks the tab). A non-success reply shows
 * 'Failed to log task!' with the server's message (or the spec's default); a failed call shows 'Failed to upload
 * task' with 'Failed to upload task. Please try again.' (or the message the failed reply carried).
 */
import {
  Alert,
  Box,
  Button,
  Card,
  Grid,
  HStack,
  Link as ChakraLink,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Niche, TaskType, TaskUpload } from '@generated/models';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import FiExternalLink from '~icons/feather/external-link';
import FiInfo from '~icons/feather/info';
import FiUploadCloud from '~icons/feather/upload-cloud';
import { useQueryClient } from '@tanstack/react-query';
import { getGetAdvertiserProfileQueryKey, uploadTask, useGetTaskTypes } from '@generated/hooks/advertiser/advertiser';
import { isUnknownOutcome } from '@/api/errors';
import { useIdempotentMutation } from '@/api/idempotency';
import { QueryState } from '@/components/feedback/QueryState';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { DraftNotice } from '@/components/forms/DraftNotice';
import { FormField } from '@/components/forms/FormField';
import { TextAreaField, TextField } from '@/components/forms/fields';
import { NichePicker } from '@/components/forms/NichePicker';
import { useForm } from '@/components/forms/useForm';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { platformLabel, TASK_ACTION_LABELS } from '@/config/catalog';
import { LIMITS, TIMINGS } from '@/config/constants';
import { DRAFT_KEYS } from '@/lib/drafts';
import { formatMoney } from '@/lib/format';
import { openExternal, safeExternalUrl } from '@/lib/safe-url';
import { useCountdown } from '@/lib/timers';
import { ADVERTISER_MESSAGES, uploadErrorMessage } from '../api';
import { ImageField } from '../components/ImageField';
import {
  IMAGE_MAX_BYTES,
  TASK_UPLOAD_FIELD_ORDER,
  TASK_UPLOAD_INITIAL_VALUES,
  taskUploadSchema,
  targetCountOf,
  type TaskUploadValues,
} from './schema';

const FORM = 'task-upload';

/** Under the image field: where a chosen image is kept (issue 14: say so when it cannot survive a reload). */
export const IMAGE_KEPT_NOTE = 'It stays chosen if you have to sign in again, but not if you reload the page.';
export const IMAGE_NOT_KEPT = 'Images are not kept after a reload: please choose the image again.';

export const REVIEW_NOTE = 'Uploaded tasks are reviewed by our team before they are published to Cliquers.';

/** A task type's name for the select: its own name, or its platform and action. */
export function taskTypeName(type: TaskType): string {
  const name = type.task_type?.trim();
  if (name) return name;
  const action = (TASK_ACTION_LABELS as Record<string, string>)[type.action] ?? type.action;
  return `${platformLabel(type.media)} ${action.toLowerCase()}`;
}

/**
 * The price of one engagement, from the spec's own fields: the first of the type's `currencies` (cur_code and
 * amount), or its bare `amount` (no currency) when it lists none.
 */
function priceOf(type: TaskType): { amount: number; code?: string } {
  const first = type.currencies?.[0];
  if (first) return { amount: first.amount, code: first.cur_code };
  return { amount: type.amount ?? 0 };
}

/** The price of one engagement, as money in the type's currency. */
export const unitPrice = (type: TaskType): string => {
  const price = priceOf(type);
  return formatMoney(price.amount, price.code);
};

/** The cost of a task: the type's price × the target count, as money in the type's currency. */
export const taskCost = (type: TaskType, count: number): string => {
  const price = priceOf(type);
  return formatMoney(Math.round(price.amount * count * 100) / 100, price.code);
};

/** After a successful upload: the payment link (null when the server's link is not a safe http(s) URL). */
interface Uploaded {
  link: string | null;
  seq: number;
}

/**
 * Counts TIMINGS.uploadRedirect down visibly, then opens the payment page in a new tab (noopener, noreferrer).
 * Leaving the page before then cancels it. Afterwards a link stays, for a browser that blocked the new tab.
 */
function PaymentRedirect({ link }: { link: string }) {
  const [opened, setOpened] = useState(false);
  const seconds = useCountdown(TIMINGS.uploadRedirect / 1000, () => {
    openExternal(link);
    setOpened(true);
  });
  const paymentLink = (
    <ChakraLink href={link} target="_blank" rel="noopener noreferrer" fontWeight="semibold" textDecoration="underline">
      open the payment page
      <FiExternalLink aria-hidden="true" />
    </ChakraLink>
  );
  if (opened) {
    return <Text>The payment page opened in a new tab. If it did not, {paymentLink}.</Text>;
  }
  return (
    <Text role="timer" aria-live="off">
      Opening the payment page in {seconds} {seconds === 1 ? 'second' : 'seconds'}… You can also {paymentLink}.
    </Text>
  );
}

function UploadedNotice({ uploaded, noticeRef }: { uploaded: Uploaded; noticeRef: RefObject<HTMLDivElement | null> }) {
  return (
    <Alert.Root status="success" borderRadius="l3" ref={noticeRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title role="status">{ADVERTISER_MESSAGES.uploadLogged}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>{REVIEW_NOTE}</Text>
            {uploaded.link ? (
              <PaymentRedirect link={uploaded.link} />
            ) : (
              <Text>
                We did not receive a valid payment link. Please contact support from the Ticket page to complete the
                payment.
              </Text>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

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

const send = (data: TaskUpload, init: RequestInit) => uploadTask(data, init);

/** The task types offered; one the reply left out (it broke the contract) is counted above the choice. */
const TASK_TYPE_LISTS = [
  { list: '/taskTypes/*', one: 'task type', other: 'task types' },
  { list: '/taskTypes/*/currencies/*', one: 'task type price', other: 'task type prices' },
];

export function TaskUploadPage() {
  const imageRef = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const dialog = useReplyDialog();
  const taskTypes = useGetTaskTypes();
  const queryClient = useQueryClient();
  // Idempotency-Key per attempt, reused on a retry after an unknown outcome (src/api/idempotency.ts).
  const upload = useIdempotentMutation('POST /api/a/taskUpload', send);
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);

  const types = taskTypes.data?.data.taskTypes ?? [];

  const form = useForm<TaskUploadValues>({
    id: FORM,
    initialValues: TASK_UPLOAD_INITIAL_VALUES,
    validationSchema: taskUploadSchema,
    order: TASK_UPLOAD_FIELD_ORDER,
    // The text fields and niches survive a reload until the upload succeeds; the image is kept in memory only.
    draft: { key: DRAFT_KEYS.taskUpload, file: 'image' },
    onSubmit: async (values, helpers) => {
      if (!values.image) return;
      try {
        const reply = await upload.mutateAsync({
          acc_username: values.acc_username.trim(),
          description: values.description.trim(),
          taskType: values.taskType,
          mediaUrl: values.mediaUrl.trim(),
          target_count: values.target_count.trim(),
          image: values.image,
          niches: JSON.stringify(values.niches),
        });
        if (reply.data.success === true) {
          setUploaded((previous) => ({ link: safeExternalUrl(reply.data.link), seq: (previous?.seq ?? 0) + 1 }));
          helpers.clearDraft();
          helpers.resetForm({ values: TASK_UPLOAD_INITIAL_VALUES });
          if (imageRef.current) imageRef.current.value = '';
          return;
        }
        dialog.show(
          { msg: reply.data.message },
          {
            defaultTitle: ADVERTISER_MESSAGES.uploadNotLoggedTitle,
            defaultButton: 'Okay',
            defaultMessage: ADVERTISER_MESSAGES.uploadNotLogged,
          },
        );
      } catch (error) {
        dialog.notify(ADVERTISER_MESSAGES.uploadFailedTitle, uploadErrorMessage(error));
        // The task may have been logged: refresh the advertiser's data before the form (still submitting) is
        // enabled again; a retry of the same task carries the same Idempotency-Key.
        if (isUnknownOutcome(error)) {
          await queryClient.invalidateQueries({ queryKey: getGetAdvertiserProfileQueryKey() }).catch(() => undefined);
        }
      }
    },
  });
  const { values, isSubmitting, setValue, controlId } = form;
  const { setFieldTouched } = form.formik;
  const imageKept = form.formik.initialValues.image !== null;

  const startOver = () => {
    form.draft.startOver();
    if (imageRef.current) imageRef.current.value = '';
  };

  // The notice of a successful upload takes focus, so it is read out and the form below starts afresh.
  const uploadSeq = uploaded?.seq;
  useEffect(() => {
    if (uploadSeq !== undefined) noticeRef.current?.focus();
  }, [uploadSeq]);

  const onNiches = useCallback(
    (next: Niche[]) => {
      void setValue('niches', next);
      void setFieldTouched('niches', true, false);
    },
    [setValue, setFieldTouched],
  );

  const selectedType = types.find((type) => String(type.id) === values.taskType);
  const count = targetCountOf(values.target_count);
  const noTypes = taskTypes.data !== undefined && types.length === 0;

  return (
    <DashboardPage title="Task upload" description="Upload a task for Cliquers to complete on social media.">
      <Text fontSize="lg" color="fg.muted" mt="-2" maxW="3xl">
        Tell us what to engage with and how many engagements you want. You pay on the next page.
      </Text>

      {uploaded ? <UploadedNotice key={uploaded.seq} uploaded={uploaded} noticeRef={noticeRef} /> : null}

      <form {...form.props} aria-label="Task upload">
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
          <Card.Root variant="outline" borderRadius="2xl" bg="bg">
            <Card.Body p={{ base: '5', md: '7' }}>
              <Stack gap="5">
                {form.draft.restored ? (
                  <DraftNotice onStartOver={startOver} note={imageKept ? undefined : IMAGE_NOT_KEPT} />
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
                  <FormField id={controlId('taskType')} label="Task type" required error={form.error('taskType')}>
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

                <FormField
                  id={controlId('image')}
                  label="Image"
                  required
                  error={form.error('image')}
                  hint={`PNG, JPEG, WebP or GIF, up to ${IMAGE_MAX_BYTES / (1024 * 1024)} MB. ${IMAGE_KEPT_NOTE}`}
                >
                  {(describedBy) => (
                    <ImageField
                      id={controlId('image')}
                      file={values.image}
                      describedBy={describedBy}
                      invalid={Boolean(form.error('image'))}
                      inputRef={imageRef}
                      onChoose={(file) => {
                        void setValue('image', file);
                        // Checked at once, so a wrong type or size shows before anything is sent.
                        void setFieldTouched('image', true, false);
                      }}
                      onBlur={() => void setFieldTouched('image', true)}
                    />
                  )}
                </FormField>

                <NichePicker
                  id={controlId('niches')}
                  value={values.niches}
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

          <Stack gap="4" position={{ xl: 'sticky' }} top={{ xl: '24' }}>
            <CostSummary type={selectedType} count={count} />
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
              loading={isSubmitting}
              loadingText="Uploading..."
              disabled={noTypes}
            >
              <FiUploadCloud aria-hidden="true" />
              Upload task
            </Button>
          </Stack>
        </Grid>
      </form>
    </DashboardPage>
  );
}
