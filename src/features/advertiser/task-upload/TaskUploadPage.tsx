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
 *
 * Its parts, in this folder: the submit (useTaskUpload.ts), the fields (TaskFields, with TaskTypeSelect), the cost
 * and the button beside them (UploadSummary, with price.ts) and the notice after a success (UploadedNotice).
 */
import { Grid, Text } from '@chakra-ui/react';
import { useGetTaskTypes } from '@generated/hooks/advertiser/advertiser';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { targetCountOf } from './schema';
import { TaskFields } from './TaskFields';
import { UploadedNotice } from './UploadedNotice';
import { UploadSummary } from './UploadSummary';
import { useTaskUpload } from './useTaskUpload';

export function TaskUploadPage() {
  const taskTypes = useGetTaskTypes();
  const { form, uploaded, imageRef, noticeRef, startOver } = useTaskUpload();

  const types = taskTypes.data?.data.taskTypes ?? [];
  const selectedType = types.find((type) => String(type.id) === form.values.taskType);
  const noTypes = taskTypes.data !== undefined && types.length === 0;

  return (
    <DashboardPage title="Task upload" description="Upload a task for Cliquers to complete on social media.">
      <Text fontSize="lg" color="fg.muted" mt="-2" maxW="3xl">
        Tell us what to engage with and how many engagements you want. You pay on the next page.
      </Text>

      {uploaded ? <UploadedNotice key={uploaded.seq} uploaded={uploaded} noticeRef={noticeRef} /> : null}

      <form {...form.props} aria-label="Task upload">
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
          <TaskFields form={form} taskTypes={taskTypes} imageRef={imageRef} onStartOver={startOver} />
          <UploadSummary
            type={selectedType}
            count={targetCountOf(form.values.target_count)}
            submitting={form.isSubmitting}
            disabled={noTypes}
          />
        </Grid>
      </form>
    </DashboardPage>
  );
}
