/**
 * The wizard page: where it starts (saved step, token check), the referrer, the progress indicator, the resume
 * flow ('Click to continue') and 'New user? Register'.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { examples } from '@generated/examples';
import type { FlowReply } from '@generated/models';
import { describe, expect, it, vi } from 'vitest';
import { paths, referrerIdFromPath } from '@/config/paths';
import { RegisterPage } from '@/features/registration';
import { browser } from '@/features/registration/browser';
import { phaseFromStep } from '@/features/registration/phase';
import {
  CONFIRM_EMAIL,
  deferred,
  inTurn,
  renderPage,
  setUpPageTests,
  raw,
  stubApi,
  type Answers,
  type ReplyBody,
} from './harness';

const SESSION = 'GET /api/s/session';
const TARGETS = 'GET /api/so/getSocials';
const COMPLETED = 'GET /api/u/completedRegistration';
const CHECK_TOKEN = 'POST /api/u/checkToken';
const CONTINUE = 'POST /api/u/ContinueReg';
const MAIL_TOKEN = 'POST /api/u/checkMailToken';
const LOGOUT = 'GET /api/u/logout';

const SESSIONS = examples.getUserSession[200];
const { tokenSent, notFound } = examples.continueRegistration[200];
const { accepted } = examples.checkMailToken[200];

setUpPageTests();

function renderWizard(route = paths.register.href(), answers: Answers = {}) {
  const api = stubApi({
    [SESSION]: SESSIONS.loggedOut,
    [TARGETS]: examples.getFollowTargets[200].targets,
    [COMPLETED]: CONFIRM_EMAIL,
    ...answers,
  });
  return { api, ...renderPage(<RegisterPage />, { route, path: paths.register.path }) };
}

const phaseHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const progress = () => within(screen.getByRole('navigation', { name: 'Registration progress' }));
const step = (name: RegExp) => progress().getByRole('button', { name });

describe('RegisterPage', { timeout: 120_000 }, () => {
  it('resumes at the saved step + 1 (savedStep2 → Follow Accounts) and lets reached phases be chosen', async () => {
    const { user, api } = renderWizard('/register', { [SESSION]: SESSIONS.savedStep2 });
    expect(await phaseHeading('Follow Accounts')).toBeInTheDocument();
    expect(step(/Step 3: Follow Accounts/)).toHaveAttribute('aria-current', 'step');
    expect(step(/Step 4: Congratulations/)).toBeDisabled();
    expect(step(/Step 1: Personal Info, completed/)).toBeEnabled();
    await user.click(step(/Step 2: Social Info/));
    expect(await phaseHeading('Social Info')).toHaveFocus();
    expect(step(/Step 2: Social Info/)).toHaveAttribute('aria-current', 'step');
    expect(api.countOf(CHECK_TOKEN)).toBe(0);
  });

  it.each([
    [SESSIONS.loggedOut, 'Personal Info'],
    [SESSIONS.loggedIn, 'Personal Info'],
    [SESSIONS.savedStep1, 'Social Info'],
    [SESSIONS.savedStep3, 'Congratulations'],
  ])('starts %j at %s', async (session, heading) => {
    renderWizard('/register', { [SESSION]: session });
    expect(await phaseHeading(heading)).toBeInTheDocument();
  });

  it('mounted again, waits for the fresh session instead of starting where the cached one said', async () => {
    // The first visit resumes at Follow Accounts; meanwhile the registration ended elsewhere (signed out).
    const fresh = deferred<ReplyBody<typeof SESSION>>();
    const { router, api } = renderWizard('/register', {
      [SESSION]: (call) => (call === 1 ? SESSIONS.savedStep2 : fresh.promise),
    });
    await phaseHeading('Follow Accounts');
    const targetsAsked = api.countOf(TARGETS);
    await act(() => router.navigate(paths.login.href()));
    await act(() => router.navigate('/register'));
    await waitFor(() => expect(api.countOf(SESSION)).toBe(2));
    // While the session is checked again: the spinner, not the phase the cache remembers (nor its calls).
    expect(await screen.findByText('Finding where you left off…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    fresh.resolve(SESSIONS.loggedOut);
    expect(await phaseHeading('Personal Info')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Follow Accounts' })).not.toBeInTheDocument();
    expect(api.countOf(TARGETS)).toBe(targetsAsked);
  });

  it('keeps phases within 1..4 whatever step is saved', () => {
    expect(phaseFromStep(0)).toBe(1);
    expect(phaseFromStep(2)).toBe(3);
    expect(phaseFromStep(3)).toBe(4);
    expect(phaseFromStep(4)).toBe(4);
    expect(phaseFromStep(9)).toBe(4);
    expect(phaseFromStep(-3)).toBe(1);
    expect(phaseFromStep(undefined)).toBe(1);
  });

  it("takes the referrer from the last path segment, unless it is 'register' (spec point 2)", async () => {
    expect(referrerIdFromPath('/register')).toBe('');
    expect(referrerIdFromPath('/register/')).toBe('');
    expect(referrerIdFromPath('/register/BOLA77')).toBe('BOLA77');
    expect(referrerIdFromPath('/register/BOLA77/')).toBe('BOLA77');
    expect(referrerIdFromPath('/register/register')).toBe('');
    expect(referrerIdFromPath('/register/register/')).toBe('');
    expect(referrerIdFromPath('/register/x/BOLA77')).toBe('BOLA77');
    renderWizard('/register/BOLA77');
    expect(await screen.findByText('Invited by BOLA77')).toBeInTheDocument();
  });

  it('keeps any referral code as it came: decoded and trimmed, never cut, never throwing on a malformed path', () => {
    const kept: [string, string][] = [
      ['ref-ada_42.x', 'ref-ada_42.x'],
      ['BOLA%37%37', 'BOLA77'],
      ['ada+42', 'ada+42'],
      ['caf%C3%A9', 'café'],
      ['a%20b', 'a b'],
      ['%20%20BOLA77%20', 'BOLA77'],
      ['..%2F..%2Fadmin', '../../admin'],
      ['%3Cb%3Ehi%3C%2Fb%3E', '<b>hi</b>'],
      // A malformed escape has no decoded form: the code is kept as the link wrote it.
      ['%E0', '%E0'],
      ['50%off', '50%off'],
      // The contract, not the client, decides what a valid code is: a long one goes as it came.
      ['a'.repeat(65), 'a'.repeat(65)],
      ['a'.repeat(300), 'a'.repeat(300)],
      [encodeURIComponent('😀'.repeat(65)), '😀'.repeat(65)],
    ];
    for (const [segment, id] of kept) {
      expect(() => referrerIdFromPath(`/register/${segment}`)).not.toThrow();
      expect(referrerIdFromPath(`/register/${segment}`), segment).toBe(id);
    }
    for (const empty of ['%20', '%20%09%0A', '']) expect(referrerIdFromPath(`/register/${empty}`), empty).toBe('');
  });

  it('shows a referral code with markup as the characters it holds', async () => {
    renderWizard('/register/%3Cb%3Ehi%3C%2Fb%3E');
    const badge = await screen.findByText('Invited by <b>hi</b>');
    expect(badge.querySelector('b')).toBeNull();
    expect(await phaseHeading('Personal Info')).toBeInTheDocument();
  });

  it('checks a token in the query instead of the session: success goes to its step + 1', async () => {
    const { api } = renderWizard('/register?token=9f8e7d6c', {
      [CHECK_TOKEN]: examples.checkRegistrationToken[200].valid,
    });
    expect(await phaseHeading('Follow Accounts')).toBeInTheDocument();
    expect(api.bodiesOf(CHECK_TOKEN)).toEqual([{ token: '9f8e7d6c' }]);
    expect(api.countOf(SESSION)).toBe(0);
  });

  it("shows a rejected token's msg and starts at phase 1", async () => {
    const { user } = renderWizard('/register?token=old', {
      [CHECK_TOKEN]: examples.checkRegistrationToken[200].expired,
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Please note' });
    expect(dialog).toHaveTextContent("This link has expired. Kindly use 'Click to continue'.");
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    expect(await phaseHeading('Personal Info')).toBeInTheDocument();
  });

  it('says so when the start could not be checked, and still offers phase 1', async () => {
    const { user, api } = renderWizard('/register', {
      [SESSION]: inTurn('abort', 'abort', SESSIONS.savedStep1),
    });
    expect(await screen.findByText(/couldn't check whether you have a registration in progress/)).toBeInTheDocument();
    expect(await phaseHeading('Personal Info')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await phaseHeading('Social Info')).toBeInTheDocument();
    expect(api.countOf(SESSION)).toBe(3);
  });

  it("resumes by e-mail: 'Click to continue', the mailed token, then a reload", async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { user, api } = renderWizard('/register', {
      [CONTINUE]: tokenSent,
      [MAIL_TOKEN]: accepted,
    });
    await phaseHeading('Personal Info');
    await user.click(screen.getByRole('button', { name: 'Click to continue' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Continue your registration' });
    await user.type(within(dialog).getByLabelText('Email address'), 'ada@example.com{Enter}');

    dialog = await screen.findByRole('alertdialog', { name: 'Check your mail' });
    expect(api.bodiesOf(CONTINUE)).toEqual([{ email: 'ada@example.com' }]);
    await user.type(within(dialog).getByLabelText('Token from your email'), '483920');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    dialog = await screen.findByRole('alertdialog', { name: 'Welcome back' });
    expect(dialog).toHaveTextContent('Welcome back! Continuing your registration.');
    expect(api.bodiesOf(MAIL_TOKEN)).toEqual([{ token: '483920', email: 'ada@example.com' }]);
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  /** 'Click to continue' with a ContinueReg reply that asks for input (onClick as given), then the mailed token. */
  async function resumeWithToken(onClick: FlowReply['onClick']) {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { user, api } = renderWizard('/register', {
      [CONTINUE]: { success: true, title: 'Check your mail', onClick, extras: { input: true } },
      [MAIL_TOKEN]: accepted,
    });
    await phaseHeading('Personal Info');
    await user.click(screen.getByRole('button', { name: 'Click to continue' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Continue your registration' });
    await user.type(within(prompt).getByLabelText('Email address'), 'ada@example.com{Enter}');
    const mail = await screen.findByRole('alertdialog', { name: 'Check your mail' });
    await user.type(within(mail).getByLabelText('Token from your email'), '483920{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Welcome back' });
    return { user, api, reload, dialog };
  }

  it.each([
    ['without an onClick', undefined],
    ["with onClick 'okay'", 'okay' as const],
    ["with onClick 'login'", 'login' as const],
  ])('checks the mailed token whenever the reply asks for input (%s)', async (_name, onClick) => {
    const { api, dialog } = await resumeWithToken(onClick);
    expect(dialog).toHaveTextContent('Welcome back! Continuing your registration.');
    expect(api.bodiesOf(MAIL_TOKEN)).toEqual([{ token: '483920', email: 'ada@example.com' }]);
  });

  it.each([
    ['Escape', (user: UserEvent) => user.keyboard('{Escape}')],
    [
      'the close icon',
      (user: UserEvent, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Close' })),
    ],
  ])('reloads once when the resumed dialog is closed with %s', async (_name, close) => {
    const { user, reload, dialog } = await resumeWithToken('continueReg');
    expect(reload).not.toHaveBeenCalled();
    await close(user, dialog);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it("checks the resume e-mail before sending ('Empty input field'), and shows a reply without a token step", async () => {
    const { user, api } = renderWizard('/register', {
      [CONTINUE]: notFound,
    });
    await phaseHeading('Personal Info');
    await user.click(screen.getByRole('button', { name: 'Click to continue' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Continue your registration' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alertdialog', { name: 'Please note' })).toHaveTextContent('Empty input field');
    expect(api.countOf(CONTINUE)).toBe(0);

    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Okay' }));
    await user.click(screen.getByRole('button', { name: 'Click to continue' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Continue your registration' });
    await user.type(within(dialog).getByLabelText('Email address'), 'ada@example.com{Enter}');
    dialog = await screen.findByRole('alertdialog', { name: 'Not found' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.countOf(MAIL_TOKEN)).toBe(0);
  });

  it("'New user? Register' logs out and returns to phase 1", async () => {
    const { user, api } = renderWizard('/register', {
      [SESSION]: SESSIONS.savedStep2,
      [LOGOUT]: examples.logoutFromRegistration[200].loggedOut,
    });
    await phaseHeading('Follow Accounts');
    await user.click(screen.getByRole('button', { name: 'New user? Register' }));
    expect(await phaseHeading('Personal Info')).toHaveFocus();
    expect(api.countOf(LOGOUT)).toBe(1);
    expect(step(/Step 2: Social Info/)).toBeDisabled();
  });

  it.each([
    ['a 204 without a body', () => new Response(null, { status: 204 })],
    ['a text body', () => raw('Logged out', 200, 'text/plain')],
  ])("a logout answered with %s is a logout: back to phase 1, no failure said", async (_name, answer) => {
    const { user, api } = renderWizard('/register', { [SESSION]: SESSIONS.savedStep2, [LOGOUT]: answer });
    await phaseHeading('Follow Accounts');
    await user.click(screen.getByRole('button', { name: 'New user? Register' }));
    expect(await phaseHeading('Personal Info')).toHaveFocus();
    expect(api.countOf(LOGOUT)).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays put and says so when logging out fails', async () => {
    const { user } = renderWizard('/register', {
      [SESSION]: SESSIONS.savedStep1,
      [LOGOUT]: 'abort',
    });
    await phaseHeading('Social Info');
    await user.click(screen.getByRole('button', { name: 'New user? Register' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/couldn't log you out/);
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(step(/Step 2: Social Info/)).toHaveAttribute('aria-current', 'step'));
  });
});
