import type { TChargeInfo } from '@khel/contract';
import type { TransferCardType } from '@khel/contract/wallet-rules';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/States';
import { Tabs } from '../../ui/Tabs';
import { ActionBar, Panel, useSubmit } from '../wallet';
import { amountBounds } from './amounts';
import { createTransferOrder } from './api';
import { AmountPicker } from './AmountPicker';
import { GiftNote } from './GiftNote';
import {
  PAYMENT_METHOD,
  cardOf,
  defaultTransferAmount,
  parseRechargeItems,
  transferTypes,
} from './transfer';
import { openCreatedOrder } from './orderNavigation';
import { useAmountMessage } from './useAmountMessage';
import { TransferLinks } from './TransferLinks';

export interface TransferPanelProps {
  info: TChargeInfo;
}

/** Transfer deposit: pick IMPS or UPI and an amount, then pay the account the order gives. */
export function TransferPanel({ info }: TransferPanelProps) {
  const { t } = useTranslation('wallet');
  const amountMessage = useAmountMessage();
  const { busy, run } = useSubmit(t('deposit.submitting'));
  const types = transferTypes(info.cards);
  const firstAmount = defaultTransferAmount(info.cards);
  // The default amount is the first IMPS item, else UPI's: start on the method it belongs to.
  const [type, setType] = useState<TransferCardType | undefined>(() =>
    parseRechargeItems(cardOf(info.cards, 'imps')?.rechargeItems).length > 0
      ? 'imps'
      : types.at(-1),
  );
  const [amount, setAmount] = useState(firstAmount === null ? '' : String(firstAmount));

  if (!type) return <EmptyState icon="bank" message={t('deposit.noTransfer')} />;
  const amounts = parseRechargeItems(cardOf(info.cards, type)?.rechargeItems);

  const handleTypeChange = (next: TransferCardType) => {
    setType(next);
    const first = parseRechargeItems(cardOf(info.cards, next)?.rechargeItems)[0];
    setAmount(first === undefined ? '' : String(first));
  };

  const handleSubmit = () => {
    const message = amountMessage(amount, amountBounds(amounts));
    if (message) return showToast(message);
    void run(async () => {
      openCreatedOrder(
        await createTransferOrder({
          depositAmount: Number(amount),
          depositPaymentMethod: PAYMENT_METHOD[type],
        }),
      );
    });
  };

  const methodItems = types.map((key) => ({ key, label: t(`deposit.method.${key}`) }));
  return (
    <>
      {info.transferGiftSwitch === 1 && <GiftNote gift={info.transferGift} />}
      <Panel title={t('deposit.transferMethod')} icon="bank">
        <Tabs variant="pills" items={methodItems} value={type} onChange={handleTypeChange} />
      </Panel>
      <Panel title={t('deposit.amount')} icon="coins">
        <AmountPicker amounts={amounts} value={amount} onChange={setAmount} />
      </Panel>
      <ActionBar note={t('deposit.creditedIn')}>
        <Button block disabled={busy} onClick={handleSubmit}>
          {t('deposit.transferSubmit')}
        </Button>
      </ActionBar>
      <TransferLinks selfService={info.fillOrderSwitch === 1} />
    </>
  );
}
