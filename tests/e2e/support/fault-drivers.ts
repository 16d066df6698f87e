/**
 * How to reach each operation of openapi/cliq.yaml from the UI, for the fault matrix (tests/e2e/fault-matrix.spec.ts):
 * the page that makes the call, what the user types first, the action that sends it, the visible message a failure
 * must end in (the spec's own message where point 8 names one), and what the user typed that must still be there.
 * The matrix takes its list of operations from the contract: an operation without a driver here fails it.
 */
import type { Locator, Page } from '@playwright/test';
import { closeDialog as close, expect, type MockChoice } from './fixtures.ts';
import { engage, followButtons, followEveryAccount, stubExternalSites, taskCard } from './flows.ts';
import { control, fillAdvertiserRegistration, fillPersonalInfo, fillTaskUpload } from './forms.ts';

export interface Driver {
  /** The page that makes the call. */
  open: string;
  /** Prism examples the page needs first (e.g. a saved registration step). */
  mocks?: [operation: string, choice: MockChoice][];
  /** Installs Playwright's fake clock before the page opens (for the 15 s follow rule). */
  clock?: boolean;
  /** Waits for the page and does what the user does before the call (typing included). */
  prepare?: (page: Page) => Promise<void>;
  /** Sends the call; absent when opening the page sends it. */
  trigger?: (page: Page) => Promise<void>;
  /** Where the failure's message shows, and the words it must hold. */
  outcome: (page: Page) => Locator;
  message: RegExp;
  /**
   * For a call whose reply the page does not read (a logout): where a 2xx it cannot read (malformed JSON, a reply
   * that breaks the schema) ends, since the server did what was asked. Without it, those end as `outcome` says.
   */
  success?: { outcome: (page: Page) => Locator; message: RegExp };
  /** What the user typed is still in place after the failure. */
  kept?: (page: Page) => Promise<void>;
  /**
   * Closes the message when it is a dialog (whose modal hides the page until then). The next fault is then tried in
   * the same page (the next dialog is surely new); without it the page is opened again for each fault.
   */
  closes?: (page: Page) => Promise<void>;
  /**
   * The message is an error with Try again, which sends the call again: the next fault is then tried in the same
   * page, through that button (the matrix waits for the previous message to go: each failure is a new alert).
   */
  tryAgain?: true;
  /**
   * The message stays on the page (not a dialog) and `trigger` sends the call again as it is: the next fault is then
   * tried in the same page (the matrix waits for the previous message to go).
   */
  sendsAgain?: true;
}

// ------------------------------------------------------------------------------------------------ shared steps

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const alertdialog = (page: Page, name: string | RegExp) => page.getByRole('alertdialog', { name });
const CONTRACT = /The server sent a reply this page cannot use\./;
/** The alert that says `text`, or (for a reply that broke the contract) the contract message. */
const alertWith = (page: Page, text: RegExp) =>
  page
    .getByRole('alert')
    .filter({ hasText: new RegExp(`${text.source}|${CONTRACT.source}`, text.flags) })
    .first();

const LOAD = { timeout: 45_000 };

/**
 * A dashboard's Logout (the reply is not read): a failure leaves the account signed in, said in the sidebar; a 2xx
 * the page cannot read is a logout all the same, and ends on the area's login page (`loginHeading`, its h1).
 */
function signOutDriver(open: string, loginHeading: string): Driver {
  const logout = (page: Page) => page.getByRole('button', { name: 'Logout' });
  return {
    open,
    prepare: (page) => expect(logout(page)).toBeVisible(LOAD),
    trigger: (page) => logout(page).click(),
    outcome: (page) => page.getByRole('alert').filter({ hasText: 'You are still signed in' }),
    message: /You are still signed in.*(couldn.t sign you out|offline)/,
    success: { outcome: (page) => page.getByRole('heading', { level: 1, name: loginHeading }), message: new RegExp(loginHeading) },
  };
}
const waitForHeading = (page: Page, name?: string | RegExp) =>
  expect(name ? page.getByRole('heading', { level: 1, name }) : h1(page)).toBeVisible(LOAD);

