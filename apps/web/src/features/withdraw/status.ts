import type { StatusTone } from '../wallet/StatusBadge';
import type { WithdrawStatus } from './types';

const STATUSES: readonly WithdrawStatus[] = [
  'pending',
  'processing',
  'success',
  'failed',
  'rejected',
];

/** A server status as one of the five the player reads; synonyms map, unknown reads pending. */
export function withdrawStatus(status: string | undefined): WithdrawStatus {
  const value = (status ?? '').toLowerCase();
  if ((STATUSES as readonly string[]).includes(value)) return value as WithdrawStatus;
  if (value === 'succeeded' || value === 'paid') return 'success';
  if (value === 'fail' || value === 'error') return 'failed';
  if (value === 'reject' || value === 'refused') return 'rejected';
  return 'pending';
}

export const WITHDRAW_STATUS_TONE: Record<WithdrawStatus, StatusTone> = {
  pending: 'pending',
  processing: 'info',
  success: 'success',
  failed: 'danger',
  rejected: 'danger',
};

/** An account number with all but the last four digits hidden. */
export function maskAccountNo(accountNo: string): string {
  const digits = accountNo.replace(/\s/g, '');
  return digits.length <= 4 ? digits : `**** ${digits.slice(-4)}`;
}
