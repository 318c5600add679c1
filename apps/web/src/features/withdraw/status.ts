import type { WithdrawStatus } from '@khel/contract/wallet-rules';
import type { StatusTone } from '../wallet/StatusBadge';

/** How a status badge reads: waiting (review, processing), paid, or money given back. */
export const WITHDRAW_STATUS_TONE: Record<WithdrawStatus, StatusTone> = {
  review: 'pending',
  processing: 'info',
  success: 'success',
  failed: 'danger',
  rejected: 'danger',
};
