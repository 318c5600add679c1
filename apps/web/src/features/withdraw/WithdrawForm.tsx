import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { redirectTo } from '../../router/navigation';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { ActionBar } from '../wallet/ActionBar';
import { Panel } from '../wallet/Panel';
import { useCurrencySign } from '../../stores/app';
import { useSubmit } from '../wallet/useSubmit';
import { applyWithdraw } from './api';
import { BankAccountCard } from './BankAccountCard';
import type { BankAccount } from './types';
import { validateWithdrawAmount } from './validation';
import { WithdrawConfirmSheet } from './WithdrawConfirmSheet';
import { WithdrawLimits, type WithdrawLimitValues } from './WithdrawLimits';

export interface WithdrawFormProps {
  account: BankAccount | null;
  limits: WithdrawLimitValues;
}

/** Account, amount and limits, then the confirmation popup with the withdrawal password. */
export function WithdrawForm({ account, limits }: WithdrawFormProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const { busy, run } = useSubmit(t('withdraw.submitting'));
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);

  const handleWithdraw = () => {
    const error = validateWithdrawAmount(amount, limits.wagerLeftRupees);
    if (error?.code === 'amountRequired') return showToast(t('withdraw.amountRequired'));
    if (error?.code === 'wagerLeft')
      return showToast(t('withdraw.wagerLeft', { amount: error.amount }));
    if (!account) return showToast(t('withdraw.accountRequired'));
    setConfirming(true);
  };

  const handleConfirm = (withdrawPassword: string) => {
    if (!account) return;
    void run(async () => {
      await applyWithdraw({ amount: Number(amount), bankAccountId: account.id, withdrawPassword });
      setConfirming(false);
      redirectTo(`/pages/wallet/WithdrawWait?amount=${encodeURIComponent(amount)}`);
    });
  };

  return (
    <>
      <Panel title={t('withdraw.account')} icon="bank">
        <BankAccountCard account={account} />
      </Panel>
      <Panel title={t('withdraw.amount')} icon="coins">
        <Field
          name="withdrawAmount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('withdraw.amountPlaceholder')}
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
          prefix={<strong>{sign}</strong>}
        />
      </Panel>
      <Panel title={t('withdraw.limits')} icon="shield">
        <WithdrawLimits limits={limits} />
      </Panel>
      <ActionBar
        note={
          <>
            <Icon name="clock" size={14} />
            {t('withdraw.arrivalNote')}
          </>
        }
      >
        <Button block disabled={busy} onClick={handleWithdraw}>
          {t('withdraw.submit')}
        </Button>
      </ActionBar>
      {confirming && account && (
        <WithdrawConfirmSheet
          open
          account={account}
          preview={{}}
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={handleConfirm}
        />
      )}
    </>
  );
}