const SESSION_FAILED = /couldn.t check your session/i;
const REGISTRATION_FAILED = /Registration failed\. Please check your internet connection try again\./;
const LOGIN_FAILED = /Connection error\. Please try again later\.|Login failed\. Please try again\.|Injected fault/;

// ------------------------------------------------------------------------------------------------ registration

const personal = (page: Page) => page.getByRole('form', { name: 'Personal info' });

async function preparePersonalInfo(page: Page) {
  await waitForHeading(page, 'Become a Cliquer');
  await fillPersonalInfo(page);
}

async function saveAndConfirm(page: Page) {
  await personal(page).getByRole('button', { name: 'Save' }).click();
  await close(page, 'Confirm details', 'I have');
}

async function askToContinue(page: Page) {
  await page.getByRole('button', { name: 'Click to continue' }).click();
  const prompt = alertdialog(page, 'Continue your registration');
  await prompt.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await prompt.getByRole('button', { name: 'Continue' }).click();
}

/** Asks to continue, and types the mailed token in the dialog that answers. */
async function askForMailToken(page: Page) {
  await askToContinue(page);
  await alertdialog(page, 'Check your mail').getByRole('textbox', { name: 'Token from your email' }).fill('482913');
}

/** Waits for phase 3's cards, then follows every account. */
async function followEveryCard(page: Page) {
  await stubExternalSites(page.context());
  await expect(followButtons(page).first()).toBeVisible(LOAD);
  await followEveryAccount(page);
}

// ------------------------------------------------------------------------------------------------ dashboards

const withdrawDialog = (page: Page) => page.getByRole('dialog', { name: 'Withdraw points' });
const paymentForm = (page: Page) =>
  page.getByRole('region', { name: 'Payment info' }).getByRole('form', { name: 'Edit payment info' });

const taskTypeForm = (page: Page) => page.getByRole('form', { name: /task type|^edit /i });

/** A page whose call loads what it shows: a failure is the page's error, with Try again. */
const loads = (open: string, message: RegExp, more: Partial<Driver> = {}): Driver => ({
  open,
  outcome: (page) => alertWith(page, message),
  message,
  tryAgain: true,
  ...more,
});

// ------------------------------------------------------------------------------------------------ the drivers

