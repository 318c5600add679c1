import { useTranslation } from '../../i18n/useTranslation';
import { StatusBadge } from '../wallet';
import type { DepositStatus } from '@khel/contract/wallet-rules';
import { DEPOSIT_STATUS_TONE } from './records';

/** A deposit order's status: pending, success, failed, expired or rejected. */
export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('wallet');
  return <StatusBadge tone={DEPOSIT_STATUS_TONE[status]} label={t(`status.${status}`)} />;
}
