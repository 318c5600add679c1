import type { TBankAccount } from '@khel/contract';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useBankAccountForm } from '../../../../features/bank-account/useBankAccountForm';
import { IFSC_LENGTH } from '../../../../features/bank-account/validation';
import { useWithdrawPasswordGate } from '../../../../features/withdraw/passwordGate';
import { PasswordNotice } from '../../../../features/withdraw/PasswordNotice';
import { PasswordSheet } from '../../../../features/withdraw/PasswordSheet';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/Field';
import { Icon } from '../../../../ui/icons';
import { AccountTypeSwitch } from './AccountTypeSwitch';
import styles from './BankCard.module.css';
import { DefaultSwitch } from './DefaultSwitch';

export interface BankAccountFormViewProps {
  /** The account to edit; none adds one. */
  account?: TBankAccount;
}

const digits = (value: string) => value.replace(/[^\d\s]/g, '');

/** The withdraw account form of docs/product.md §2; Save asks for the withdrawal password. */
export function BankAccountFormView({ account }: BankAccountFormViewProps) {
  const { t } = useTranslation('account');
  const gate = useWithdrawPasswordGate();
  const { form, errors, update, validate, asking, setAsking, busy, handleConfirm } =
    useBankAccountForm(account);
  const message = (key: keyof typeof errors) => {
    const error = errors[key];
    return error ? t(`bank.errors.${error}`) : null;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (validate() && gate.ensure()) setAsking(true);
  };

  return (
    <form className={styles.page} onSubmit={handleSubmit} noValidate data-testid="bank-form">
      {!gate.hasPassword && <PasswordNotice />}
      <p className={styles.intro}>
        <Icon name="shield" size={18} />
        {t('bank.intro')}
      </p>
      <section className={styles.card}>
        <Field
          label={t('bank.holderName')}
          name="holderName"
          autoComplete="name"
          placeholder={t('bank.holderPlaceholder')}
          maxLength={50}
          value={form.holderName}
          error={message('holderName')}
          onChange={(e) => update({ holderName: e.target.value })}
          prefix={<Icon name="user" size={18} />}
        />
        <Field
          label={t('bank.accountNumber')}
          name="accountNumber"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t(account ? 'bank.accountNumberAgain' : 'bank.accountNumberPlaceholder')}
          maxLength={22}
          value={form.accountNumber}
          onChange={(e) => update({ accountNumber: digits(e.target.value) })}
          prefix={<Icon name="card" size={18} />}
        />
        {account && (
          <p className={styles.current}>
            {t('bank.currentNumber', { account: account.accountNumber })}
          </p>
        )}
        <Field
          label={t('bank.confirmAccountNumber')}
          name="confirmAccountNumber"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('bank.confirmAccountNumberPlaceholder')}
          maxLength={22}
          value={form.confirmAccountNumber}
          error={message('accountNumber')}
          onChange={(e) => update({ confirmAccountNumber: digits(e.target.value) })}
          onPaste={(e) => e.preventDefault()}
          prefix={<Icon name="check" size={18} />}
        />
        <Field
          label={t('bank.ifsc')}
          name="ifsc"
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t('bank.ifscPlaceholder')}
          maxLength={IFSC_LENGTH}
          value={form.ifsc}
          error={message('ifsc')}
          onChange={(e) => update({ ifsc: e.target.value.toUpperCase().replace(/\s/g, '') })}
          prefix={<Icon name="bank" size={18} />}
          data-testid="bank-ifsc"
        />
        {!errors.ifsc && <p className={styles.hint}>{t('bank.ifscHint')}</p>}
        <AccountTypeSwitch
          value={form.accountType}
          onChange={(accountType) => update({ accountType })}
        />
        <DefaultSwitch
          checked={form.isDefault}
          locked={account?.isDefault === true}
          onChange={(isDefault) => update({ isDefault })}
        />
      </section>
      <div className={styles.formActions}>
        <Button type="submit" block data-testid="bank-save">
          {t('bank.save')}
        </Button>
      </div>
      {asking && (
        <PasswordSheet
          title={t('bank.passwordTitle')}
          confirmLabel={t('bank.save')}
          busy={busy}
          onClose={() => setAsking(false)}
          onConfirm={(password) => void handleConfirm(password)}
        >
          <p>{t('bank.passwordMessage')}</p>
        </PasswordSheet>
      )}
    </form>
  );
}
