import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { navigateBack } from '../../router/navigation';
import { runAuth } from '../auth/runAuth';
import { deleteBankAccount, saveBankAccount, type BankAccount } from './bankAccounts';
import {
  bankAccountError,
  normalizeAccountNumber,
  normalizeIfsc,
  type BankAccountForm,
} from './validation';

const blank: BankAccountForm = {
  holderName: '',
  accountNumber: '',
  confirmAccountNumber: '',
  ifsc: '',
  accountType: 'savings',
};

const fromAccount = (account: BankAccount): BankAccountForm => ({
  holderName: account.holderName,
  accountNumber: account.accountNumber,
  confirmAccountNumber: account.accountNumber,
  ifsc: account.ifsc,
  accountType: account.accountType,
});

/** Add (no account given) or edit a withdraw account; edit can also delete it. */
export function useBankAccountForm(account: BankAccount | undefined) {
  const { t } = useTranslation('account');
  const [form, setForm] = useState<BankAccountForm>(() => (account ? fromAccount(account) : blank));

  const update = (patch: Partial<BankAccountForm>) =>
    setForm((current) => ({ ...current, ...patch }));

  const handleSave = async () => {
    const error = bankAccountError(form);
    if (error) return showToast(t(`bank.errors.${error}`));
    const input = {
      holderName: form.holderName.trim().replace(/\s+/g, ' '),
      accountNumber: normalizeAccountNumber(form.accountNumber),
      ifsc: normalizeIfsc(form.ifsc),
      accountType: form.accountType,
    };
    const saved = await runAuth(() => saveBankAccount(input, account?.id), t('bank.saving'));
    if (saved === null) return;
    showToast(t('bank.saved'));
    navigateBack();
  };

  const handleDelete = async () => {
    if (!account) return;
    const deleted = await runAuth(() => deleteBankAccount(account.id), t('bank.deleting'));
    if (deleted === null) return;
    showToast(t('bank.deleted'));
    navigateBack();
  };

  return { form, update, handleSave, handleDelete };
}
