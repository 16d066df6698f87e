/**
 * /login: the sign-in form ('Please fill all fields', 'Signing in...', the spec's failure messages), forgot password
 * ('Empty input field', 'Mail sent' / 'Failed to send mail'), the reset link (token and email), the confirmation link
 * (token alone), the guards' 'Kindly login' notice and the links to Sign Up and the advertiser login.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { examples } from '@generated/examples';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth';
import { deferred, inTurn, json, raw, renderPage, setUpPageTests, stubApi, type Answer, type Answers, type ReplyBody } from '../registration/harness';

const LOGIN = 'POST /api/u/login';
const FORGOT = 'POST /api/u/forgetPassword';
const CHANGE = 'POST /api/u/changePassword';
const CONFIRM = 'POST /api/u/confirmEmail';

const { confirmed } = examples.confirmUserEmail[200];
const { sent: mailSent, unknownUser: noAccount } = examples.requestPasswordReset[200];

setUpPageTests();

function renderLogin(
  route: NonNullable<Parameters<typeof renderPage>[1]>['route'] = paths.login.href(),
  answers: Answers = {},
) {
  const api = stubApi(answers);
  return { api, ...renderPage(<LoginPage />, { route, path: paths.login.path }) };
}

const userField = () => screen.getByLabelText(/^Username or email/, { selector: 'input[name=user]' });
const passwordField = () => screen.getByLabelText(/^Password/);
const signIn = () => screen.getByRole('button', { name: 'Sign in' });

describe('LoginPage', { timeout: 120_000 }, () => {
  it("asks for both fields: 'Please fill all fields', focusing the missing one", async () => {
    const { user, api } = renderLogin();
    await user.click(signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all fields');
    await waitFor(() => expect(userField()).toHaveFocus());
    expect(userField()).toHaveAccessibleDescription('Please fill all fields');
    // Typing clears the message (the shared form); the next submit says it again for the field still empty.
    await user.type(userField(), 'ada');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(userField()).not.toHaveAttribute('aria-invalid');
    await user.click(signIn());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(api.sent).toHaveLength(0);
  });

  it("reads 'Signing in...' and is disabled while the call runs, then goes to /dashboard/overview", async () => {
    const reply = deferred<ReplyBody<typeof LOGIN>>();
    const { user, api } = renderLogin('/login', { [LOGIN]: reply.promise });
    await user.type(userField(), 'ada');
    await user.type(passwordField(), 'Secret123');
    await user.click(signIn());
    const busy = await screen.findByRole('button', { name: /Signing in\.\.\./ });
    expect(busy).toBeDisabled();
    expect(api.bodiesOf(LOGIN)).toEqual([{ user: 'ada', password: 'Secret123' }]);
    reply.resolve(examples.loginUser[200].success);
    expect(await screen.findByRole('heading', { name: 'Dashboard overview' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/overview');
  });

  it.each<[string, Answer<'POST /api/u/login'>, string]>([
    ['the server msg', examples.loginUser[200].wrongPassword, 'Incorrect username or password.'],
    ['a reply without msg', { success: false }, 'Login failed. Please try again.'],
    ['no reply at all', 'abort', 'Connection error. Please try again later.'],
    ['a body that is not JSON', raw('{"broken'), 'Login failed. Please try again.'],
    [
      'a 500 carrying a message',
      json({ message: 'Server is down for maintenance.' }, 500),
      'Server is down for maintenance.',
    ],
  ])("shows the 'Error' dialog with %s", async (_name, reply, message) => {
    const { user } = renderLogin('/login', { [LOGIN]: reply });
    await user.type(userField(), 'ada');
    await user.type(passwordField(), 'wrong');
    await user.click(signIn());
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(userField()).toHaveValue('ada');
  });

  it("forgot password: 'Empty input field', then 'Mail sent' or 'Failed to send mail'", async () => {
    const { user, api } = renderLogin('/login', {
      [FORGOT]: inTurn(mailSent, noAccount, 'abort'),
    });
    const toggle = screen.getByRole('button', { name: 'Forgot password?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = within(screen.getByRole('form', { name: 'Reset your password' }));
    const input = form.getByLabelText('Username or email');
    expect(input).toHaveFocus();
    await user.click(form.getByRole('button', { name: 'Send reset link' }));
    expect(form.getByText('Empty input field')).toBeInTheDocument();
    expect(api.countOf(FORGOT)).toBe(0);

    await user.type(input, 'ada@example.com');
    expect(form.queryByText('Empty input field')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send reset link' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Mail sent' });
    expect(dialog).toHaveTextContent('A password reset link has been sent to your email.');
    expect(api.bodiesOf(FORGOT)).toEqual([{ user: 'ada@example.com' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(form.getByRole('button', { name: 'Send reset link' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Failed to send mail' });
    expect(dialog).toHaveTextContent('No account matches that username or email.');
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(form.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alertdialog', { name: 'Failed to send mail' })).toHaveTextContent(
      /couldn't send the mail/,
    );
  });

  it('sets a new password from a reset link (token and email), then returns to the sign-in form', async () => {
    const { user, api } = renderLogin('/login?token=5a4b3c&email=ada%40example.com', {
      [CHANGE]: examples.changePassword[200].changed,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const change = screen.getByRole('button', { name: 'Change password' });
    await user.click(change);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');
    await user.type(screen.getByLabelText(/^New password/), 'NewSecret123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewSecret12');
    await user.click(change);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(api.countOf(CHANGE)).toBe(0);
    await user.type(screen.getByLabelText(/^Confirm new password/), '3');
    await user.click(change);
    const dialog = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    expect(dialog).toHaveTextContent('Your password has been changed. Kindly login.');
    expect(api.bodiesOf(CHANGE)).toEqual([{ token: '5a4b3c', email: 'ada@example.com', password: 'NewSecret123' }]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('confirms an e-mail from a link with a token alone, once, and shows its message', async () => {
    const { api, user } = renderLogin('/login?token=c0ffee', {
      [CONFIRM]: confirmed,
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    expect(dialog).toHaveTextContent('Your email has been confirmed. Kindly login.');
    expect(api.bodiesOf(CONFIRM)).toEqual([{ token: 'c0ffee' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    // The message stays above the sign-in form once the dialog is closed.
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Your email has been confirmed. Kindly login.')).toBeInTheDocument();
    expect(api.countOf(CONFIRM)).toBe(1);
  });

  it("shows the guards' 'Kindly login' notice and links to Sign Up and the advertiser login", () => {
    renderLogin({ pathname: '/login', state: { notice: 'Kindly login' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Kindly login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Advertiser login' })).toHaveAttribute('href', '/advertiser/login');
  });
});
