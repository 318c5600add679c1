import { adminWithdrawalDetail } from '@khel/contract/admin-money';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api';
import { Link, useParams } from '../../router';
import { formatDateTime, formatRupees } from '../../ui/format';
import { Badge, Card, Fields, Loaded, Page } from '../../ui/layout';
import { WithdrawalActions } from './actions';
import { Ref, WithdrawStatusBadge } from './shared';
import './money.css';

/**
 * One withdrawal: the order, where it pays to, its payout at the gateway (sent, job attempts,
 * round), every status change, and the decisions its state allows.
 */
export default function WithdrawalDetailScreen() {
  const { t } = useTranslation('money');
  const { orderNo = '' } = useParams();
  const query = useAdminQuery(
    adminWithdrawalDetail,
    { orderNo },
    // A payout on its way is watched until the gateway answers.
    {
      refetchInterval: (q) => (q.state.data?.order.status === 'processing' ? 5_000 : false),
    },
  );
  return (
    <Page
      title={t('withdrawal.title', { orderNo })}
      subtitle={<Link to="/withdrawals">{t('withdrawal.back')}</Link>}
      actions={query.data ? <WithdrawalActions order={query.data.order} /> : null}
    >
      <Loaded query={query}>
        {({ order, payout, events }) => (
          <div className="money-detail">
            {order.status === 'payout_failed' ? (
              <div className="notice money-alert" role="alert">
                <strong>{t('withdrawal.heldTitle')}</strong> {order.failureReason}
                <div className="muted">{t('withdrawal.heldHint')}</div>
              </div>
            ) : null}
            <Card title={t('withdrawal.order')}>
              <Fields
                rows={[
                  [t('col.status'), <WithdrawStatusBadge key="s" status={order.status} />],
                  [t('col.player'), order.playerId],
                  [t('col.amount'), formatRupees(order.amount)],
                  [t('col.fee'), formatRupees(order.serviceCharge)],
                  [t('col.arrival'), formatRupees(order.arrivalAmount)],
                  [t('col.holder'), order.holderName],
                  [t('col.account'), `${order.bankAccount} · ${order.ifsc}`],
                  [t('col.created'), formatDateTime(order.createTime)],
                  [t('col.finished'), formatDateTime(order.finishTime)],
                  [t('col.reason'), order.failureReason],
                ]}
              />
            </Card>
            <Card title={t('withdrawal.payout')}>
              <Fields
                rows={[
                  [
                    t('payout.state'),
                    order.status === 'success' ? (
                      <Badge tone="good">{t('payout.paid')}</Badge>
                    ) : payout.requestedAt ? (
                      <Badge tone="info">{t('payout.atGateway')}</Badge>
                    ) : order.status === 'processing' ? (
                      <Badge tone="warn">{t('payout.notSent')}</Badge>
                    ) : (
                      <Badge>{t('payout.none')}</Badge>
                    ),
                  ],
                  [t('payout.gatewayId'), <Ref key="g">{payout.gatewayPayoutId}</Ref>],
                  [t('payout.sentAt'), formatDateTime(payout.requestedAt)],
                  [t('payout.utr'), <Ref key="u">{order.utr}</Ref>],
                  [t('payout.attempts'), String(payout.attempts)],
                  [t('payout.round'), String(payout.round)],
                ]}
              />
            </Card>
            <Card title={t('withdrawal.events')} className="money-wide">
              <ol className="money-timeline">
                {events.map((e, i) => (
                  <li key={i}>
                    <time>{formatDateTime(e.at)}</time>
                    <span className="money-timeline-what">
                      {e.from ? (
                        <>
                          <WithdrawStatusBadge status={e.from} /> →{' '}
                        </>
                      ) : null}
                      <WithdrawStatusBadge status={e.to} />
                    </span>
                    <span className="muted money-timeline-side">{t(`actor.${e.actor}`)}</span>
                    {e.detail ? <span className="money-timeline-detail">{e.detail}</span> : null}
                  </li>
                ))}
              </ol>
            </Card>
          </div>
        )}
      </Loaded>
    </Page>
  );
}
