import type { TChargeInfo } from '@khel/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { useCurrencySign } from '../../stores/app';
import { Button } from '../../ui/Button';
import { formatMoney } from '../../ui/Money';
import { EmptyState } from '../../ui/States';
import { Tabs } from '../../ui/Tabs';
import { ActionBar, DetailList, Panel, useSubmit } from '../wallet';
import { parseAmount } from './amounts';
import { createRechargeOrder } from './api';
import { AmountPicker } from './AmountPicker';
import { cryptoCurrencies, cryptoEstimate } from './crypto';
import { GiftNote } from './GiftNote';
import { openCreatedOrder } from './orderNavigation';
import { useAmountMessage } from './useAmountMessage';
import styles from './CryptoPanel.module.css';

export interface CryptoPanelProps {
  info: TChargeInfo;
}

/**
 * Crypto deposit: a currency of cryptoConfig (network, rate, limits shown) and a rupee amount;
 * the order's page then shows the address, its QR and the exact coin amount to send.
 */
export function CryptoPanel({ info }: CryptoPanelProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const amountMessage = useAmountMessage();
  const { busy, run } = useSubmit(t('deposit.submitting'));
  const currencies = cryptoCurrencies(info.cryptoConfig);
  const [currency, setCurrency] = useState(currencies[0]?.currency ?? '');
  const [amount, setAmount] = useState('');

  const selected = currencies.find((c) => c.currency === currency) ?? currencies[0];
  if (!selected) return <EmptyState icon="crypto" message={t('deposit.noCrypto')} />;
  const bounds = { min: selected.minAmount, max: selected.maxAmount };
  const estimate = cryptoEstimate(parseAmount(amount), selected.rate);

  const handleSubmit = () => {
    const message = amountMessage(amount, bounds);
    if (message) return showToast(message);
    void run(async () => {
      openCreatedOrder(
        await createRechargeOrder({
          depositAmount: Number(amount),
          depositChannel: 4,
          currency: selected.currency,
        }),
      );
    });
  };

  const items = currencies.map((c) => ({ key: c.currency, label: c.currency }));
  return (
    <>
      <GiftNote gift={info.cryptoGift} />
      <Panel title={t('deposit.cryptoCurrency')} icon="crypto">
        <Tabs variant="pills" items={items} value={selected.currency} onChange={setCurrency} />
        <div className={styles.details}>
          <DetailList
            items={[
              { label: t('deposit.cryptoNetworkLabel'), value: selected.network },
              {
                label: t('deposit.cryptoRate'),
                value: `1 ${selected.currency} = ${formatMoney(selected.rate, sign)}`,
              },
              {
                label: t('deposit.cryptoLimits'),
                value: `${formatMoney(bounds.min, sign)} - ${formatMoney(bounds.max, sign)}`,
              },
            ]}
          />
        </div>
      </Panel>
      <Panel title={t('deposit.amount')} icon="coins">
        <AmountPicker amounts={[]} value={amount} onChange={setAmount} bounds={bounds} />
        {estimate && (
          <p className={styles.estimate}>
            {t('deposit.cryptoEstimate', { amount: `${estimate} ${selected.currency}` })}
          </p>
        )}
      </Panel>
      <ActionBar note={t('deposit.cryptoNote')}>
        <Button block disabled={busy} onClick={handleSubmit}>
          {t('deposit.submit')}
        </Button>
      </ActionBar>
    </>
  );
}
