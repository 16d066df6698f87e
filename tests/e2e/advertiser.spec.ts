/**
 * The advertiser area (issue 7) against Prism: registration, e-mail confirmation, login, the dashboard shell,
 * overview, task upload (a real multipart request that Prism must accept), stats, profile, ticket, learn and the
 * transaction page; every reply example these pages react to, faults injected per call, the 10 s countdown, the 3 s
 * redirect and the 10 s polling on Playwright's clock, and axe on every page at desktop and phone widths (tests
 * tagged @mobile also run in the 390x844 project).
 *
 * A test's fixed cost (a browser context and the app's first page load) is most of what a short test costs a 2-core
 * machine, and a navigation inside the app about a tenth of a page load. So the checks of one area that share a
 * start are the steps of one test (each step named after the check it was as a test of its own): a step opens its
 * page inside the app (openAt), or mounts it afresh (remount) when it needs the page's components to start again.
 * What the app has fetched stays cached (30 s fresh) across steps, so a step that needs a query's first fetch (a
 * fault or an example on the page's first load) comes first in its test, or has a test of its own. Tests stay apart
 * where a step could not follow another without changing what is checked: the fake clock installed before the first
 * load, a @mobile test (only @mobile checks are merged together), a query that must be fetched for the first time.
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect as baseExpect,
  closeDialog,
  expectNoAxeViolations,
  forEachFault,
  freezeClock,
  openInApp,
  settleOnClock,
  test,
  tryAgain,
  unmountPage,
} from './support/fixtures.ts';
import { addressesAtCalls, recordAddressAtCalls } from './support/link-secrets.ts';
import { control, fillAdvertiserRegistration, fillTaskUpload, tick } from './support/forms.ts';

// Every test here loads the lazily built advertiser area in a real browser and waits for the session check; on a
// machine shared with other test runs that alone can take most of Playwright's default 30 s (and an assertion's
// default 5 s), so both are longer here. Nothing in these tests waits on real time to pass.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const pathIs = (expected: string) => (url: URL) => url.pathname === expected;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const replyDialog = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });

const PAYMENT_LINK = 'https://checkout.example.com/pay/tx_58213';

/** How long a page's first render may take (the area's code loads lazily, which takes a while on a busy machine). */
const FIRST_RENDER = 45_000;

/** Opens a route and waits for its page: a test's first page load. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await expect(h1(page)).toBeVisible({ timeout: FIRST_RENDER });
}

/**
 * Opens a route inside the app already loaded (openInApp: no page load) and waits for its page, the h1 `heading`
 * (not just any h1: the page before may still show its own while the next one's code loads).
 */
async function openAt(page: Page, route: string, heading: string) {
  await openInApp(page, route);
  await expect(h1(page)).toHaveText(heading, { timeout: FIRST_RENDER });
}

/**
 * Mounts a route afresh inside the app, as a new test's page load would show it: by way of a page that is not one
 * (so the area's components start again, and a query that failed or is stale is fetched again), with the forms'
 * drafts forgotten (they are kept in sessionStorage, empty in a new test's browser context). What the app fetched
 * and is still fresh stays cached.
 */
async function remount(page: Page, route: string, heading: string) {
  await unmountPage(page, { forgetDrafts: true });
  await openAt(page, route, heading);
}

/** Whether the locator is on the page now with exactly this text (never waits, unlike textContent()). */
async function showsText(locator: Locator, text: string): Promise<boolean> {
  const texts = await locator.allTextContents();
  return texts.length > 0 && texts[0] === text;
}

// ------------------------------------------------------------------------------------------------ accessibility

