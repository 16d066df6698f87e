/**
 * Phase 4's e-mail confirmation token: checked 1.5 s after typing stops, one request at a time, a failure's message
 * 1 s after the reply, success with 'Email confirmed' (fake timers).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { examples } from '@generated/examples';
import { describe, expect, it, vi } from 'vitest';
import { TIMINGS, WEBMAIL_URL } from '@/config/constants';
import { CompletePhase } from '@/features/registration/complete/CompletePhase';
import {
  advance,
  CONFIRM_EMAIL,
  deferred,
  flushIO,
  renderPhase,
  setUpPageTests,
  stubApi,
  useControlledClock,
  waitWithClock,
  type ReplyBody,
} from './harness';

const COMPLETED = 'GET /api/u/completedRegistration';
const CHECK = 'POST /api/u/checkConfirmationToken';
const { confirmed, invalid } = examples.checkConfirmationToken[200];

setUpPageTests();

const tokenInput = () => screen.getByLabelText('Confirmation token');

describe('Phase 4: the confirmation token', { timeout: 120_000 }, () => {
  it('checks the token 1.5 s after typing stops, then confirms the email and offers login', async () => {
    const api = stubApi({ [COMPLETED]: CONFIRM_EMAIL, [CHECK]: confirmed });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderPhase(CompletePhase);
    expect(await screen.findByText(CONFIRM_EMAIL.msg)).toBeInTheDocument();
    expect(tokenInput()).toHaveAttribute('placeholder', 'Enter confirmation token');
    await user.click(screen.getByRole('button', { name: /Open mail/ }));
    expect(open).toHaveBeenCalledWith(new URL(WEBMAIL_URL).href, '_blank', 'noopener,noreferrer');

    useControlledClock();
    await user.type(tokenInput(), '7712');
    await advance(1000);
    await user.type(tokenInput(), '04');
    // The pause restarts with every keystroke.
    await advance(TIMINGS.tokenPause - 10);
    expect(api.countOf(CHECK)).toBe(0);
    await advance(20);
    await waitWithClock(() => expect(api.countOf(CHECK)).toBe(1));
    expect(api.bodiesOf(CHECK)).toEqual([{ token: '771204' }]);

    const dialog = await screen.findByRole('alertdialog', { name: 'Email confirmed' });
    expect(dialog).toHaveTextContent('Your email ownership has been confirmed, kindly login');
    expect(screen.getByRole('alert')).toHaveTextContent('Email confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it("shows a rejected token's message 1 s after the reply, and hides it again while retyping", async () => {
    const reply = deferred<ReplyBody<typeof CHECK>>();
    const api = stubApi({ [COMPLETED]: CONFIRM_EMAIL, [CHECK]: reply.promise });
    const { user } = renderPhase(CompletePhase);
    await screen.findByLabelText('Confirmation token');
    useControlledClock();
    await user.type(tokenInput(), '000000');
    await advance(TIMINGS.tokenPause);
    await flushIO();
    expect(api.countOf(CHECK)).toBe(1);
    expect(screen.getByText('Checking your token…')).toBeInTheDocument();

    // The reply arrives now; its message shows 1 s later.
    reply.resolve(invalid);
    await flushIO();
    expect(screen.queryByText('Invalid token. Check your mail and try again.')).not.toBeInTheDocument();
    await advance(TIMINGS.tokenErrorDelay - 1);
    expect(screen.queryByText('Invalid token. Check your mail and try again.')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Invalid token. Check your mail and try again.')).toBeInTheDocument();
    expect(tokenInput()).toHaveAttribute('aria-invalid', 'true');
    await user.type(tokenInput(), '1');
    expect(screen.queryByText('Invalid token. Check your mail and try again.')).not.toBeInTheDocument();
  });

  it('sends one request at a time: a token ready during a check waits for it', async () => {
    const first = deferred<ReplyBody<typeof CHECK>>();
    const api = stubApi({
      [COMPLETED]: CONFIRM_EMAIL,
      [CHECK]: (_call: number, { body }: { body: unknown }) =>
        (body as { token: string }).token === '111111' ? first.promise : confirmed,
    });
    const { user } = renderPhase(CompletePhase);
    await screen.findByLabelText('Confirmation token');
    useControlledClock();
    await user.type(tokenInput(), '111111');
    await advance(TIMINGS.tokenPause);
    await waitWithClock(() => expect(api.countOf(CHECK)).toBe(1));

    await user.clear(tokenInput());
    await user.type(tokenInput(), '222222');
    await advance(TIMINGS.tokenPause * 3);
    expect(api.countOf(CHECK)).toBe(1);

    first.resolve({ success: false, msg: 'Invalid token.' });
    await waitWithClock(() => expect(api.countOf(CHECK)).toBe(2));
    expect(api.bodiesOf(CHECK)).toEqual([{ token: '111111' }, { token: '222222' }]);
    await waitWithClock(() => expect(screen.getByRole('alertdialog', { name: 'Email confirmed' })).toBeInTheDocument());
    // The superseded token's failure is never shown.
    expect(screen.queryByText('Invalid token.')).not.toBeInTheDocument();
  });
});
