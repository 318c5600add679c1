import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../../features/bank-account/bankAccounts';
import { useBankAccountForm } from '../../../../features/bank-account/useBankAccountForm';
import { IFSC_LENGTH } from '../../../../features/bank-account/validation';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/Field';
import { Icon } from '../../../../ui/icons';
import { AccountTypeSwitch } from './AccountTypeSwitch';
import styles from './BankCard.module.css';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** The withdraw account form of SPEC.md §2; with an account it edits it and offers Delete. */
export function BankAccountFormView({ account }: { account?: BankAccount }) {
  const { t } = useTranslation('account');
  const { form, update, handleSave, handleDelete } = useBankAccountForm(account);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void handleSave();
  };

  return (
    <form className={styles.page} onSubmit={handleSubmit} noValidate>
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
          onChange={(e) => update({ holderName: e.target.value })}
          prefix={<Icon name="user" size={18} />}
        />
        <Field
          label={t('bank.accountNumber')}
          name="accountNumber"
          inputMode="numeric"
          placeholder={t('bank.accountNumberPlaceholder')}
          maxLength={22}
          value={form.accountNumber}
          onChange={(e) => update({ accountNumber: e.target.value.replace(/[^\d\s]/g, '') })}
          prefix={<Icon name="card" size={18} />}
        />
        <Field
          label={t('bank.confirmAccountNumber')}
          name="confirmAccountNumber"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('bank.confirmAccountNumberPlaceholder')}
          maxLength={22}
          value={form.confirmAccountNumber}
          onChange={(e) => update({ confirmAccountNumber: e.target.value.replace(/[^\d\s]/g, '') })}
          onPaste={(e) => e.preventDefault()}
          prefix={<Icon name="check" size={18} />}
        />
        <Field
          label={t('bank.ifsc')}
          name="ifsc"
          autoCapitalize="characters"
          placeholder={t('bank.ifscPlaceholder')}
          maxLength={IFSC_LENGTH}
          value={form.ifsc}
          onChange={(e) => update({ ifsc: e.target.value.toUpperCase().replace(/\s/g, '') })}
          prefix={<Icon name="bank" size={18} />}
        />
        <p className={styles.hint}>{t('bank.ifscHint')}</p>
        <AccountTypeSwitch
          value={form.accountType}
          onChange={(accountType) => update({ accountType })}
        />
      </section>
      <div className={styles.formActions}>
        <Button type="submit" block data-testid="bank-save">
          {t('bank.save')}
        </Button>
        {account && (
          <Button
            block
            variant="ghost"
            className={styles.deleteButton}
            onClick={() => setConfirmDelete(true)}
          >
            <Icon name="trash" size={18} />
            {t('bank.delete')}
          </Button>
        )}
      </div>
      <DeleteAccountDialog
        account={confirmDelete && account ? account : null}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void handleDelete();
        }}
      />
    </form>
  );
}