export const DRIVERS: Record<string, Driver> = {
  // ---------------------------------------------------------------- sessions: the guards' error with Try again
  'GET /api/s/session': loads('/dashboard/overview', SESSION_FAILED),
  'GET /api/s/session_a': loads('/advertiser/dashboard/overview', SESSION_FAILED),
  'GET /api/s/session_adm': loads('/cfadmin/dashboard/overview', SESSION_FAILED),

  // ---------------------------------------------------------------- registration wizard
  'POST /api/u/register': {
    open: '/register',
    prepare: preparePersonalInfo,
    trigger: saveAndConfirm,
    outcome: (page) => alertdialog(page, 'Please note'),
    message: REGISTRATION_FAILED,
    kept: async (page) => {
      await expect(personal(page).getByLabel('Username')).toHaveValue('adalove');
      await expect(personal(page).getByLabel('Address')).toHaveValue('12 Marina Road, Lagos');
    },
    closes: (page) => close(page, 'Please note'),
  },
  'POST /api/u/ContinueReg': {
    open: '/register',
    prepare: (page) => waitForHeading(page, 'Become a Cliquer'),
    trigger: askToContinue,
    outcome: (page) => alertdialog(page, 'Please note'),
    message: /couldn.t continue your registration/,
    closes: (page) => close(page, 'Please note'),
  },
  'POST /api/u/checkMailToken': {
    open: '/register',
    mocks: [['POST /api/u/ContinueReg', { example: 'tokenSent' }]],
    prepare: async (page) => {
      await waitForHeading(page, 'Become a Cliquer');
      await askForMailToken(page);
    },
    trigger: (page) => alertdialog(page, 'Check your mail').getByRole('button', { name: 'Continue' }).click(),
    outcome: (page) => alertdialog(page, 'Please note'),
    message: /couldn.t check your token|couldn.t check|try again/i,
    // The message replaces the token's dialog: after it, the user asks for the token again, in the same page.
    closes: async (page) => {
      await close(page, 'Please note');
      await askForMailToken(page);
    },
  },
  'POST /api/u/userSocials': {
    open: '/register',
    mocks: [['GET /api/s/session', { example: 'savedStep1' }]],
    prepare: async (page) => {
      await waitForHeading(page, 'Become a Cliquer');
      await page.getByRole('form', { name: 'Social info' }).getByLabel('Instagram handle').fill('ada');
    },
    trigger: (page) => page.getByRole('form', { name: 'Social info' }).getByRole('button', { name: 'Save' }).click(),
    outcome: (page) => alertdialog(page, 'Kindly note'),
    message: /Failed to save social media info\. Please try again\./,
    kept: (page) =>
      expect(page.getByRole('form', { name: 'Social info' }).getByLabel('Instagram handle')).toHaveValue('ada'),
    closes: (page) => close(page, 'Kindly note'),
  },
  'GET /api/so/getSocials': loads('/register', /couldn.t load the accounts to follow/, {
    mocks: [['GET /api/s/session', { example: 'savedStep2' }]],
  }),
  'POST /api/so/initialFollow': {
    open: '/register',
    clock: true,
    mocks: [['GET /api/s/session', { example: 'savedStep2' }]],
    prepare: async (page) => {
      await waitForHeading(page, 'Become a Cliquer');
      await followEveryCard(page);
    },
    trigger: (page) => page.getByRole('button', { name: /^Verify/ }).click(),
    outcome: (page) => alertdialog(page, 'Kindly note'),
    message: /couldn.t verify your follows/,
    kept: (page) => expect(page.getByText(/(\d+) of \1 accounts followed/)).toBeVisible(),
    closes: (page) => close(page, 'Kindly note'),
  },
  'GET /api/u/completedRegistration': loads('/register', /couldn.t check your registration/, {
    mocks: [['GET /api/s/session', { example: 'savedStep3' }]],
  }),
  'POST /api/u/checkConfirmationToken': {
    open: '/register',
    mocks: [['GET /api/s/session', { example: 'savedStep3' }]],
    prepare: async (page) => {
      await waitForHeading(page, 'Become a Cliquer');
      await expect(page.getByRole('textbox', { name: 'Confirmation token' })).toBeVisible();
    },
    // Emptied first, so the same token typed again is a change and the shown message goes; the check waits for
    // 1.5 s without typing, which the page's clock skips.
    clock: true,
    trigger: async (page) => {
      const token = page.getByRole('textbox', { name: 'Confirmation token' });
      await token.fill('');
      await token.fill('123456');
      await page.clock.runFor(1_500);
    },
    outcome: (page) => alertWith(page, /couldn.t check your token/),
    message: /couldn.t check your token/,
    kept: (page) => expect(page.getByRole('textbox', { name: 'Confirmation token' })).toHaveValue('123456'),
    sendsAgain: true,
  },
  'POST /api/u/checkToken': {
    open: '/register?token=tok-matrix',
    outcome: (page) => alertWith(page, /couldn.t check your registration link/),
    message: /couldn.t check your registration link/,
  },
  'GET /api/u/logout': {
    open: '/register',
    mocks: [['GET /api/s/session', { example: 'savedStep2' }]],
    prepare: (page) => expect(page.getByRole('button', { name: 'New user? Register' })).toBeVisible(LOAD),
    trigger: (page) => page.getByRole('button', { name: 'New user? Register' }).click(),
    outcome: (page) => alertdialog(page, 'Please note'),
    message: /couldn.t log you out/,
    closes: (page) => close(page, 'Please note'),
    // A 2xx the page cannot read ended the session all the same: registration starts over at phase 1.
    success: { outcome: (page) => personal(page), message: /Username/ },
  },

  // ---------------------------------------------------------------- login and the links from e-mails
  'DELETE /api/u/logout': signOutDriver('/dashboard/overview', 'Welcome back'),
  'POST /api/u/login': {
    open: '/login',
    prepare: async (page) => {
      await waitForHeading(page, 'Welcome back');
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByRole('textbox', { name: 'Username or email' }).fill('adalove');
      await form.getByLabel(/^Password/).fill('Secret123');
    },
    trigger: (page) => page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click(),
    outcome: (page) => alertdialog(page, 'Error'),
    message: LOGIN_FAILED,
    kept: (page) =>
      expect(
        page.getByRole('form', { name: 'Sign in' }).getByRole('textbox', { name: 'Username or email' }),
      ).toHaveValue('adalove'),
    closes: (page) => close(page, 'Error'),
  },
  'POST /api/u/forgetPassword': {
    open: '/login',
    prepare: async (page) => {
      await waitForHeading(page, 'Welcome back');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const reset = page.getByRole('form', { name: 'Reset your password' });
      await reset.getByRole('textbox', { name: 'Username or email' }).fill('ada@example.com');
    },
    trigger: (page) =>
      page.getByRole('form', { name: 'Reset your password' }).getByRole('button', { name: 'Send reset link' }).click(),
    outcome: (page) => alertdialog(page, 'Failed to send mail'),
    message: /couldn.t send the mail|Injected fault/,
    kept: (page) =>
      expect(
        page.getByRole('form', { name: 'Reset your password' }).getByRole('textbox', { name: 'Username or email' }),
      ).toHaveValue('ada@example.com'),
    closes: (page) => close(page, 'Failed to send mail'),
  },
  'POST /api/u/changePassword': {
    open: '/login?token=tok-1&email=ada%40example.com',
    prepare: async (page) => {
      await waitForHeading(page, 'Set a new password');
      const form = page.getByRole('form', { name: 'Set a new password' });
      await form.getByLabel(/^New password/).fill('NewSecret1');
      await form.getByLabel(/^Confirm new password/).fill('NewSecret1');
    },
    trigger: (page) =>
      page.getByRole('form', { name: 'Set a new password' }).getByRole('button', { name: 'Change password' }).click(),
    outcome: (page) => alertdialog(page, 'Kindly note'),
    message: /couldn.t change your password|Injected fault/,
    kept: (page) =>
      expect(page.getByRole('form', { name: 'Set a new password' }).getByLabel(/^New password/)).toHaveValue(
        'NewSecret1',
      ),
    closes: (page) => close(page, 'Kindly note'),
  },
  'POST /api/u/confirmEmail': {
    open: '/login?token=conf-matrix',
    outcome: (page) => alertWith(page, /couldn.t confirm your email/),
    message: /couldn.t confirm your email/,
  },

  // ---------------------------------------------------------------- Cliquer dashboard
  // A failed call is not the server saying signed out (issue 14): the page stays, with its error.
  'GET /api/u/profile-info': loads('/dashboard/profile', /couldn.t load your profile/),
  'GET /api/u/getTasks': loads('/dashboard/tasks', /couldn.t load your tasks/),
  'POST /api/u/engageTask': {
    open: '/dashboard/tasks',
    prepare: (page) => expect(page.getByTestId('task-card')).toHaveCount(4, LOAD),
    trigger: (page) => taskCard(page, 'tsk_1002').getByRole('button', { name: 'Go to platform' }).click(),
    outcome: (page) => alertdialog(page, 'Task not opened'),
    message: /couldn.t record your engagement/,
    closes: (page) => close(page, 'Task not opened'),
  },
  'POST /api/u/completedTask': {
    open: '/dashboard/tasks',
    prepare: async (page) => {
      await expect(page.getByTestId('task-card')).toHaveCount(4, LOAD);
      await engage(page, 'tsk_1002');
    },
    trigger: (page) => taskCard(page, 'tsk_1002').getByRole('button', { name: 'Mark as completed' }).click(),
    outcome: (page) => alertdialog(page, 'Error in task completion'),
    message: /./,
    kept: (page) => expect(taskCard(page, 'tsk_1002')).toHaveAttribute('data-status', 'available'),
    closes: (page) => close(page, 'Error in task completion'),
  },
  'GET /api/u/getRecentActivities': loads('/dashboard/overview', /couldn.t load your recent activity/),
  'POST /api/u/withdraw': {
    open: '/dashboard/overview',
    prepare: async (page) => {
      await expect(page.getByText('1,240.50')).toBeVisible(LOAD);
      await page.getByRole('button', { name: 'Withdraw' }).click();
      const dialog = withdrawDialog(page);
      await dialog.getByRole('textbox', { name: /Points to withdraw/ }).fill('250');
      await dialog.getByText('I confirm that my payment information is correct').click();
    },
    trigger: (page) => withdrawDialog(page).getByRole('button', { name: 'Withdraw' }).click(),
    outcome: (page) => withdrawDialog(page).getByRole('alert'),
    message: /withdrawal/i,
    kept: (page) =>
      expect(withdrawDialog(page).getByRole('textbox', { name: /Points to withdraw/ })).toHaveValue('250'),
    sendsAgain: true,
  },
  'POST /api/u/editPaymentMethod': {
    open: '/dashboard/profile',
    prepare: async (page) => {
      // The editor keeps no draft (payment details never go to storage): it is opened each time.
      await page.getByRole('region', { name: 'Payment info' }).getByRole('button', { name: 'Edit payment info' }).click(LOAD);
      await paymentForm(page)
        .getByRole('textbox', { name: /Bank name/ })
        .fill('Zenith Bank');
    },
    trigger: (page) => paymentForm(page).getByRole('button', { name: 'Save payment info' }).click(),
    outcome: (page) => paymentForm(page).getByRole('alert'),
    message: /payment|Injected fault/i,
    kept: (page) => expect(paymentForm(page).getByRole('textbox', { name: /Bank name/ })).toHaveValue('Zenith Bank'),
    sendsAgain: true,
  },

  // ---------------------------------------------------------------- advertiser
  'POST /api/a/register': {
    open: '/advertiser/register',
    prepare: async (page) => {
      await waitForHeading(page);
      await fillAdvertiserRegistration(page);
    },
    trigger: (page) => page.getByRole('button', { name: 'Create account' }).click(),
    outcome: (page) => alertdialog(page, 'Please note'),
    message: /An error occurred\. Please try again later\.|Registration failed\. Please try again\.|Injected fault/,
    kept: (page) => expect(control(page, 'Address')).toHaveValue('221B Baker Street, London'),
    closes: (page) => close(page, 'Please note'),
  },
  'POST /api/a/confirmEmail': {
    open: '/advertiser/regCompletion?token=ad7e57',
    outcome: (page) => alertWith(page, /couldn.t confirm your email|Injected fault/i),
    message: /couldn.t confirm your email|Injected fault/i,
  },
  'POST /api/a/login': {
    open: '/advertiser/login',
    prepare: async (page) => {
      await waitForHeading(page);
      await control(page, 'Username or email').fill('glowbeauty');
      await control(page, 'Password').fill('Brand2026x');
    },
    trigger: (page) => page.getByRole('button', { name: 'Sign in' }).click(),
    outcome: (page) => alertdialog(page, 'Error'),
    message: LOGIN_FAILED,
    kept: (page) => expect(control(page, 'Username or email')).toHaveValue('glowbeauty'),
    closes: (page) => close(page, 'Error'),
  },
  // A failed call is not the server saying signed out (issue 14): the page stays, with its error.
  'DELETE /api/a/logout': signOutDriver('/advertiser/dashboard/overview', 'Advertiser sign in'),
  'GET /api/a/profile-info': loads('/advertiser/dashboard/profile', /couldn.t load your profile/),
  'GET /api/a/taskTypes': loads('/advertiser/dashboard/taskupload', /Task types unavailable/),
  'POST /api/a/taskUpload': {
    open: '/advertiser/dashboard/taskupload',
    prepare: async (page) => {
      await expect(control(page, 'Task type').locator('option')).toHaveCount(4, LOAD);
      await fillTaskUpload(page);
    },
    trigger: (page) => page.getByRole('button', { name: 'Upload task' }).click(),
    outcome: (page) => alertdialog(page, /Failed to upload task|Failed to log task!/),
    message: /Failed to upload task|Task failed to log|Injected fault/,
    kept: (page) => expect(control(page, 'Caption')).toHaveValue('Follow us for daily skincare tips'),
    closes: (page) => close(page, /Failed to upload task|Failed to log task!/),
  },
  'POST /api/a/get_transaction': loads(
    '/advertiser/dashboard/transaction/tx_58213',
    /Failed to load transaction details/,
  ),

  // ---------------------------------------------------------------- admin
  'POST /api/adm/login': {
    open: '/cfadmin/login',
    prepare: async (page) => {
      await waitForHeading(page, 'Admin sign in');
      await page.getByRole('textbox', { name: 'Username' }).fill('admin');
      await page.getByLabel('Password', { exact: false }).and(page.locator('input')).fill('Adm1nPass');
    },
    trigger: (page) => page.getByRole('button', { name: 'Sign in' }).click(),
    outcome: (page) => alertdialog(page, 'Error'),
    message: LOGIN_FAILED,
    kept: (page) => expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('admin'),
    closes: (page) => close(page, 'Error'),
  },
  'DELETE /api/adm/logout': signOutDriver('/cfadmin/dashboard/overview', 'Admin sign in'),
  'GET /api/adm/get_users': loads('/cfadmin/dashboard/users', /couldn.t load the users/),
  'GET /api/adm/get_advertisers': loads('/cfadmin/dashboard/advertisers', /couldn.t load the advertisers/),
  'GET /api/adm/queryTaskTypes': loads('/cfadmin/dashboard/task-types', /couldn.t load the task types/),
  'POST /api/adm/add-task-type': {
    open: '/cfadmin/dashboard/task-types',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Add task type' }).first().click(LOAD);
      await taskTypeForm(page).getByRole('combobox', { name: 'Media' }).selectOption('youtube');
      await taskTypeForm(page).getByRole('combobox', { name: 'Action' }).selectOption('comment');
      await taskTypeForm(page).getByRole('combobox', { name: 'Currency 1', exact: true }).selectOption('USD');
      await taskTypeForm(page).getByRole('spinbutton', { name: 'Amount 1', exact: true }).fill('1');
    },
    trigger: (page) => taskTypeForm(page).getByRole('button', { name: 'Add task type' }).click(),
    outcome: (page) => alertdialog(page, 'Kindly note'),
    // Each fault leaves the outcome unknown (the save may have been made): the list fetched again (Prism's) does not
    // show what was sent, and the page says so.
    message: /does not show this task type: it is not saved/,
    kept: (page) =>
      expect(taskTypeForm(page).getByRole('spinbutton', { name: 'Amount 1', exact: true })).toHaveValue('1'),
    closes: (page) => close(page, 'Kindly note'),
  },
  'POST /api/adm/update-task-type': {
    open: '/cfadmin/dashboard/task-types',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Edit Instagram follow' }).click(LOAD);
      await taskTypeForm(page).getByRole('spinbutton', { name: 'Amount 1', exact: true }).fill('0.75');
    },
    trigger: (page) => taskTypeForm(page).getByRole('button', { name: 'Save changes' }).click(),
    outcome: (page) => alertdialog(page, 'Kindly note'),
    // Each fault leaves the outcome unknown (the save may have been made): the list fetched again (Prism's) does not
    // show what was sent, and the page says so.
    message: /does not show this task type: it is not saved/,
    kept: (page) =>
      expect(taskTypeForm(page).getByRole('spinbutton', { name: 'Amount 1', exact: true })).toHaveValue('0.75'),
    closes: (page) => close(page, 'Kindly note'),
  },
};
