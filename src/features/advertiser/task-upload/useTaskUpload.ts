/**
 * The upload form and its submit: a multipart POST /api/a/taskUpload with one Idempotency-Key per attempt; a success
 * clears the form and its draft and shows the notice (which takes focus), a non-success reply shows 'Failed to log
 * task!' with the server's message, and a failed call 'Failed to upload task' (refreshing the advertiser's data
 * first when the task may have been logged).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getGetAdvertiserProfileQueryKey, uploadTask } from '@generated/hooks/advertiser/advertiser';
import { isUnknownOutcome } from '@/api/errors';
import { useIdempotentMutation } from '@/api/idempotency';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { useForm } from '@/components/forms/useForm';
import { DRAFT_KEYS } from '@/lib/drafts';
import { safeExternalUrl } from '@/lib/safe-url';
import { ADVERTISER_MESSAGES, uploadErrorMessage } from '../api';
import { TASK_UPLOAD_FIELD_ORDER, TASK_UPLOAD_INITIAL_VALUES, taskUploadSchema, type TaskUploadValues } from './schema';
import type { Uploaded } from './UploadedNotice';

export function useTaskUpload() {
  const imageRef = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const dialog = useReplyDialog();
  const queryClient = useQueryClient();
  // Idempotency-Key per attempt, reused on a retry after an unknown outcome (src/api/idempotency.ts).
  const upload = useIdempotentMutation('POST /api/a/taskUpload', uploadTask);
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);

  const form = useForm<TaskUploadValues>({
    id: 'task-upload',
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

  // The notice of a successful upload takes focus, so it is read out and the form below starts afresh.
  const uploadSeq = uploaded?.seq;
  useEffect(() => {
    if (uploadSeq !== undefined) noticeRef.current?.focus();
  }, [uploadSeq]);

  /** The draft notice's Start over: the image input is emptied with the rest. */
  const startOver = () => {
    form.draft.startOver();
    if (imageRef.current) imageRef.current.value = '';
  };

  return { form, uploaded, imageRef, noticeRef, startOver };
}
