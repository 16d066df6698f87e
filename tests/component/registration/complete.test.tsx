/**
 * Phase 4, Congratulations: the completion check's prevStep and login, and its failure. The token's timers are in
 * complete-token.test.tsx (fake timers in a file of their own, so no fake-timer state reaches these dialogs).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { examples } from '@generated/examples';
import { describe, expect, it } from 'vitest';
import { CompletePhase } from '@/features/registration/complete/CompletePhase';
import { CONFIRM_EMAIL, inTurn, json, renderPhase, setUpPageTests, stubApi } from './harness';

const COMPLETED = 'GET /api/u/completedRegistration';
const { backToFollow, goToLogin } = examples.getCompletedRegistration[200];

setUpPageTests();

describe('Phase 4: Congratulations', { timeout: 120_000 }, () => {
  it("follows the server's prevStep back to phase 3, through its dialog or the page's button", async () => {
    stubApi({ [COMPLETED]: backToFollow });
    const { user, onBack } = renderPhase(CompletePhase);
    const dialog = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    expect(dialog).toHaveTextContent('Some accounts are not followed yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it("follows the server's login to the login page", async () => {
    stubApi({ [COMPLETED]: goToLogin });
    const { user } = renderPhase(CompletePhase);
    const dialog = await screen.findByRole('alertdialog', { name: 'All set' });
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('shows a failed completion check with a retry', async () => {
    const api = stubApi({ [COMPLETED]: inTurn(json({}, 500), CONFIRM_EMAIL) });
    const { user } = renderPhase(CompletePhase);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't check your registration");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Confirmation token')).toBeInTheDocument();
    expect(api.countOf(COMPLETED)).toBe(2);
  });
});