test.describe('accessibility', () => {
  // The no-token confirmation page first: the page with a token is the same route, whose check runs as it opens.
  const PUBLIC_PAGES: [string, string][] = [
    ['/advertiser/regCompletion', 'Check your mail'],
    ['/advertiser/register', 'Advertise with Cliq'],
    ['/advertiser/regCompletion?token=ad7e57', 'Email confirmation'],
    ['/advertiser/login', 'Advertiser sign in'],
  ];

  const DASHBOARD_PAGES: [string, string][] = [
    ['overview', 'Overview'],
    ['taskupload', 'Task upload'],
    ['stats', 'Stats'],
    ['profile', 'Profile'],
    ['ticket', 'Ticket'],
    ['learn', 'Learn'],
    ['transaction/tx_58213', 'Transaction details'],
    ['nothing-here', 'Page Not Found'],
  ];

  // One page load: every page after the first is opened inside the app, each scanned once it shows. The phone's
  // drawer comes last, since it sets the phone's width (the desktop project's scans before it stay at 1280 px).
  test(
    'every public and dashboard page, forms showing errors and a reply dialog pass axe; the phone sidebar is a drawer',
    { tag: '@mobile' },
    async ({ page, mock }) => {
      // Fifteen axe scans in one page: 30-40 s on this machine alone, more on a CI machine's 2 cores.
      test.slow();

      await test.step('the public advertiser pages have no axe violations', async () => {
        for (const [index, [route, heading]] of PUBLIC_PAGES.entries()) {
          await test.step(route, async () => {
            await (index === 0 ? visit(page, route) : openInApp(page, route));
            await expect(h1(page)).toHaveText(heading);
            if (route.includes('token'))
              await expect(page.getByText('Your email has been confirmed. You can now log in.')).toBeVisible();
            await expectNoAxeViolations(page);
          });
        }
      });

      await test.step('forms showing their errors and an open reply dialog have no axe violations', async () => {
        await openAt(page, '/advertiser/register', 'Advertise with Cliq');
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(page.getByText('Username is required')).toBeVisible();
        await expectNoAxeViolations(page);

        await openAt(page, '/advertiser/dashboard/taskupload', 'Task upload');
        await expect(control(page, 'Task type').locator('option')).toHaveCount(4);
        await page.getByRole('button', { name: 'Upload task' }).click();
        await expect(page.getByText('Please select at least one niche')).toBeVisible();
        await expectNoAxeViolations(page);

        await mock.use('POST /api/a/login', { example: 'wrongPassword' });
        await openAt(page, '/advertiser/login', 'Advertiser sign in');
        await control(page, 'Username or email').fill('glowbeauty');
        await control(page, 'Password').fill('wrong');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(replyDialog(page, 'Error')).toBeVisible();
        await expectNoAxeViolations(page);
        // A reply dialog is the app's, not the page's: it would stay open over the next page.
        await closeDialog(page, 'Error');
      });

      await test.step('every dashboard page has no axe violations', async () => {
        for (const [index, [segment, heading]] of DASHBOARD_PAGES.entries()) {
          const route = `/advertiser/dashboard/${segment}`;
          await test.step(route, async () => {
            await (index === 0 ? openAt(page, route, heading) : openInApp(page, route));
            await expect(h1(page)).toHaveText(heading);
            // Wait for the page's data, so the scan sees the real content rather than skeletons.
            await expect(page.getByRole('img', { name: 'Glow Beauty Ltd' })).toBeAttached();
            if (segment === 'taskupload') await expect(control(page, 'Task type').locator('option')).toHaveCount(4);
            if (segment === 'profile')
              await expect(page.getByRole('heading', { level: 2, name: 'Glow Beauty Ltd' })).toBeVisible();
            if (segment.startsWith('transaction')) await expect(page.getByTestId('transaction-status')).toBeVisible();
            await expectNoAxeViolations(page);
          });
        }
      });

      await test.step('phone: the sidebar is a drawer opened from the header', async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await openAt(page, '/advertiser/dashboard/overview', 'Overview');
        await page.getByRole('button', { name: 'Open navigation' }).click();
        const drawer = page.getByRole('dialog');
        await drawer.getByRole('link', { name: 'Task upload' }).click();
        await expect(page).toHaveURL(pathIs('/advertiser/dashboard/taskupload'));
        await expect(h1(page)).toHaveText('Task upload');
      });
    },
  );
});

// ------------------------------------------------------------------------------------------------ registration

