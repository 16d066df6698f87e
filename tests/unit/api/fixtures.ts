import type { RegistrationPayload, TaskUpload } from '@generated/models';

/** A complete phase 1 registration as the client sends it (POST /api/u/register). */
export const REGISTRATION: RegistrationPayload = {
  username: 'ada',
  fullname: 'Ada Lovelace',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone_number: '+234 803 555 0101',
  country: 'NG',
  address: '12 Marina Road',
  password: 'Secret123',
  confirm_password: 'Secret123',
  age_range: '16 - 20',
  gender: 'Male',
  niches: [
    'tech',
    'books',
    'science',
    'music',
    'travel',
    'food',
    'fitness',
    'finance',
    'news',
    'art',
    'gaming',
    'podcasts',
  ],
  payment_method: ['bank_transfer'],
};

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
