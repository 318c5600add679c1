import type { TDepositOrder } from '@khel/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { useCurrencySign } from '../../stores/app';
import { Icon } from '../../ui/icons';
import { formatMoney } from '../../ui/Money';
import { CopyButton, DetailList, Panel } from '../wallet';
import { TxHashForm } from './TxHashForm';
import { useSubmitReference } from './useSubmitReference';
import styles from './CryptoPayView.module.css';

export interface CryptoPayViewProps {
  order: TDepositOrder;
}

/** What a crypto deposit needs: the exact coin amount, the address (and its QR), then the tx hash. */
export function CryptoPayView({ order }: CryptoPayViewProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const submit = useSubmitReference(order.orderNo);
  const payTo = order.payTo;
  if (!payTo) return null;
  const coinAmount = `${payTo.cryptoAmount ?? '--'} ${payTo.currency ?? ''}`.trim();
  return (
    <>
      <div className={styles.hero}>
        <p className={styles.label}>{t('crypto.sendExactly')}</p>
        <div className={styles.amountRow}>
          <span className={styles.amount}>{coinAmount}</span>
          {payTo.cryptoAmount && <CopyButton text={payTo.cryptoAmount} />}
        </div>
        <p className={styles.sub}>
          {t('crypto.worth', { amount: formatMoney(order.amount, sign) })}
          {payTo.network && <span className={styles.network}>{payTo.network}</span>}
        </p>
      </div>
      <p className={styles.warning}>
        <Icon name="info" size={18} />
        <span>
          {t('crypto.networkWarning', {
            network: payTo.network ?? '',
            currency: payTo.currency ?? '',
          })}
        </span>
      </p>
      <Panel title={t('crypto.addressTitle')} icon="crypto">
        {payTo.qrCode && (
          <div className={styles.qr}>
            <img src={payTo.qrCode} alt={t('crypto.qrAlt')} width={168} height={168} />
          </div>
        )}
        <DetailList
          items={[
            ...(payTo.address ? [{ label: t('crypto.address'), identifier: payTo.address }] : []),
            { label: t('crypto.network'), value: payTo.network ?? '--' },
            {
              label: t('crypto.amount'),
              value: coinAmount,
              copy: payTo.cryptoAmount ?? undefined,
              strong: true,
            },
          ]}
        />
      </Panel>
      <Panel title={t('crypto.hashTitle')} icon="ticket">
        <TxHashForm onSubmit={(txHash) => submit({ txHash })} />
      </Panel>
    </>
  );
}
