import type { TBankAccount, TWithdrawInfo, TWithdrawPreview } from '@khel/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { navigateTo, redirectTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { useMoneyText } from '../../ui/Money';
import { useCurrencySign } from '../../stores/app';
import { ActionBar, Panel, useSubmit } from '../wallet';
import { AccountPicker } from './AccountPicker';
import { applyWithdraw, previewWithdraw } from './api';
import { useWithdrawPasswordGate } from './passwordGate';
import { checkWithdrawAmount, maxWithdrawable, sanitizeAmountInput } from './validation';
import { WithdrawConfirmSheet } from './WithdrawConfirmSheet';
import { WithdrawLimits } from './WithdrawLimits';
import styles from './WithdrawForm.module.css';

export interface WithdrawFormProps {
  info: TWithdrawInfo;
  accounts: TBankAccount[];
}

/**
 * Account, amount and limits; Withdraw asks /withdraw/preview (whose refusals, such as 'You
 * still have … rupees left to bet in the game', the HTTP client toasts), then the confirmation
 * popup sends /withdraw/apply with the preview's order number and the password.
 */
export function WithdrawForm({ info, accounts }: WithdrawFormProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const money = useMoneyText();
  const gate = useWithdrawPasswordGate(info.hasWithdrawPassword);
  const { busy, run } = useSubmit(t('withdraw.submitting'));
  const [amount, setAmount] = useState('');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [preview, setPreview] = useState<TWithdrawPreview | null>(null);
  // The list comes default first; a choice that was deleted meanwhile falls back to it.
  const account = accounts.find((a) => a.id === chosenId) ?? accounts[0] ?? null;

  const handleWithdraw = () => {
    const check = checkWithdrawAmount(amount, info);
    if (!check.ok) {
      if (check.code === 'outOfRange')
        return showToast(t('withdraw.outOfRange', { min: check.min, max: check.max }));
      return showToast(t(`withdraw.${check.code}`));
    }
    if (!account) return showToast(t('withdraw.accountRequired'));
    if (!gate.ensure()) return;
    void run(async () => {
      setPreview(await previewWithdraw({ amount: check.amount, bankAccountId: account.id }));
    });
  };

  const handleConfirm = (withdrawPassword: string) => {
    if (!preview) return;
    void run(async () => {
      const order = await applyWithdraw({
        orderNo: preview.orderNo,
        amount: preview.amount,
        bankAccountId: preview.bankAccount.id,
        withdrawPassword,
      });
      setPreview(null);
      redirectTo(PATHS.withdrawWait, { orderNo: order.orderNo });
    });
  };

  return (
    <>
      <Panel
        title={t('withdraw.account')}
        icon="bank"
        aside={
          accounts.length > 0 && (
            <button
              type="button"
              className={styles.link}
              onClick={() => navigateTo(PATHS.bankCardList)}
            >
              {t('withdraw.manageAccounts')}
            </button>
          )
        }
      >
        <AccountPicker
          accounts={accounts}
          selectedId={account?.id ?? null}
          onSelect={setChosenId}
        />
      </Panel>
      <Panel title={t('withdraw.amount')} icon="coins">
        <Field
          name="withdrawAmount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('withdraw.amountPlaceholder')}
          value={amount}
          onChange={(e) => setAmount(sanitizeAmountInput(e.target.value))}
          prefix={<strong>{sign}</strong>}
          suffix={
            <button
              type="button"
              className={styles.link}
              onClick={() => setAmount(String(maxWithdrawable(info)))}
            >
              {t('withdraw.all')}
            </button>
          }
          data-testid="withdraw-amount"
        />
        <p className={styles.bounds}>
          <span>{t('withdraw.min', { amount: money(info.minAmount) })}</span>
          <span>{t('withdraw.max', { amount: money(info.maxAmount) })}</span>
        </p>
        {info.feeRate > 0 && (
          <p className={styles.fee}>
            {t('withdraw.feeNote', { rate: +(info.feeRate * 100).toFixed(2) })}
          </p>
        )}
      </Panel>
      <Panel title={t('withdraw.limits')} icon="shield">
        <WithdrawLimits info={info} />
      </Panel>
      <ActionBar
        note={
          <>
            <Icon name="clock" size={14} />
            {t('withdraw.arrivalNote')}
          </>
        }
      >
        <Button block disabled={busy} onClick={handleWithdraw} data-testid="withdraw-submit">
          {t('withdraw.submit')}
        </Button>
      </ActionBar>
      {preview && (
        <WithdrawConfirmSheet
          preview={preview}
          busy={busy}
          onClose={() => setPreview(null)}
          onConfirm={handleConfirm}
        />
      )}
    </>
  );
}
