/**
 * Phase 4, Congratulations: the completion check's prevStep and login, and its failure. The token's timers are in
 * complete-token.test.tsx (fake timers in a file of their own, so no fake-timer state reaches these dialogs).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompletePhase } from '@/features/registration/complete/CompletePhase';
import { renderPage, stubApi } from './harness';

const COMPLETED = 'GET /api/u/completedRegistration';

const CONFIRM_EMAIL = {
  success: true,
  sbj: 'Congratulations',
  msg: 'Your registration is complete. Enter the token we sent to your email.',
  btnMsg: 'Open mail',
  onClick: 'okay',
  extras: { input: true, placeholder: 'Enter confirmation token' },
};

beforeAll(async () => {
  await import('@/components/feedback/ReplyDialogView');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPhase() {
  const onBack = vi.fn();
  const view = renderPage(<CompletePhase onBack={onBack} focusHeading={false} />, { route: '/register', path: '/register/*' });
  return { ...view, onBack };
}

describe('Phase 4: Congratulations', { timeout: 120_000 }, () => {
  it("follows the server's prevStep back to phase 3, through its dialog or the page's button", async () => {
    stubApi({
      [COMPLETED]: {
        body: { success: false, sbj: 'Kindly note', msg: 'Some accounts are not followed yet.', btnMsg: 'Go back', onClick: 'prevStep' },
      },
    });
    const { user, onBack } = renderPhase();
    const dialog = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    expect(dialog).toHaveTextContent('Some accounts are not followed yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it("follows the server's login to the login page", async () => {
    stubApi({
      [COMPLETED]: { body: { success: true, sbj: 'All set', msg: 'Your email is confirmed. Kindly login.', btnMsg: 'Login', onClick: 'login' } },
    });
    const { user } = renderPhase();
    const dialog = await screen.findByRole('alertdialog', { name: 'All set' });
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('shows a failed completion check with a retry', async () => {
    const api = stubApi({ [COMPLETED]: [{ status: 500, body: {} }, { body: CONFIRM_EMAIL }] });
    const { user } = renderPhase();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't check your registration");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Confirmation token')).toBeInTheDocument();
    expect(api.countOf(COMPLETED)).toBe(2);
  });
});
