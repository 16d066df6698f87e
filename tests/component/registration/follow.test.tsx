/**
 * Phase 3, Follow Accounts: the groups, Follow opening the link safely, the strict 15 s rule (fake Date),
 * verification of every card, the server-driven nextStep and clear, and failures shown as messages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { examples } from '@generated/examples';
import type { FollowTargetsReply } from '@generated/models';
import { describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@/config/constants';
import { followAccepted } from '@/features/registration/follow/follow';
import { FollowPhase } from '@/features/registration/follow/FollowPhase';
import { inTurn, json, renderPhase, setUpPageTests, stubApi, useControlledClock } from './harness';

const TARGETS = 'GET /api/so/getSocials';
const CONFIRM = 'POST /api/so/initialFollow';
const FOLLOW_FIRST = 'Kindly follow the account before indicating that you have followed';

const { targets, empty, failed } = examples.getFollowTargets[200];
const { verified, notVerified } = examples.confirmInitialFollow[200];
/** The contract's targets, the community account without its handle: the card then shows its link. */
const TARGETS_REPLY = {
  ...targets,
  socials: { ...targets.socials, anonymous: [{ social: 'youtube', link: 'https://youtube.com/@quietvoices' }] },
} satisfies FollowTargetsReply;
const LINKS = [
  'https://instagram.com/cliq',
  'https://x.com/cliq',
  'https://tiktok.com/@techdaily',
  'https://youtube.com/@quietvoices',
];

setUpPageTests();

const followButtons = () => screen.getAllByRole('button', { name: /^Follow .*opens in a new tab/ });
const followedButtons = () => screen.getAllByRole('button', { name: /^Followed / });

/** Follow every card at one instant, then mark them all followed 15 s + 1 ms later. */
async function followAll(user: ReturnType<typeof renderPhase>['user']) {
  const start = Date.now();
  for (const button of followButtons()) await user.click(button);
  vi.setSystemTime(start + TIMINGS.followMinimum + 1);
  for (const button of followedButtons()) await user.click(button);
}

describe('Phase 3: Follow Accounts', { timeout: 120_000 }, () => {
  it('lists the accounts in their groups, and Follow opens the link in a new tab without an opener', async () => {
    stubApi({ [TARGETS]: TARGETS_REPLY });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderPhase(FollowPhase);
    expect(await screen.findByRole('heading', { name: 'Cliq accounts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Accounts in your niches' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Community accounts' })).toBeInTheDocument();
    // A target without a handle shows its link.
    expect(screen.getByText('youtube.com/@quietvoices')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow @cliq on Instagram (opens in a new tab)' }));
    expect(open).toHaveBeenCalledWith('https://instagram.com/cliq', '_blank', 'noopener,noreferrer');
    expect(screen.getByText('0 of 4 accounts followed')).toBeInTheDocument();
  });

  it("accepts 'Followed' only when strictly more than 15 seconds passed since Follow", async () => {
    stubApi({ [TARGETS]: TARGETS_REPLY });
    vi.spyOn(window, 'open').mockReturnValue(null);
    useControlledClock({ date: true });
    const { user } = renderPhase(FollowPhase);
    const followed = await screen.findByRole('button', { name: 'Followed @cliq on Instagram' });

    // Not followed at all yet.
    await user.click(followed);
    const early = await screen.findByRole('alertdialog');
    expect(early).toHaveTextContent(FOLLOW_FIRST);
    await user.click(within(early).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const start = new Date('2026-01-05T10:00:00Z').getTime();
    vi.setSystemTime(start);
    await user.click(screen.getByRole('button', { name: 'Follow @cliq on Instagram (opens in a new tab)' }));
    vi.setSystemTime(start + TIMINGS.followMinimum);
    await user.click(followed);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(FOLLOW_FIRST);
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    vi.setSystemTime(start + TIMINGS.followMinimum + 1);
    await user.click(followed);
    expect(screen.getByRole('button', { name: 'Followed @cliq on Instagram, confirmed' })).toBeInTheDocument();
    expect(screen.getByText('1 of 4 accounts followed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    expect(TIMINGS.followMinimum).toBe(15_000);
    expect(followAccepted(undefined, start)).toBe(false);
    expect(followAccepted(start, start + 15_000)).toBe(false);
    expect(followAccepted(start, start + 15_001)).toBe(true);
  });

  it("asks to 'Follow all accounts' before verifying, and sends nothing", async () => {
    const api = stubApi({ [TARGETS]: TARGETS_REPLY });
    const { user } = renderPhase(FollowPhase);
    await user.click(await screen.findByRole('button', { name: 'Verify follows' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Follow all accounts' });
    expect(dialog).toHaveTextContent('Kindly follow all accounts and indicate that you have by clicking on "Followed"');
    expect(api.countOf(CONFIRM)).toBe(0);
  });

  it('sends every followed link and moves to phase 4 on the server’s nextStep', async () => {
    const api = stubApi({
      [TARGETS]: TARGETS_REPLY,
      [CONFIRM]: verified,
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    useControlledClock({ date: true });
    const { user, onAdvance } = renderPhase(FollowPhase);
    await screen.findByRole('heading', { name: 'Cliq accounts' });
    await followAll(user);
    expect(screen.getByText('4 of 4 accounts followed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify follows' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Well done' });
    expect(api.bodiesOf(CONFIRM)).toEqual([{ follows: Object.fromEntries(LINKS.map((link) => [link, true])) }]);
    expect(onAdvance).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it("resets the marks on the server's clear ('Start again')", async () => {
    stubApi({
      [TARGETS]: TARGETS_REPLY,
      [CONFIRM]: notVerified,
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    useControlledClock({ date: true });
    const { user, onAdvance } = renderPhase(FollowPhase);
    await screen.findByRole('heading', { name: 'Cliq accounts' });
    await followAll(user);
    await user.click(screen.getByRole('button', { name: 'Verify follows' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
    expect(screen.getByText('0 of 4 accounts followed')).toBeInTheDocument();
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('shows a clear message when verification fails', async () => {
    stubApi({ [TARGETS]: TARGETS_REPLY, [CONFIRM]: 'abort' });
    vi.spyOn(window, 'open').mockReturnValue(null);
    useControlledClock({ date: true });
    const { user } = renderPhase(FollowPhase);
    await screen.findByRole('heading', { name: 'Cliq accounts' });
    await followAll(user);
    await user.click(screen.getByRole('button', { name: 'Verify follows' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(/couldn't verify your follows/);
  });

  it('shows loading failures, a failed reply and an empty list instead of a blank phase', async () => {
    const api = stubApi({ [TARGETS]: inTurn(json({}, 500), failed) });
    const { user, unmount } = renderPhase(FollowPhase);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the accounts to follow");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Could not load accounts to follow.')).toBeInTheDocument();
    expect(api.countOf(TARGETS)).toBe(2);
    unmount();

    stubApi({ [TARGETS]: empty });
    renderPhase(FollowPhase);
    expect(await screen.findByText('No accounts to follow right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify follows' })).toBeInTheDocument();
  });

  it('refuses to open a link that is not http(s)', async () => {
    stubApi({
      [TARGETS]: {
        ...empty,
        socials: { ...empty.socials, cliq: [{ social: 'x', link: 'javascript:alert(1)', handle: '@bad' }] },
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderPhase(FollowPhase);
    await user.click(await screen.findByRole('button', { name: /^Follow @bad/ }));
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent("This account's link cannot be opened");
  });
});
