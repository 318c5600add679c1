import { adminKycList } from '@khel/contract/admin-kyc';
import { useAdminQuery } from '../../api';

/** The sidebar's count of submissions waiting for a decision, refreshed every minute. */
export function KycQueueBadge() {
  const n = useAdminQuery(
    adminKycList,
    { status: 'pending', page: 1, pageSize: 1, sortDesc: true },
    { refetchInterval: 60_000 },
  ).data?.total;
  if (!n) return null;
  return <span className="nav-badge nav-badge-warn">{n > 99 ? '99+' : n}</span>;
}