test.describe('registration', () => {
  // The checks that send nothing first (they count the calls), then the one accepted registration (it counts them
  // too), then the refusals.
  test('the form checks what is typed, registers, and explains each refusal or fault', async ({
    page,
    api,
    mock,
    faults,
  }) => {
    // Five mounts of the long form, four of them filled: about 15 s on this machine alone.
    test.slow();

    await test.step('an empty form shows the messages, focuses the username and sends nothing', async () => {
      await visit(page, '/advertiser/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      for (const message of [
        'Username is required',
        'Name is required',
        'Email is required',
        'Please select a country',
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(control(page, 'Username')).toBeFocused();
      expect(api.matching('POST /api/a/register')).toHaveLength(0);
    });

    await test.step('weak passwords and a bad e-mail are refused before anything is sent', async () => {
      await remount(page, '/advertiser/register', 'Advertise with Cliq');
      await fillAdvertiserRegistration(page);
      await control(page, 'Email').fill('ads@glowbeauty');
      await control(page, 'Password').fill('brand2026x');
      await control(page, 'Confirm password').fill('brand2026');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Email is invalid')).toBeVisible();
      await expect(page.getByText('Password must contain uppercase, lowercase, and numbers')).toBeVisible();
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await expect(control(page, 'Email')).toBeFocused();
      expect(api.matching('POST /api/a/register')).toHaveLength(0);
    });

    await test.step('a valid form is accepted by the contract and leads to regCompletion with the server message', async () => {
      await remount(page, '/advertiser/register', 'Advertise with Cliq');
      await fillAdvertiserRegistration(page);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(pathIs('/advertiser/regCompletion'));
      await expect(page.getByText('Registration successful. Check your email to confirm your account.')).toBeVisible();
      expect(api.matching('POST /api/a/register').map((exchange) => exchange.status)).toEqual([200]);
    });

    await test.step('emailTaken shows the server message in a dialog whose button has focus, and keeps the form', async () => {
      await mock.use('POST /api/a/register', { example: 'emailTaken' });
      await remount(page, '/advertiser/register', 'Advertise with Cliq');
      await fillAdvertiserRegistration(page);
      await page.getByRole('button', { name: 'Create account' }).click();
      const dialog = replyDialog(page, 'Please note');
      await expect(dialog).toContainText('An advertiser with this email already exists.');
      await expect(dialog.getByRole('button', { name: 'Okay' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(pathIs('/advertiser/register'));
      await expect(control(page, 'Email')).toHaveValue('ads@glowbeauty.example');
    });

    await test.step("an aborted, malformed or 500 reply each shows its message in 'Please note'", async () => {
      await mock.reset('POST /api/a/register');
      await remount(page, '/advertiser/register', 'Advertise with Cliq');
      await fillAdvertiserRegistration(page);
      const cases = [
        ['abort', 'An error occurred. Please try again later.'],
        ['malformed-json', 'An error occurred. Please try again later.'],
        ['500', 'Injected fault: internal server error'],
      ] as const;
      await forEachFault(faults, 'POST /api/a/register', cases, async ([, message]) => {
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(replyDialog(page, 'Please note')).toContainText(message);
        await closeDialog(page, 'Please note');
      });
    });
  });
});

// ------------------------------------------------------------------------------------------------ confirmation

test.describe('registration completion', () => {
  // Both on Playwright's clock, installed before the first load; the failed confirmation is a second link opened in
  // the same page, its countdown on the same clock.
  test('posts the token, counts down 10 s to the login page, and a failed confirmation ends there too', async ({
    page,
    api,
    faults,
  }) => {
    await test.step('posts the token, shows the reply and counts down 10 seconds to the login page', async () => {
      await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
      await page.clock.pauseAt(new Date('2026-11-21T10:00:01Z'));
      await recordAddressAtCalls(page);
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/a/confirmEmail'));
      await page.goto('/advertiser/regCompletion?token=ad7e57');
      const timer = page.getByRole('timer');
      await expect(timer).toContainText('in 10 seconds', { timeout: 20_000 });
      await settleOnClock(
        page,
        async () => (await page.getByText('Your email has been confirmed. You can now log in.').count()) > 0,
      );
      expect(api.matching('POST /api/a/confirmEmail')).toHaveLength(1);
      // The call carried the token; the address bar had already lost it when the call was sent.
      expect((await sent).postDataJSON()).toEqual({ token: 'ad7e57' });
      const addresses = await addressesAtCalls(page, '/api/a/confirmEmail');
      expect(addresses).toHaveLength(1);
      expect(addresses[0]).not.toContain('ad7e57');

      await page.clock.runFor(8_900);
      await expect(timer).toContainText('in 2 seconds');
      await page.clock.runFor(1_000);
      await expect(timer).toContainText('in 1 second');
      await expect(page).toHaveURL((url) => url.pathname === '/advertiser/regCompletion' && url.search === '');
      await page.clock.runFor(1_000);
      await expect(page).toHaveURL(pathIs('/advertiser/login'));
      await expect(h1(page)).toHaveText('Advertiser sign in');
    });

    await test.step('a failed confirmation is shown, and the countdown still ends on the login page', async () => {
      // The clock flows again, as a clock installed without a pause does.
      await page.clock.resume();
      await faults.inject('POST /api/a/confirmEmail', 'abort');
      await openAt(page, '/advertiser/regCompletion?token=ad7e57', 'Email confirmation');
      await expect(page.getByRole('alert')).toContainText(/couldn.t confirm your email/i);
      await page.clock.runFor(10_500);
      await expect(page).toHaveURL(pathIs('/advertiser/login'));
    });
  });

  // Without a token first: it counts the confirmations sent.
  test('without a token asks to confirm from the mail; an invalid token shows the reply as an alert', async ({
    page,
    api,
    mock,
  }) => {
    await test.step('without a token asks to confirm from the mail, sends nothing, and Sign in now goes at once', async () => {
      await visit(page, '/advertiser/regCompletion');
      await expect(page.getByText(/Kindly confirm your email address/)).toBeVisible();
      expect(api.matching('POST /api/a/confirmEmail')).toHaveLength(0);
      await page.getByRole('link', { name: 'Sign in now' }).click();
      await expect(page).toHaveURL(pathIs('/advertiser/login'));
    });

    await test.step('an invalid token shows the reply as an alert', async () => {
      await mock.use('POST /api/a/confirmEmail', { example: 'invalid' });
      await openAt(page, '/advertiser/regCompletion?token=old', 'Email confirmation');
      await expect(page.getByRole('alert')).toContainText('Invalid or expired confirmation link.');
    });
  });
});

// ------------------------------------------------------------------------------------------------ login

test.describe('login', () => {
  const signIn = async (page: Page, user = 'glowbeauty', password = 'Brand2026x') => {
    await control(page, 'Username or email').fill(user);
    await control(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  // The empty form first (it counts the logins sent), the successful logins last.
  test('refuses empty fields, wrong passwords and failed calls; signs in to the page wanted or the overview', async ({
    page,
    api,
    mock,
    faults,
  }) => {
    await test.step("empty fields show 'Please fill all fields' and send nothing", async () => {
      await visit(page, '/advertiser/login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please fill all fields');
      await expect(control(page, 'Username or email')).toBeFocused();
      expect(api.matching('POST /api/a/login')).toHaveLength(0);
    });

    await test.step('wrongPassword shows the server message in the Error dialog', async () => {
      await mock.use('POST /api/a/login', { example: 'wrongPassword' });
      await remount(page, '/advertiser/login', 'Advertiser sign in');
      await signIn(page, 'glowbeauty', 'wrong');
      const dialog = replyDialog(page, 'Error');
      await expect(dialog).toContainText('Incorrect username or password.');
      await expect(dialog.getByRole('button', { name: 'Okay' })).toBeFocused();
      await expect(page).toHaveURL(pathIs('/advertiser/login'));
      // A reply dialog is the app's, not the page's: it would stay open over the next page.
      await closeDialog(page, 'Error');
    });

    await test.step("an aborted or malformed reply each shows its message in 'Error'", async () => {
      await mock.reset('POST /api/a/login');
      await remount(page, '/advertiser/login', 'Advertiser sign in');
      const cases = [
        ['abort', 'Connection error. Please try again later.'],
        ['malformed-json', 'Login failed. Please try again.'],
      ] as const;
      await forEachFault(faults, 'POST /api/a/login', cases, async ([, message]) => {
        await signIn(page);
        await expect(replyDialog(page, 'Error')).toContainText(message);
        await closeDialog(page, 'Error');
      });
    });

    // The area's session has not been checked in this page yet: the guard checks it as the page opens.
    await test.step('a signed-out advertiser is sent here with Kindly login, and signing in returns to the page they wanted', async () => {
      await faults.clear('POST /api/a/login');
      await mock.use('GET /api/s/session_a', { example: 'loggedOut' });
      await openInApp(page, '/advertiser/dashboard/stats');
      await expect(page).toHaveURL(pathIs('/advertiser/login'));
      await expect(page.getByRole('alert').filter({ hasText: 'Kindly login' })).toBeVisible();
      await mock.reset('GET /api/s/session_a');
      await signIn(page);
      // The guard passed `from`: the login returns there (issue 14), not to the default overview.
      await expect(page).toHaveURL(pathIs('/advertiser/dashboard/stats'));
      await expect(h1(page)).toHaveText('Stats');
    });

    await test.step('success goes to the overview', async () => {
      await remount(page, '/advertiser/login', 'Advertiser sign in');
      await signIn(page);
      await expect(page).toHaveURL(pathIs('/advertiser/dashboard/overview'));
      await expect(h1(page)).toHaveText('Overview');
    });
  });
});

// ------------------------------------------------------------------------------------------------ shell

test.describe('dashboard shell', () => {
  // The profile's refusal first: it drops the cached profile, so the faults that follow hit its first fetch on the
  // profile page; the shell's checks then need the profile that answers.
  test('the shell: its sidebar, initials and rank, a profile refused or failing, and an unknown page', async ({
    page,
    mock,
    faults,
  }) => {
    await test.step('profile notLoggedIn sends the advertiser to the login page with its message', async () => {
      await mock.use('GET /api/a/profile-info', { example: 'notLoggedIn' });
      await visit(page, '/advertiser/dashboard/overview');
      await expect(page).toHaveURL(pathIs('/advertiser/login'));
      await expect(page.getByRole('alert').filter({ hasText: 'Kindly login' })).toBeVisible();
    });

    await test.step('a 500, aborted or HTML profile keeps the advertiser on the page, with its error', async () => {
      await mock.reset('GET /api/a/profile-info');
      const error = page
        .getByRole('alert')
        .filter({ hasText: /couldn.t load your profile/ })
        .first();
      await forEachFault(faults, 'GET /api/a/profile-info', ['500', 'abort', 'html'] as const, async (_, index) => {
        if (index === 0) await openAt(page, '/advertiser/dashboard/profile', 'Profile');
        else await tryAgain(error);
        await expect(error).toBeVisible();
        await expect(page).toHaveURL(pathIs('/advertiser/dashboard/profile'));
      });
    });

    await test.step('desktop: sidebar, initials and the rank text Advertiser', async () => {
      await faults.clear('GET /api/a/profile-info');
      await remount(page, '/advertiser/dashboard', 'Overview');
      await expect(page).toHaveURL(pathIs('/advertiser/dashboard/overview'));
      const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
      for (const label of ['Overview', 'Task upload', 'Ticket', 'Learn', 'Stats', 'Profile']) {
        await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('img', { name: 'Glow Beauty Ltd' })).toHaveText('GB');
      await expect(
        page
          .getByRole('banner')
          .getByRole('paragraph')
          .filter({ hasText: /^Advertiser$/ }),
      ).toBeVisible();
      await sidebar.getByRole('link', { name: 'Stats' }).click();
      await expect(page).toHaveURL(pathIs('/advertiser/dashboard/stats'));
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Stats');
    });

    await test.step("an unknown page says 'Page Not Found' and leads back to the overview", async () => {
      await openAt(page, '/advertiser/dashboard/nonsense', 'Page Not Found');
      await expect(h1(page)).toHaveText('Page Not Found');
      await page.getByRole('link', { name: 'Return to Dashboard' }).click();
      await expect(page).toHaveURL(pathIs('/advertiser/dashboard/overview'));
    });
  });
});

// ------------------------------------------------------------------------------------------------ pages

test.describe('overview, stats, profile, ticket and learn', () => {
  test('the overview, stats, profile, ticket and learn pages show what they are for', async ({ page }) => {
    await test.step('the overview labels its sample figures', async () => {
      await visit(page, '/advertiser/dashboard/overview');
      await expect(page.getByText('Welcome back, Glow Beauty Ltd.', { exact: false })).toBeVisible();
      await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Upload a task' }).click();
      await expect(page).toHaveURL(pathIs('/advertiser/dashboard/taskupload'));
    });

    await test.step('stats: tabs filter the tasks and a task shows its detail', async () => {
      await openAt(page, '/advertiser/dashboard/stats', 'Stats');
      const list = page.getByRole('region', { name: /tasks$/ });
      await expect(list.getByRole('button')).toHaveCount(5);
      await page.getByRole('tab', { name: /Scheduled/ }).click();
      await expect(list.getByRole('button')).toHaveCount(1);
      await page.getByRole('tab', { name: /Completed/ }).click();
      await expect(list.getByRole('button')).toHaveCount(2);
      await list.getByRole('button', { name: /Holiday gift set teaser/ }).click();
      const detail = page.getByRole('region', { name: 'Task details' });
      await expect(detail.getByRole('heading', { level: 3 })).toHaveText('Holiday gift set teaser');
      for (const label of ['Likes', 'Comments', 'Shares', 'Clicks', 'Engagement rate', 'Budget utilization']) {
        await expect(detail.getByText(label, { exact: true })).toBeVisible();
      }
      // Keyboard: the tabs move with the arrow keys.
      await page.getByRole('tab', { name: /Completed/ }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: /Scheduled/ })).toBeFocused();
    });

    await test.step('profile shows the details of GET /api/a/profile-info', async () => {
      await openAt(page, '/advertiser/dashboard/profile', 'Profile');
      await expect(page.getByRole('heading', { level: 2, name: 'Glow Beauty Ltd' })).toBeVisible();
      await expect(page.getByText('ads@glowbeauty.example')).toBeVisible();
      await expect(page.getByText('United Kingdom')).toBeVisible();
      await expect(page.getByText('221B Baker Street, London')).toBeVisible();
    });

    await test.step('ticket offers a pre-filled mail to support', async () => {
      await openAt(page, '/advertiser/dashboard/ticket', 'Ticket');
      const link = page.getByRole('link', { name: 'Email support' });
      await expect(link).toHaveAttribute('href', /^mailto:support@cliq\.example\?subject=.*glowbeauty/);
    });

    await test.step('learn answers questions in an accordion', async () => {
      await openAt(page, '/advertiser/dashboard/learn', 'Learn');
      await page.getByRole('button', { name: 'How is the cost of a task worked out?' }).click();
      await expect(page.getByText(/200 follows at \$0\.50 each cost \$100\.00/)).toBeVisible();
    });
  });
});

// ------------------------------------------------------------------------------------------------ task upload

test.describe('task upload', () => {
  test.beforeEach(async ({ page }) => {
    // The payment page is answered locally, so the new tab never leaves the machine.
    await page
      .context()
      .route(/^https:\/\/checkout\.example\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>' }),
      );
  });

  test(
    'shows the cost live, uploads a request Prism accepts, and opens the payment page 3 s later',
    { tag: '@mobile' },
    async ({ page, api }) => {
      await page.clock.install();
      await visit(page, '/advertiser/dashboard/taskupload');
      await expect(control(page, 'Task type').locator('option')).toHaveCount(4);
      await fillTaskUpload(page, { niches: ['Beauty', 'Fashion'] });
      await expect(page.getByTestId('task-cost')).toHaveText('$100.00');
      await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();

      await freezeClock(page, 1_000);
      const opened: string[] = [];
      page.context().on('page', (popup) => opened.push(popup.url()));
      await page.getByRole('button', { name: 'Upload task' }).click();
      const success = page.getByText('Task logged successful... redirecting to payment page');
      await settleOnClock(page, async () => (await success.count()) > 0);

      const [upload] = api.matching('POST /api/a/taskUpload');
      expect(upload?.status).toBe(200);

      await page.clock.runFor(2_900);
      expect(opened).toEqual([]);
      const popup = page.context().waitForEvent('page');
      await page.clock.runFor(200);
      const payment = await popup;
      await payment.waitForLoadState();
      expect(payment.url()).toBe(PAYMENT_LINK);
      expect(await payment.evaluate(() => window.opener)).toBeNull();
      await expect(page.getByRole('link', { name: /open the payment page/ })).toHaveAttribute('href', PAYMENT_LINK);
      await expect(page.getByText(/reviewed by our team before they are published/).first()).toBeVisible();
    },
  );

  // The task types' failure first (it needs their first fetch), then the form's own checks before anything is
  // sent (the empty form counts the uploads, and wants no image yet: the form keeps its image in memory across
  // steps), then the replies to an upload.
  test('the form: task types that fail to load, its own checks, and each refused or failed upload', async ({
    page,
    api,
    mock,
    faults,
  }) => {
    // Six mounts of the long form, two of them filled and sent: about 13 s on this machine alone.
    test.slow();

    await test.step('task types that fail to load show an error with a retry', async () => {
      await faults.inject('GET /api/a/taskTypes', '500', { times: 1 });
      await visit(page, '/advertiser/dashboard/taskupload');
      await expect(page.getByRole('alert')).toContainText('Task types unavailable');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(control(page, 'Task type').locator('option')).toHaveCount(4);
    });

    await test.step('every message of an empty form, focus on the first field, nothing sent', async () => {
      await remount(page, '/advertiser/dashboard/taskupload', 'Task upload');
      await expect(control(page, 'Task type').locator('option')).toHaveCount(4);
      await page.getByRole('button', { name: 'Upload task' }).click();
      for (const message of [
        'Account username is required',
        'Caption is required',
        'Task type is required',
        'Target count is required',
        'Media URL is required',
        'Image is required',
        'Please select at least one niche',
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(control(page, 'Account username')).toBeFocused();
      expect(api.matching('POST /api/a/taskUpload')).toHaveLength(0);
    });

    await test.step("a thirteenth niche shows 'Limit Exceeded'", async () => {
      await remount(page, '/advertiser/dashboard/taskupload', 'Task upload');
      const niches = page.getByRole('group', { name: /Niches/ }).getByRole('checkbox');
      for (let index = 0; index < 12; index += 1) await tick(niches.nth(index));
      await expect(page.getByText('12 of 12 selected')).toBeVisible();
      await niches.nth(12).click({ force: true });
      const notice = page.getByRole('alert').filter({ hasText: 'Limit Exceeded' });
      await expect(notice).toContainText("Can't select more than 12");
      await expect(niches.nth(12)).not.toBeChecked();
    });

    await test.step('a file that is not an image is refused at once', async () => {
      await remount(page, '/advertiser/dashboard/taskupload', 'Task upload');
      await control(page, 'Image').setInputFiles({
        name: 'brief.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await expect(page.getByText('Image must be a PNG, JPEG, WebP or GIF file')).toBeVisible();
    });

    await test.step("rejected shows 'Failed to log task!' with the server message", async () => {
      await mock.use('POST /api/a/taskUpload', { example: 'rejected' });
      await remount(page, '/advertiser/dashboard/taskupload', 'Task upload');
      await expect(control(page, 'Task type').locator('option')).toHaveCount(4);
      await fillTaskUpload(page, { niches: ['Beauty', 'Fashion'] });
      await page.getByRole('button', { name: 'Upload task' }).click();
      const dialog = replyDialog(page, 'Failed to log task!');
      await expect(dialog).toContainText('The media URL does not match the selected platform.');
      await expect(dialog.getByRole('button', { name: 'Okay' })).toBeFocused();
      // A reply dialog is the app's, not the page's: it would stay open over the next page.
      await closeDialog(page, 'Failed to log task!');
    });

    await test.step("an aborted, HTML or 500 upload each shows 'Failed to upload task'", async () => {
      await mock.reset('POST /api/a/taskUpload');
      await remount(page, '/advertiser/dashboard/taskupload', 'Task upload');
      await expect(control(page, 'Task type').locator('option')).toHaveCount(4);
      await fillTaskUpload(page, { niches: ['Beauty', 'Fashion'] });
      const cases = [
        ['abort', 'Failed to upload task. Please try again.'],
        ['html', 'Failed to upload task. Please try again.'],
        ['500', 'Injected fault: internal server error'],
      ] as const;
      await forEachFault(faults, 'POST /api/a/taskUpload', cases, async ([, message]) => {
        await page.getByRole('button', { name: 'Upload task' }).click();
        await expect(replyDialog(page, 'Failed to upload task')).toContainText(message);
        await closeDialog(page, 'Failed to upload task');
      });
    });
  });

  // A test of its own: the empty example must be the task types' first fetch, and it stays cached for 30 s.
  test('no task types: says so and cannot upload', async ({ page, mock }) => {
    await mock.use('GET /api/a/taskTypes', { example: 'empty' });
    await visit(page, '/advertiser/dashboard/taskupload');
    await expect(page.getByText(/No task types are available right now/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload task' })).toBeDisabled();
  });
});

// ------------------------------------------------------------------------------------------------ transaction

test.describe('transaction', () => {
  const PATH = '/advertiser/dashboard/transaction/tx_58213';
  const statusBadge = (page: Page) => page.getByTestId('transaction-status');

  /** Whether the badge is drawn in this Chakra colour palette (its palette colour is the palette's own fg colour). */
  const drawnIn = (page: Page, palette: string) =>
    statusBadge(page).evaluate((element, name) => {
      const own = getComputedStyle(element).getPropertyValue('--chakra-colors-color-palette-fg').trim();
      const wanted = getComputedStyle(document.documentElement).getPropertyValue(`--chakra-colors-${name}-fg`).trim();
      return own !== '' && own === wanted;
    }, palette);

  const EXAMPLES = [
    ['completed', 'Completed', 'completed', 'green'],
    ['failed', 'Failed', 'failed', 'red'],
    ['processing', 'Processing', 'pending', 'orange'],
  ] as const;

  // The page asks again each time it mounts (its query is never fresh), so each example and notFound is the
  // transaction page mounted afresh. A failed call with an answer cached keeps that answer under a banner instead
  // (QueryState), so each fault opens another transaction, whose first fetch it is.
  test('each status in its style, notFound, and each failed call with its Try again', async ({
    page,
    mock,
    faults,
  }) => {
    // Seven mounts of the page, four of them scanned by axe: about 15 s on this machine alone.
    test.slow();

    for (const [index, [example, label, tone, hue]] of EXAMPLES.entries()) {
      await test.step(`${example} is shown in the ${tone} style`, async () => {
        await mock.use('POST /api/a/get_transaction', { example });
        await (index === 0 ? visit(page, PATH) : remount(page, PATH, 'Transaction details'));
        await expect(statusBadge(page)).toHaveText(label);
        await expect(statusBadge(page)).toHaveAttribute('data-tone', tone);
        expect(await drawnIn(page, hue)).toBe(true);
        await expectNoAxeViolations(page);
      });
    }

    await test.step("notFound shows 'Failed to load transaction details' with the server message", async () => {
      await mock.use('POST /api/a/get_transaction', { example: 'notFound' });
      await remount(page, PATH, 'Transaction details');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Failed to load transaction details');
      await expect(alert).toContainText('Transaction not found.');
      await expectNoAxeViolations(page);
    });

    await mock.reset('POST /api/a/get_transaction');
    for (const fault of ['500', 'abort', 'malformed-json'] as const) {
      await test.step(`a ${fault} reply shows 'Failed to load transaction details' and Try again recovers`, async () => {
        await faults.inject('POST /api/a/get_transaction', fault, { times: fault === 'abort' ? 2 : 1 });
        await remount(page, `${PATH}-${fault}`, 'Transaction details');
        await expect(page.getByRole('alert')).toContainText('Failed to load transaction details');
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(statusBadge(page)).toBeVisible();
      });
    }
  });

  // Both on Playwright's clock, installed before the first load: the polling is checked first, then the page is
  // mounted again with the clock flowing (as a clock installed without a pause does) and left.
  test('initiated polls every 10 s, and stops when the status changes or the page is left', async ({
    page,
    mock,
    api,
  }) => {
    await test.step('initiated polls every 10 s and stops when the status changes', async () => {
      await mock.use('POST /api/a/get_transaction', { example: 'initiated' });
      await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
      await page.clock.pauseAt(new Date('2026-11-21T10:00:01Z'));
      await page.goto(PATH);
      await settleOnClock(page, () => showsText(statusBadge(page), 'Initiated'));
      const calls = () => api.matching('POST /api/a/get_transaction').length;
      expect(calls()).toBe(1);

      await page.clock.runFor(9_900);
      expect(calls()).toBe(1);
      await page.clock.runFor(200);
      await expect.poll(calls).toBe(2);
      await settleOnClock(page, () => showsText(statusBadge(page), 'Initiated'));

      await mock.use('POST /api/a/get_transaction', { example: 'completed' });
      await page.clock.runFor(10_000);
      await expect.poll(calls).toBe(3);
      await settleOnClock(page, () => showsText(statusBadge(page), 'Completed'));

      await page.clock.runFor(60_000);
      expect(calls()).toBe(3);
    });

    await test.step('polling stops when the page is left', async () => {
      await page.clock.resume();
      await mock.use('POST /api/a/get_transaction', { example: 'initiated' });
      await remount(page, PATH, 'Transaction details');
      await expect(statusBadge(page)).toHaveText('Initiated');
      await page.getByRole('navigation', { name: 'Dashboard' }).first().getByRole('link', { name: 'Stats' }).click();
      await expect(h1(page)).toHaveText('Stats');
      const before = api.matching('POST /api/a/get_transaction').length;
      await page.clock.fastForward(60_000);
      await page.clock.fastForward(60_000);
      expect(api.matching('POST /api/a/get_transaction').length).toBe(before);
    });
  });
});
