/**
 * What the specs and the fault matrix (fault-drivers.ts) type into the long forms, once: a form control found by its
 * label, a Chakra checkbox or radio ticked, and a valid registration phase 1, advertiser registration and task upload.
 */
import type { Locator, Page } from '@playwright/test';

/** A form control by its label, whose text may end with the required marker '*'. */
export const control = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/**
 * Checks a Chakra checkbox or radio. Its native input is visually hidden under the drawn control, so the click
 * lands where a user clicks (the control, inside the input's label); check() still verifies the state changed.
 */
export const tick = (locator: Locator) => locator.check({ force: true });

/** Fills registration phase 1 with valid values (with the mouse; the keyboard-only test does it by hand). */
export async function fillPersonalInfo(page: Page) {
  const form = page.getByRole('form', { name: 'Personal info' });
  await form.getByLabel('Username').fill('adalove');
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Phone number').fill('+234 801 234 5678');
  await form.getByLabel('Address').fill('12 Marina Road, Lagos');
  await form.getByLabel(/^Password/).fill('Secret123');
  await form.getByLabel('Confirm password').fill('Secret123');
  const niches = form.getByRole('list', { name: 'All niches' }).getByRole('checkbox');
  for (let index = 0; index < 12; index += 1) await niches.nth(index).check();
  await form.getByRole('checkbox', { name: 'Mobile money' }).check();
}

/** Fills the advertiser registration with valid values. */
export async function fillAdvertiserRegistration(page: Page) {
  await control(page, 'Username').fill('glowbeauty');
  await control(page, 'Name or company').fill('Glow Beauty Ltd');
  await control(page, 'Email').fill('ads@glowbeauty.example');
  await control(page, 'Phone number').fill('+44 20 7946 0958');
  await control(page, 'Country').selectOption({ label: 'United Kingdom' });
  await control(page, 'How did you hear about us?').selectOption('Search Engine');
  await control(page, 'Address').fill('221B Baker Street, London');
  await control(page, 'Password').fill('Brand2026x');
  await control(page, 'Confirm password').fill('Brand2026x');
  await tick(page.getByRole('radio', { name: 'Female' }));
  await tick(page.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

/** A 1x1 PNG, the task upload's image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Fills the task upload with valid values (its task types loaded): a 1x1 PNG, `count` follows, `niches`. */
export async function fillTaskUpload(page: Page, { count = '200', niches = ['Beauty'] } = {}) {
  await control(page, 'Account username').fill('@glowbeauty');
  await control(page, 'Task type').selectOption({ label: 'Instagram follow ($0.50 per engagement)' });
  await control(page, 'Caption').fill('Follow us for daily skincare tips');
  await control(page, 'Media URL').fill('https://instagram.com/glowbeauty');
  await control(page, 'Target count').fill(count);
  await control(page, 'Image').setInputFiles({ name: 'task.png', mimeType: 'image/png', buffer: PNG });
  for (const niche of niches) await tick(page.getByRole('checkbox', { name: niche }));
}
