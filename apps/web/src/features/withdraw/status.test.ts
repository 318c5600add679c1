import { describe, expect, it } from 'vitest';
import { maskAccountNo, withdrawStatus } from './status';

describe('withdrawStatus', () => {
  it('keeps the five statuses', () => {
    for (const s of ['pending', 'processing', 'success', 'failed', 'rejected'] as const) {
      expect(withdrawStatus(s)).toBe(s);
    }
    expect(withdrawStatus('SUCCESS')).toBe('success');
  });

  it('maps synonyms and reads unknown as pending', () => {
    expect(withdrawStatus('succeeded')).toBe('success');
    expect(withdrawStatus('reject')).toBe('rejected');
    expect(withdrawStatus('fail')).toBe('failed');
    expect(withdrawStatus(undefined)).toBe('pending');
    expect(withdrawStatus('queued')).toBe('pending');
  });
});

describe('maskAccountNo', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNo('0012 3456 7890')).toBe('**** 7890');
    expect(maskAccountNo('789')).toBe('789');
  });
});
