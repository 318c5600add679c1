import type { TAdminKycRow } from '@khel/contract/admin-kyc';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/layout';

const TONES = { pending: 'warn', verified: 'good', rejected: 'bad' } as const;

export function KycStatusBadge({ status }: { status: TAdminKycRow['status'] }) {
  const { t } = useTranslation('kyc');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
