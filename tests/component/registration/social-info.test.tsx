/**
 * Phase 2, Social Info: at least one handle, the payload (handles as @username), the 3 s advance (fake timers),
 * server replies and the spec's failure message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { examples } from '@generated/examples';
import { describe, expect, it } from 'vitest';
import { TIMINGS } from '@/config/constants';
import { SocialInfoPhase } from '@/features/registration/social-info/SocialInfoPhase';
import { normaliseHandle, toSocialsPayload } from '@/features/registration/social-info/schema';
import {
  advance,
  FAILED_REPLIES,
  renderPhase,
  setUpPageTests,
  stubApi,
  useControlledClock,
  waitWithClock,
} from './harness';

const SOCIALS = 'POST /api/u/userSocials';
const FAILED = 'Failed to save social media info. Please try again.';
const { saved, sessionExpired } = examples.saveUserSocials[200];

setUpPageTests();

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('Phase 2: Social Info', { timeout: 120_000 }, () => {
  it("asks for at least one handle: 'Please provide at least one social media handle'", async () => {
    const api = stubApi();
    const { user } = renderPhase(SocialInfoPhase);
    await user.click(save());
    expect(await screen.findByText('Please provide at least one social media handle')).toBeInTheDocument();
    await waitFor(() => expect(input('Instagram handle')).toHaveFocus());
    expect(input('Instagram handle')).toHaveAccessibleDescription(
      expect.stringContaining('Please provide at least one social media handle'),
    );
    expect(api.sent).toHaveLength(0);
    // Typing in any of them clears it; whitespace alone still counts as empty.
    await user.type(input('TikTok handle'), '   ');
    expect(screen.queryByText('Please provide at least one social media handle')).not.toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Please provide at least one social media handle')).toBeInTheDocument();
  });

  it('sends every field, handles as @username, and moves to phase 3 after 3 seconds', async () => {
    const api = stubApi({ [SOCIALS]: saved });
    const { user, onAdvance } = renderPhase(SocialInfoPhase);
    await user.type(input('Instagram handle'), 'ada');
    await user.type(input('X (Twitter) handle'), '@ada_l');
    await user.type(input('YouTube channel URL'), ' https://youtube.com/@ada ');

    useControlledClock();
    await user.click(save());
    await waitWithClock(() => expect(screen.getByText('Social media info saved.')).toBeInTheDocument());
    expect(api.bodiesOf(SOCIALS)).toEqual([
      { instagram: '@ada', twitter: '@ada_l', tiktok: '', youtube: 'https://youtube.com/@ada', facebook: '' },
    ]);
    expect(screen.getByText(/Taking you to Follow Accounts in 3 seconds/)).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await advance(TIMINGS.phaseAdvance - 100);
    expect(onAdvance).not.toHaveBeenCalled();
    await advance(200);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it("shows a non-success reply in its dialog; 'login' goes to the login page", async () => {
    stubApi({ [SOCIALS]: sessionExpired });
    const { user, onAdvance } = renderPhase(SocialInfoPhase);
    await user.type(input('TikTok handle'), '@ada');
    await user.click(save());
    const dialog = await screen.findByRole('alertdialog', { name: 'Session expired' });
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it("titles a reply without sbj 'Kindly note' and shows the spec's message when it has no msg", async () => {
    stubApi({ [SOCIALS]: { success: false, onClick: 'prevStep' } });
    const { user, onBack } = renderPhase(SocialInfoPhase);
    await user.type(input('Facebook profile URL'), 'https://facebook.com/ada');
    await user.click(save());
    const dialog = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    expect(dialog).toHaveTextContent(FAILED);
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it.each(FAILED_REPLIES)(
    "shows 'Failed to save social media info. Please try again.' for %s",
    async (_name, reply) => {
      stubApi({ [SOCIALS]: reply });
      const { user, onAdvance } = renderPhase(SocialInfoPhase);
      await user.type(input('Instagram handle'), '@ada');
      await user.click(save());
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(FAILED);
      expect(input('Instagram handle')).toHaveValue('@ada');
      expect(onAdvance).not.toHaveBeenCalled();
    },
  );

  it('normalises handles and keeps URLs as typed', () => {
    expect(normaliseHandle('  ada ')).toBe('@ada');
    expect(normaliseHandle('@ada')).toBe('@ada');
    expect(normaliseHandle('   ')).toBe('');
    expect(
      toSocialsPayload({ instagram: '', twitter: 'x', tiktok: '', youtube: '', facebook: ' https://fb.com/a ' }),
    ).toEqual({
      instagram: '',
      twitter: '@x',
      tiktok: '',
      youtube: '',
      facebook: 'https://fb.com/a',
    });
  });
});
