import { adminDepositDetail } from '@khel/contract/admin-money';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api';
import { Link, useParams } from '../../router';
import { formatDateTime, formatRupees } from '../../ui/format';
import { Badge, Card, Empty, Fields, Loaded, Page } from '../../ui/layout';
import { DepositActions, isAwaiting } from './actions';
import { DepositStatusBadge, Ref } from './shared';
import './money.css';

/** One deposit: what was ordered and credited, the player's reference, every gateway event. */
export default function DepositDetailScreen() {
  const { t } = useTranslation('money');
  const { orderNo = '' } = useParams();
  const query = useAdminQuery(adminDepositDetail, { orderNo });
  return (
    <Page
      title={t('deposit.title', { orderNo })}
      subtitle={<Link to="/deposits">{t('deposit.back')}</Link>}
      actions={
        query.data ? (
          <DepositActions order={{ ...query.data.order, awaiting: isAwaiting(query.data.order) }} />
        ) : null
      }
    >
      <Loaded query={query}>
        {({ order, events }) => (
          <div className="money-detail">
            {isAwaiting(order) ? (
              <div className="notice money-alert" role="status">
                <strong>{t('deposit.awaitingTitle')}</strong>{' '}
                {order.reviewReason
                  ? (order.note ?? order.reviewReason)
                  : t('deposit.awaitingHint')}
              </div>
            ) : null}
            <Card title={t('deposit.order')}>
              <Fields
                rows={[
                  [t('col.status'), <DepositStatusBadge key="s" status={order.status} />],
                  [t('col.player'), order.playerId],
                  [
                    t('col.kind'),
                    [
                      t(`kind.${order.selfService ? 'selfService' : order.kind}`),
                      ...new Set([order.method, order.channelName]),
                    ].join(' · '),
                  ],
                  [t('col.amount'), formatRupees(order.amount)],
                  [t('col.credited'), formatRupees(order.credited)],
                  [t('col.bonus'), formatRupees(order.bonus)],
                  [t('col.created'), formatDateTime(order.createTime)],
                  [t('col.credited_at'), formatDateTime(order.successTime)],
                  [t('deposit.expires'), formatDateTime(order.expireTime)],
                  [t('deposit.note'), order.note],
                ]}
              />
            </Card>
            <Card title={t('deposit.references')}>
              <Fields
                rows={[
                  [t('deposit.utr'), <Ref key="u">{order.utr}</Ref>],
                  [t('deposit.txHash'), <Ref key="h">{order.txHash}</Ref>],
                  [t('deposit.submitted'), formatDateTime(order.referenceAt)],
                  [t('deposit.bankRef'), <Ref key="b">{order.bankRef}</Ref>],
                  [t('deposit.gatewayOrder'), <Ref key="g">{order.gatewayOrderId}</Ref>],
                ]}
              />
            </Card>
            <Card title={t('deposit.events')} className="money-wide">
              {events.length === 0 ? (
                <Empty>{t('deposit.noEvents')}</Empty>
              ) : (
                <ol className="money-timeline">
                  {events.map((e, i) => (
                    <li key={i}>
                      <time>{formatDateTime(e.at)}</time>
                      <span className="money-timeline-what">
                        <Badge
                          tone={
                            e.source === 'gateway'
                              ? 'info'
                              : e.source === 'operator'
                                ? 'warn'
                                : 'neutral'
                          }
                        >
                          {t(`actor.${e.source}`)}
                        </Badge>{' '}
                        {t(`event.${e.kind}`, { defaultValue: e.kind })}
                        {e.status ? ` · ${e.status}` : ''}
                      </span>
                      <span className="num money-timeline-side">
                        {e.amount === null ? '' : formatRupees(e.amount)}
                      </span>
                      {e.reference || e.detail ? (
                        <span className="money-timeline-detail">
                          {e.reference ? <Ref>{e.reference}</Ref> : null}{' '}
                          {e.detail ? <span className="muted">{e.detail}</span> : null}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ol>
              )}
            </Card>
          </div>
        )}
      </Loaded>
    </Page>
  );
}
