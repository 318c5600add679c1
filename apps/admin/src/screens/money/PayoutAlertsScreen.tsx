import { adminMoneyAlerts } from '@khel/contract/admin-money';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api';
import { Link } from '../../router';
import { formatRupees } from '../../ui/format';
import { Card, Empty, Loaded, Page, Stat } from '../../ui/layout';
import { WithdrawalActions } from './actions';
import { Ref, ShortTime } from './shared';
import './money.css';

/**
 * Open money alerts: payouts the gateway refused for good (or could not take after the
 * configured attempts), held with the amount still out of the wallet until an operator retries
 * or refunds them; and how many orders wait in each queue.
 */
export default function PayoutAlertsScreen() {
  const { t } = useTranslation('money');
  const query = useAdminQuery(adminMoneyAlerts, {}, { refetchInterval: 10_000 });
  return (
    <Page title={t('alerts.title')} subtitle={t('alerts.subtitle')}>
      <Loaded query={query}>
        {({ alerts, counts }) => (
          <>
            <div className="stats">
              <Stat label={t('alerts.held')} value={counts.payoutFailed} />
              <Stat
                label={t('alerts.review')}
                value={<Link to="/withdrawals">{counts.withdrawalReview}</Link>}
              />
              <Stat
                label={t('alerts.reconciliation')}
                value={<Link to="/reconciliation">{counts.depositReconciliation}</Link>}
              />
            </div>
            <Card title={t('alerts.listTitle')}>
              {alerts.length === 0 ? (
                <Empty>{t('alerts.empty')}</Empty>
              ) : (
                <div className="table-scroll">
                  <table className="table">
                    <thead>
                      <tr>
                        <th>{t('col.orderNo')}</th>
                        <th>{t('col.player')}</th>
                        <th>{t('col.amount')}</th>
                        <th>{t('col.reason')}</th>
                        <th>{t('alerts.since')}</th>
                        <th>
                          <span className="visually-hidden">{t('col.actions')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {alerts.map((alert) => (
                        <tr key={alert.orderNo}>
                          <td>
                            <Link to={`/withdrawals/order/${alert.orderNo}`}>
                              <Ref>{alert.orderNo}</Ref>
                            </Link>
                          </td>
                          <td>{alert.playerId}</td>
                          <td className="num">{formatRupees(alert.amount)}</td>
                          <td className="money-reason">{alert.reason}</td>
                          <td>
                            <ShortTime iso={alert.since} />
                          </td>
                          <td>
                            <WithdrawalActions
                              compact
                              order={{
                                orderNo: alert.orderNo,
                                status: 'payout_failed',
                                amount: alert.amount,
                                holderName: '',
                              }}
                            />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Card>
          </>
        )}
      </Loaded>
    </Page>
  );
}
