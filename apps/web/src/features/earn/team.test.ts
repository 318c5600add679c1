import type { TInviteTeamMember } from '@khel/contract';
import { describe, expect, it } from 'vitest';
import { reviewNote } from './team';

const member = (over: Partial<TInviteTeamMember>): TInviteTeamMember => ({
  id: '1',
  name: '98****21',
  joinedAt: '2026-11-24T08:00:00.000Z',
  status: 'review',
  reviewReason: 'conditions',
  phoneBound: false,
  depositMet: false,
  betMet: false,
  ...over,
});

describe('reviewNote', () => {
  it('names the conditions an invitee under review still lacks', () => {
    expect(reviewNote(member({ phoneBound: true }))).toEqual({
      held: false,
      missing: ['deposit', 'bet'],
    });
  });

  it('says an invitee is held by the checks, whatever its conditions', () => {
    expect(reviewNote(member({ reviewReason: 'checks', depositMet: true }))).toEqual({
      held: true,
    });
  });

  it('says nothing once the invitee is past review', () => {
    for (const status of ['pass', 'claimable', 'claim', 'reclaim'] as const)
      expect(reviewNote(member({ status, reviewReason: null }))).toBeNull();
  });
});
