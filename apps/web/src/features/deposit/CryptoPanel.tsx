import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/States';
import { Tabs } from '../../ui/Tabs';
import { ActionBar } from '../wallet/ActionBar';
import { Panel } from '../wallet/Panel';
import { useSubmit } from '../wallet/useSubmit';
import { amountBounds } from './amounts';
import { createRechargeOrder } from './api';
import { AmountPicker } from './AmountPicker';
import { GiftNote } from './GiftNote';
import { openCreatedOrder } from './orderNavigation';
import type { ChargeInfo } from './types';
import { useAmountMessage } from './useAmountMessage';
import styles from './CryptoPanel.module.css';

export interface CryptoPanelProps {
  info: ChargeInfo;
}

/** Crypto deposit: a currency of cryptoConfig and a rupee amount, paid on the gateway's page. */
export function CryptoPanel({ info }: CryptoPanelProps) {
  const { t } = useTranslation('wallet');
  const amountMessage = useAmountMessage();
  const { busy, run } = useSubmit(t('deposit.submitting'));
  const currencies = (info.cryptoConfig ?? []).filter((c) => c.currency);
  const [currency, setCurrency] = useState(currencies[0]?.currency ?? '');
  const [amount, setAmount] = useState('');

  if (currencies.length === 0) return <EmptyState icon="crypto" message={t('deposit.noCrypto')} />;
  const network = currencies.find((c) => c.currency === currency)?.network;

  const handleSubmit = () => {
    // Crypto has no amount list of its own: only an amount is required (no 0–0 bound).
    const message = amountMessage(amount, amountBounds([]));
    if (message) return showToast(message);
    void run(async () => {
      openCreatedOrder(
        await createRechargeOrder({ depositAmount: Number(amount), depositChannel: 4, currency }),
      );
    });
  };

  const items = currencies.map((c) => ({ key: c.currency, label: c.currency }));
  return (
    <>
      <GiftNote gift={info.cryptoGift} />
      <Panel title={t('deposit.cryptoCurrency')} icon="crypto">
        <Tabs variant="pills" items={items} value={currency} onChange={setCurrency} />
        {network && <p className={styles.network}>{t('deposit.cryptoNetwork', { network })}</p>}
      </Panel>
      <Panel title={t('deposit.amount')} icon="coins">
        <AmountPicker amounts={[]} value={amount} onChange={setAmount} />
      </Panel>
      <ActionBar note={t('deposit.cryptoNote')}>
        <Button block disabled={busy} onClick={handleSubmit}>
          {t('deposit.submit')}
        </Button>
      </ActionBar>
    </>
  );
}
