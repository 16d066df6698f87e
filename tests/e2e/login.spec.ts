/**
 * The Cliquer login (issue 5) against Prism: signing in, 'Please fill all fields', 'Signing in...' while the call
 * runs, every failure (server replies and injected faults) with the spec's messages, forgot password, the reset
 * link (?token&email), the confirmation link (?token), the links to Sign Up and the advertiser login, and axe at
 * desktop and phone widths (@mobile).
 *
 * Two tests, each former test a step (test.step, titled as it was): a test's fixed cost (a browser context and the
 * first page load) is most of a short test's. Between steps the login page is mounted afresh inside the app already
 * loaded (reopenLogin: openInApp out and back) instead of loading it again; the links from e-mails are still real
 * page loads (what they test is how the page reads a link it opens with). The @mobile test holds the checks that
 * run at both widths.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, remountInApp } from './support/fixtures.ts';
import { addressesAtCalls, recordAddressAtCalls } from './support/link-secrets.ts';

const pathIs = (expected: string) => (url: URL) => url.pathname === expected;
const dialog = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });

async function openLogin(page: Page, path = '/login', heading = 'Welcome back') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** /login mounted afresh inside the app already loaded (remountInApp: no page load). */
async function reopenLogin(page: Page) {
  await remountInApp(page, '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
}

/** Checks the dialog's message, closes it with its button and waits until it is gone. */
async function expectDialog(page: Page, title: string, message: string | RegExp, button = 'Okay') {
  const shown = dialog(page, title);
  await expect(shown).toContainText(message);
  await shown.getByRole('button', { name: button, exact: true }).click();
  await expect(shown).toBeHidden();
}

const signIn = (page: Page) => page.getByRole('form', { name: 'Sign in' });

test(
  '/login has no axe violations: the form, its errors, forgot password and the reset link; the links to Sign Up and the advertiser login',
  { tag: '@mobile' },
  async ({ page }) => {
    test.slow(); // four states of the page, each scanned, then the links
    await test.step('/login has no axe violations: the form, its errors, forgot password and the reset link', async () => {
      await openLogin(page);
      await expectNoAxeViolations(page);
      await signIn(page).getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Please fill all fields' })).toBeVisible();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Empty input field')).toBeVisible();
      await expectNoAxeViolations(page);

      await openLogin(page, '/login?token=tok-1&email=ada%40example.com', 'Set a new password');
      await expectNoAxeViolations(page);
    });

    await test.step('links lead to Sign Up and to the advertiser login', async () => {
      await reopenLogin(page);
      await page.getByRole('link', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(pathIs('/register'));
      await page.goBack();
      await page.getByRole('link', { name: 'Advertiser login' }).click();
      await expect(page).toHaveURL(pathIs('/advertiser/login'));
    });
  },
);

