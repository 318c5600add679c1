import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../wallet/StatusBadge';
import { WITHDRAW_STATUS_TONE, withdrawStatus } from './status';

/** A withdrawal's status: pending, processing, success, failed or rejected. */
export function WithdrawStatusBadge({ status }: { status: string | undefined }) {
  const { t } = useTranslation('wallet');
  const value = withdrawStatus(status);
  return <StatusBadge tone={WITHDRAW_STATUS_TONE[value]} label={t(`status.${value}`)} />;
}
