import type { TChargeInfo } from '@khel/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { ActionBar, Panel, useSubmit } from '../wallet';
import { usePlayerPrefix } from '../session';
import {
  activeAmountList,
  amountBounds,
  closestAmount,
  hasBonusEvent,
  parseAmount,
} from './amounts';
import { createRechargeOrder } from './api';
import { AmountPicker } from './AmountPicker';
import { BonusEventPicker } from './BonusEventPicker';
import { MethodList } from './MethodList';
import { methodsFor } from './methods';
import { openCreatedOrder } from './orderNavigation';
import { giftBadge } from './tabs';
import { useMoneyText } from '../../ui/Money';
import { useAmountMessage } from './useAmountMessage';

export interface OnlinePanelProps {
  info: TChargeInfo;
}

const amountText = (list: number[], target: number) => String(closestAmount(list, target) ?? '');

/** Online payment: bonus event, amount, channel, then the gateway's pay page. */
export function OnlinePanel({ info }: OnlinePanelProps) {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  // docs/product.md §4 '+91 users': the player's bound phone prefix, else the market's (as the guard).
  const prefix = usePlayerPrefix();
  const amountMessage = useAmountMessage();
  const { busy, run } = useSubmit(t('deposit.submitting'));
  const [bonusEvent, setBonusEvent] = useState(false);
  const [amount, setAmount] = useState(() => amountText(info.typeA.amountList, info.defaultIndex));
  // The player's own pick; cleared on every amount change so the +91 rule picks again.
  const [pickedType, setPickedType] = useState<number | null>(null);

  const amounts = activeAmountList(info, bonusEvent);
  const bounds = amountBounds(amounts);
  const { methods, selected: ruleSelected } = useMemo(
    () => methodsFor(prefix, info.rechargeTypeList, parseAmount(amount), info.rechargeTypeLimit),
    [prefix, info.rechargeTypeList, info.rechargeTypeLimit, amount],
  );
  const picked = methods.find((m) => m.type === pickedType && !m.disable);
  const selected = picked ?? ruleSelected;

  const handleAmountChange = (text: string) => {
    setAmount(text);
    setPickedType(null);
  };
  const handleBonusChange = (joined: boolean) => {
    setBonusEvent(joined);
    handleAmountChange(amountText(activeAmountList(info, joined), info.defaultIndex));
  };

  const handleSubmit = () => {
    const message = amountMessage(amount, bounds);
    if (message) return showToast(message);
    if (!selected) return showToast(t('deposit.channelRequired'));
    void run(async () => {
      const order = await createRechargeOrder({
        depositAmount: Number(amount),
        depositChannel: 1,
        depositMethod: selected.type,
        depositMethodName: selected.name,
        bonusEvent,
      });
      openCreatedOrder(order);
    });
  };

  const offer = info.bonusEventOffer;
  const offerText = !offer
    ? null
    : offer.refusal === 'phone'
      ? t('deposit.offerPhone')
      : offer.kind === 'first_deposit'
        ? t('deposit.offerFirst', {
            percent: offer.percent,
            cap: offer.cap === null ? '--' : money(offer.cap),
            times: offer.wagerMultiple,
          })
        : t('deposit.offerGift', { percent: offer.percent, times: offer.wagerMultiple });

  return (
    <>
      {hasBonusEvent(info) && (
        <Panel title={t('deposit.bonusEvent')} icon="gift">
          <BonusEventPicker
            joined={bonusEvent}
            gift={giftBadge(info.typeB.gift)}
            offer={offerText}
            onChange={handleBonusChange}
          />
        </Panel>
      )}
      <Panel title={t('deposit.amount')} icon="coins">
        <AmountPicker
          amounts={amounts}
          value={amount}
          onChange={handleAmountChange}
          bounds={bounds}
        />
      </Panel>
      <Panel title={t('deposit.channel')} icon="card">
        <MethodList
          methods={methods}
          selected={selected}
          onSelect={(method) => setPickedType(method.type)}
          bounds={bounds}
        />
      </Panel>
      <ActionBar note={t('deposit.creditedIn')}>
        <Button block disabled={busy} onClick={handleSubmit}>
          {t('deposit.submit')}
        </Button>
      </ActionBar>
    </>
  );
}
