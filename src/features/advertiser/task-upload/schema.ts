/**
 * The task upload form (spec point 5): its values, yup schema and every message, spelled as the spec writes them;
 * the target count is a positive whole number, as the contract says.
 */
import type { Niche } from '@generated/models';
import { array, mixed, object, string, type ObjectSchema } from 'yup';
import { LIMITS } from '@/config/constants';

/** Image types the contract accepts for a task's image, and the largest file the form sends. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface TaskUploadValues {
  acc_username: string;
  description: string;
  /** The chosen task type's id, as a string ('' until chosen). */
  taskType: string;
  mediaUrl: string;
  /** What was typed; sent as a string of a positive whole number. */
  target_count: string;
  image: File | null;
  niches: Niche[];
}

export const TASK_UPLOAD_INITIAL_VALUES: TaskUploadValues = {
  acc_username: '',
  description: '',
  taskType: '',
  mediaUrl: '',
  target_count: '',
  image: null,
  niches: [],
};

export const TASK_UPLOAD_FIELD_ORDER: readonly (keyof TaskUploadValues)[] = [
  'acc_username',
  'description',
  'taskType',
  'mediaUrl',
  'target_count',
  'image',
  'niches',
];

export const TASK_UPLOAD_MESSAGES = {
  accUsernameRequired: 'Account username is required',
  captionRequired: 'Caption is required',
  taskTypeRequired: 'Task type is required',
  targetCountRequired: 'Target count is required',
  targetCountInvalid: 'Target count must be a whole number of at least 1',
  mediaUrlRequired: 'Media URL is required',
  mediaUrlInvalid: 'Media URL must be a link starting with http:// or https://',
  imageRequired: 'Image is required',
  imageType: 'Image must be a PNG, JPEG, WebP or GIF file',
  imageSize: `Image must be ${IMAGE_MAX_BYTES / (1024 * 1024)} MB or smaller`,
  nichesRequired: 'Please select at least one niche',
  nichesTooMany: `Can't select more than ${LIMITS.nicheCap}`,
} as const;

/** A positive whole number with no leading zero, as the contract's target_count pattern requires. */
export const TARGET_COUNT_PATTERN = /^[1-9][0-9]*$/;

/** Whether a link is an absolute http(s) URL. */
function isWebUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Why a chosen image cannot be sent, or null when it can. Checked on choosing and again on submit. */
export function imageProblem(file: File | null | undefined): string | null {
  if (!file) return TASK_UPLOAD_MESSAGES.imageRequired;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return TASK_UPLOAD_MESSAGES.imageType;
  if (file.size > IMAGE_MAX_BYTES) return TASK_UPLOAD_MESSAGES.imageSize;
  return null;
}

const t = TASK_UPLOAD_MESSAGES;

export const taskUploadSchema: ObjectSchema<TaskUploadValues> = object({
  acc_username: string().trim().required(t.accUsernameRequired),
  description: string().trim().required(t.captionRequired),
  taskType: string().required(t.taskTypeRequired),
  mediaUrl: string().trim().required(t.mediaUrlRequired).test('web-url', t.mediaUrlInvalid, isWebUrl),
  target_count: string().trim().required(t.targetCountRequired).matches(TARGET_COUNT_PATTERN, t.targetCountInvalid),
  image: mixed<File>()
    .nullable()
    .defined()
    .test('image', function checkImage(file) {
      const problem = imageProblem(file);
      return problem === null ? true : this.createError({ message: problem });
    }),
  niches: array(mixed<Niche>().defined())
    .defined()
    .min(LIMITS.nicheMinUpload, t.nichesRequired)
    .max(LIMITS.nicheCap, t.nichesTooMany),
});

/** The whole number of engagements typed, or 0 while it is not one (for the live cost). */
export function targetCountOf(text: string): number {
  const trimmed = text.trim();
  return TARGET_COUNT_PATTERN.test(trimmed) ? Number(trimmed) : 0;
}
