import type { TInviteTeamMember } from '@khel/contract';

export type MissingCondition = 'phone' | 'deposit' | 'bet';

/**
 * Why an invitee is under review, for the line under its name: held by the checks, or the
 * conditions it still lacks (never the invitee's amounts); null when it is not under review.
 */
export function reviewNote(
  member: TInviteTeamMember,
): { held: true } | { held: false; missing: MissingCondition[] } | null {
  if (member.status !== 'review') return null;
  if (member.reviewReason === 'checks') return { held: true };
  const missing: MissingCondition[] = [];
  if (!member.phoneBound) missing.push('phone');
  if (!member.depositMet) missing.push('deposit');
  if (!member.betMet) missing.push('bet');
  return { held: false, missing };
}

/** 'a, b and c' in the player's language (Intl's conjunction list). */
export const listOf = (language: string, items: string[]) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
