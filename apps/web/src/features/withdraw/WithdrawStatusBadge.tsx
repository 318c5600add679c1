import type { WithdrawStatus } from '@khel/contract/wallet-rules';
import { useTranslation } from '../../i18n/useTranslation';
import { StatusBadge } from '../wallet';
import { WITHDRAW_STATUS_TONE } from './status';

/** A withdrawal's status: review, processing, success, failed or rejected. */
export function WithdrawStatusBadge({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation('wallet');
  return <StatusBadge tone={WITHDRAW_STATUS_TONE[status]} label={t(`withdrawStatus.${status}`)} />;
}
