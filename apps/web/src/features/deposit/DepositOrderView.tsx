import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import { formatMoney } from '../../ui/Money';
import { openServiceUrl, useServiceUrl } from '../customer-service/useServiceUrl';
import { ActionBar } from '../wallet/ActionBar';
import { DetailList } from '../wallet/DetailList';
import { Panel } from '../wallet/Panel';
import { formatOrderTime } from '../wallet/time';
import { useCurrencySign } from '../../stores/app';
import { Button } from '../../ui/Button';
import { DepositStatusBadge } from './DepositStatusBadge';
import { depositStatus } from './records';
import type { DepositOrder } from './types';
import styles from './DepositOrderView.module.css';

export interface DepositOrderViewProps {
  order: DepositOrder;
}

/** The detail card of a deposit order, with help from customer service while it is pending. */
export function DepositOrderView({ order }: DepositOrderViewProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const serviceUrl = useServiceUrl();
  const pending = depositStatus(order.status) === 'pending';
  return (
    <>
      <div className={styles.hero}>
        <span className={`${styles.icon} ${pending ? styles.pending : ''}`}>
          <Icon name={pending ? 'clock' : 'check'} size={28} />
        </span>
        <p className={styles.amount}>{formatMoney(order.amount, sign)}</p>
        <DepositStatusBadge status={order.status} />
        <p className={styles.note}>{t(pending ? 'order.pendingNote' : 'order.successNote')}</p>
      </div>
      <Panel title={t('order.details')} icon="list">
        <DetailList
          items={[
            { label: t('order.orderNo'), value: order.orderNo, copy: order.orderNo },
            { label: t('order.time'), value: formatOrderTime(order.createTime) },
            { label: t('order.channel'), value: order.channelName || '--' },
            { label: t('order.amount'), value: formatMoney(order.amount, sign), strong: true },
          ]}
        />
      </Panel>
      {pending && (
        <ActionBar>
          <Button block variant="ghost" onClick={() => openServiceUrl(serviceUrl)}>
            <Icon name="headset" size={18} />
            {t('deposit.contactService')}
          </Button>
        </ActionBar>
      )}
    </>
  );
}
