import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../wallet/StatusBadge';
import { depositStatus } from './records';

/** A deposit order's status: pending or success (SPEC.md §2, §4). */
export function DepositStatusBadge({ status }: { status: string | undefined }) {
  const { t } = useTranslation('wallet');
  const value = depositStatus(status);
  return <StatusBadge tone={value} label={t(`status.${value}`)} />;
}
