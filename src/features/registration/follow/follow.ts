/**
 * Phase 3's rules (spec points 3, 4, 5): the follow targets grouped as the product's own, niche and anonymous
 * accounts; 'Followed' counts only when strictly more than TIMINGS.followMinimum (15 s) passed since Follow was
 * pressed; verification needs every account marked and sends each followed link mapped to true.
 */
import type { FollowTarget, FollowTargetsReply, InitialFollowPayload } from '@generated/models';
import { PRODUCT_NAME, TIMINGS } from '@/config/constants';

export type FollowGroupId = 'cliq' | 'niche' | 'anonymous';

export interface FollowGroup {
  id: FollowGroupId;
  title: string;
  description: string;
  targets: readonly FollowTarget[];
}

const GROUPS: readonly Omit<FollowGroup, 'targets'>[] = [
  { id: 'cliq', title: `${PRODUCT_NAME} accounts`, description: `Stay up to date with ${PRODUCT_NAME}.` },
  { id: 'niche', title: 'Accounts in your niches', description: 'Creators that match your interests.' },
  { id: 'anonymous', title: 'Community accounts', description: 'More accounts from the community.' },
];

/** The non-empty groups of a reply, in the spec's order. */
export function followGroups(reply: FollowTargetsReply | undefined): FollowGroup[] {
  const socials = reply?.socials;
  if (!socials) return [];
  return GROUPS.map((group) => ({ ...group, targets: socials[group.id] ?? [] })).filter(
    (group) => group.targets.length > 0,
  );
}

/** Every distinct link to follow. */
export function followLinks(groups: readonly FollowGroup[]): string[] {
  return [...new Set(groups.flatMap((group) => group.targets.map((target) => target.link)))];
}

/** Whether 'Followed' is accepted: Follow was pressed strictly more than 15 seconds before `now`. */
export function followAccepted(clickedAt: number | undefined, now: number): boolean {
  return clickedAt !== undefined && now - clickedAt > TIMINGS.followMinimum;
}

export function toFollowPayload(links: readonly string[]): InitialFollowPayload {
  return { follows: Object.fromEntries(links.map((link) => [link, true])) };
}
