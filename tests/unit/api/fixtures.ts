import type { TaskUpload } from '@generated/models';

/** A task upload's multipart fields with a 4-byte PNG (jsdom's File, so only the part's presence can be checked). */
export function uploadFields(): TaskUpload {
  return {
    acc_username: 'glow',
    description: 'Caption',
    taskType: '1',
    mediaUrl: 'https://instagram.com/glow',
    target_count: '100',
    image: new File([new Uint8Array([137, 80, 78, 71])], 'task.png', { type: 'image/png' }),
    niches: '["tech"]',
  };
}