test('sign in, its failures and forgot password in one page load; then the reset and confirmation links', async ({
  page,
  mock,
  faults,
  api,
}) => {
  test.slow(); // five former tests, five page loads and a reload (16.5 s alone on this 2-core machine)
  // First: the step checks the sign-in it sends is the test's only one.
  await test.step("'Please fill all fields', then 'Signing in...' (disabled) while the call runs, then the dashboard", async () => {
    await openLogin(page);
    const form = signIn(page);
    const user = form.getByRole('textbox', { name: 'Username or email' });
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill all fields');
    await expect(user).toBeFocused();
    await user.fill('adalove');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill all fields');
    await expect(form.getByLabel(/^Password/)).toBeFocused();
    expect(api.matching('POST /api/u/login')).toHaveLength(0);

    // Hold the reply so the busy state can be seen.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/u/login', async (route) => {
      await gate;
      await route.fallback();
    });
    await form.getByLabel(/^Password/).fill('Secret123');
    await form.getByLabel(/^Password/).press('Enter');
    const busy = form.getByRole('button', { name: 'Signing in...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(page).toHaveURL(pathIs('/dashboard/overview'));
    expect(api.matching('POST /api/u/login')).toEqual([expect.objectContaining({ status: 200 })]);
    // The gate is open; the next steps' calls go straight to their mock choices and faults.
    await page.unroute('**/api/u/login');
  });

  await test.step("failures: the server's msg in 'Error', connection errors and broken replies with the spec's words", async () => {
    await reopenLogin(page);
    const form = signIn(page);
    await form.getByRole('textbox', { name: 'Username or email' }).fill('adalove');
    await form.getByLabel(/^Password/).fill('wrong');
    const submit = form.getByRole('button', { name: 'Sign in' });

    await mock.use('POST /api/u/login', { example: 'wrongPassword' });
    await submit.click();
    await expectDialog(page, 'Error', 'Incorrect username or password.');

    const cases = [
      ['abort', 'Connection error. Please try again later.'],
      ['500', 'Injected fault: internal server error'], // the failed reply's own message
      ['malformed-json', 'Login failed. Please try again.'],
    ] as const;
    for (const [fault, message] of cases) {
      await faults.inject('POST /api/u/login', fault);
      await submit.click();
      await expectDialog(page, 'Error', message);
      await faults.clear('POST /api/u/login');
    }
    await expect(page).toHaveURL(pathIs('/login'));
    await expect(form.getByRole('textbox', { name: 'Username or email' })).toHaveValue('adalove');
  });

  await test.step("forgot password: 'Empty input field', then 'Mail sent' or 'Failed to send mail'", async () => {
    await reopenLogin(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('form', { name: 'Reset your password' });
    const input = reset.getByRole('textbox', { name: 'Username or email' });
    await expect(input).toBeFocused();
    const send = reset.getByRole('button', { name: 'Send reset link' });
    await send.click();
    await expect(reset.getByText('Empty input field')).toBeVisible();
    expect(api.matching('POST /api/u/forgetPassword')).toHaveLength(0);

    await input.fill('ada@example.com');
    await send.click();
    await expectDialog(page, 'Mail sent', 'A password reset link has been sent to your email.');
    await mock.use('POST /api/u/forgetPassword', { example: 'unknownUser' });
    await send.click();
    await expectDialog(page, 'Failed to send mail', 'No account matches that username or email.');
    for (const fault of ['abort', '500', 'malformed-json'] as const) {
      await faults.inject('POST /api/u/forgetPassword', fault);
      await send.click();
      await expectDialog(page, 'Failed to send mail', "We couldn't send the mail");
      await faults.clear('POST /api/u/forgetPassword');
    }
  });

  // The links from e-mails: each opens in a page load of its own, as a link clicked in a mail does.
  await test.step('?token&email sets a new password with POST /api/u/changePassword', async () => {
    await openLogin(page, '/login?token=tok-1&email=ada%40example.com&utm=mail#reset', 'Set a new password');
    // The token and e-mail leave the address bar (other parameters and the hash stay); the form keeps them.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.search === '?utm=mail' && url.hash === '#reset',
    );
    const form = page.getByRole('form', { name: 'Set a new password' });
    await expect(form).toContainText('ada@example.com');
    const change = form.getByRole('button', { name: 'Change password' });
    await change.click();
    await expect(form.getByRole('alert')).toHaveText('Please fill all fields');
    await form.getByLabel(/^New password/).fill('NewSecret1');
    await form.getByLabel(/^Confirm new password/).fill('NewSecret2');
    await change.click();
    await expect(form.getByRole('alert')).toHaveText('Passwords do not match');
    await form.getByLabel(/^Confirm new password/).fill('NewSecret1');

    await faults.inject('POST /api/u/changePassword', 'abort');
    await change.click();
    await expectDialog(page, 'Kindly note', "We couldn't change your password");
    await faults.clear('POST /api/u/changePassword');
    await mock.use('POST /api/u/changePassword', { example: 'expired' });
    await change.click();
    await expectDialog(page, 'Kindly note', 'This reset link has expired.');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/u/changePassword'));
    await mock.use('POST /api/u/changePassword', { example: 'changed' });
    await change.click();
    expect((await sent).postDataJSON()).toEqual({ token: 'tok-1', email: 'ada@example.com', password: 'NewSecret1' });
    await expectDialog(page, 'Kindly note', 'Your password has been changed. Kindly login.');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
    await expect(signIn(page)).toBeVisible();
  });

  await test.step('?token alone confirms the e-mail once with POST /api/u/confirmEmail and shows its msg', async () => {
    await recordAddressAtCalls(page);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/u/confirmEmail'));
    // Not openLogin: the reply's dialog may open before the heading is checked, and a modal hides the page behind it.
    await page.goto('/login?token=conf-1');
    // The call carried the token, and the address bar no longer had it when the call was sent.
    expect((await sent).postDataJSON()).toEqual({ token: 'conf-1' });
    const addresses = await addressesAtCalls(page, '/api/u/confirmEmail');
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).not.toContain('conf-1');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
    await expectDialog(page, 'Kindly note', 'Your email has been confirmed. Kindly login.');
    await expect(page.getByText('Your email has been confirmed. Kindly login.')).toBeVisible();
    await expect(signIn(page)).toBeVisible();
    expect(api.matching('POST /api/u/confirmEmail')).toHaveLength(1);
    // A reload shows the plain sign-in page and sends nothing again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Your email has been confirmed. Kindly login.')).toBeHidden();
    expect(api.matching('POST /api/u/confirmEmail')).toHaveLength(1);

    await mock.use('POST /api/u/confirmEmail', { example: 'invalid' });
    await page.goto('/login?token=conf-2');
    await expectDialog(page, 'Kindly note', 'Invalid confirmation link.');

    await faults.inject('POST /api/u/confirmEmail', '500');
    await openLogin(page, '/login?token=conf-3');
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't confirm your email" })).toBeVisible();
  });
});
