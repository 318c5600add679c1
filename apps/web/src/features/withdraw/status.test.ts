import { WITHDRAW_STATUSES } from '@khel/contract/wallet-rules';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/wallet.json';
import { WITHDRAW_STATUS_TONE } from './status';

describe('withdrawal statuses', () => {
  it('give every status of the contract a badge tone and an English label', () => {
    for (const status of WITHDRAW_STATUSES) {
      expect(WITHDRAW_STATUS_TONE[status]).toBeDefined();
      expect(en.withdrawStatus[status]).toBeTruthy();
    }
  });

  it('read failed and rejected as trouble, success as paid', () => {
    expect(WITHDRAW_STATUS_TONE.failed).toBe('danger');
    expect(WITHDRAW_STATUS_TONE.rejected).toBe('danger');
    expect(WITHDRAW_STATUS_TONE.success).toBe('success');
  });
});
