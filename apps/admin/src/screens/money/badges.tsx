import { adminMoneyAlerts } from '@khel/contract/admin-money';
import { useAdminQuery } from '../../api';

/** The sidebar's counts of what waits: one read of the alerts, refreshed every minute. */
function useCounts() {
  return useAdminQuery(adminMoneyAlerts, {}, { refetchInterval: 60_000 }).data?.counts;
}

function Count({ n, tone }: { n: number | undefined; tone: 'bad' | 'warn' }) {
  if (!n) return null;
  return <span className={`nav-badge nav-badge-${tone}`}>{n > 99 ? '99+' : n}</span>;
}

export const PayoutAlertsBadge = () => <Count n={useCounts()?.payoutFailed} tone="bad" />;
export const WithdrawalReviewBadge = () => <Count n={useCounts()?.withdrawalReview} tone="warn" />;
export const ReconciliationBadge = () => (
  <Count n={useCounts()?.depositReconciliation} tone="warn" />
);
