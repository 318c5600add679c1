import type { WithdrawStatus } from '@khel/contract/wallet-rules';
import type { StatusTone } from '../wallet';

/** How a status badge reads: waiting (review, processing), paid, or money given back. */
export const WITHDRAW_STATUS_TONE: Record<WithdrawStatus, StatusTone> = {
  review: 'pending',
  processing: 'info',
  success: 'success',
  failed: 'danger',
  rejected: 'danger',
};
