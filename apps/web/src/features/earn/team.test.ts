import type { TInviteTeamMember } from '@khel/contract';
import { describe, expect, it } from 'vitest';
import { listOf, reviewNote } from './team';

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

describe('listOf', () => {
  it('joins conditions as a sentence of the language', () => {
    expect(listOf('en', ['a phone', 'a deposit', 'bets'])).toBe('a phone, a deposit, and bets');
    expect(listOf('zh-CN', ['甲', '乙', '丙'])).toBe('甲、乙和丙');
  });
});
