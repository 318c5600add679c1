import { WITHDRAW_STATUSES } from '@khel/contract/wallet-rules';
import { describe, expect, it } from 'vitest';
import { isWithdrawOpen, waitSteps } from './waitSteps';

const keys = (status: Parameters<typeof waitSteps>[0]) =>
  waitSteps(status).map((s) => `${s.key}:${s.state}`);

describe('waitSteps', () => {
  it('shows an order above the review amount as awaiting review', () => {
    expect(keys('review')).toEqual(['submitted:done', 'review:active', 'arrived:todo']);
  });

  it('shows a processing order on its way and a paid one arrived', () => {
    expect(keys('processing')).toEqual(['submitted:done', 'processing:active', 'arrived:todo']);
    expect(keys('success')).toEqual(['submitted:done', 'processing:done', 'arrived:done']);
  });

  it('stops a failed or rejected order where it ended, never as arrived', () => {
    expect(keys('failed')).toEqual(['submitted:done', 'failed:stopped']);
    expect(keys('rejected')).toEqual(['submitted:done', 'rejected:stopped']);
  });
});

describe('isWithdrawOpen', () => {
  it('keeps following review and processing orders only', () => {
    expect(WITHDRAW_STATUSES.filter(isWithdrawOpen)).toEqual(['review', 'processing']);
  });
});
