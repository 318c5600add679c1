import type { TBankAccount } from '@khel/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { navigateBack } from '../../router/navigation';
import { useRunAuth } from '../auth';
import { addBankAccount, updateBankAccount } from './api';
import {
  accountNumberError,
  holderError,
  liveIfscError,
  normalizeAccountNumber,
  normalizeIfsc,
  type BankAccountErrorKey,
  type BankAccountForm,
} from './validation';

const blank: BankAccountForm = {
  holderName: '',
  accountNumber: '',
  confirmAccountNumber: '',
  ifsc: '',
  accountType: 'savings',
  isDefault: false,
};

// Only '••••1234' leaves the server, so an edit types the full number again.
const fromAccount = (account: TBankAccount): BankAccountForm => ({
  ...blank,
  holderName: account.holderName,
  ifsc: account.ifsc,
  accountType: account.accountType,
  isDefault: account.isDefault,
});

export type BankFormErrors = Partial<
  Record<'holderName' | 'accountNumber' | 'ifsc', BankAccountErrorKey>
>;

/** Each field's message: the IFSC rule while typing, the rest after the first Save. */
export function bankFormErrors(form: BankAccountForm, submitted: boolean): BankFormErrors {
  const ifsc = liveIfscError(form.ifsc, submitted) ?? undefined;
  if (!submitted) return { ifsc };
  return {
    holderName: holderError(form.holderName) ?? undefined,
    accountNumber: accountNumberError(form.accountNumber, form.confirmAccountNumber) ?? undefined,
    ifsc,
  };
}

/**
 * Add (no account given) or edit a withdraw account. Save checks the form, then `asking` opens
 * the withdrawal password sheet; `handleConfirm` sends the change with the password.
 */
export function useBankAccountForm(account: TBankAccount | undefined) {
  const { t } = useTranslation('account');
  const { runAuth, pending } = useRunAuth();
  const [form, setForm] = useState<BankAccountForm>(() => (account ? fromAccount(account) : blank));
  const [submitted, setSubmitted] = useState(false);
  const [asking, setAsking] = useState(false);
  const errors = bankFormErrors(form, submitted);

  const update = (patch: Partial<BankAccountForm>) =>
    setForm((current) => ({ ...current, ...patch }));

  /** Answers whether the form is ready for the password. */
  const validate = () => {
    setSubmitted(true);
    return Object.values(bankFormErrors(form, true)).every((error) => !error);
  };

  const handleConfirm = async (withdrawPassword: string) => {
    const input = {
      holderName: form.holderName.trim().replace(/\s+/g, ' '),
      accountNumber: normalizeAccountNumber(form.accountNumber),
      confirmAccountNumber: normalizeAccountNumber(form.confirmAccountNumber),
      ifsc: normalizeIfsc(form.ifsc),
      accountType: form.accountType,
      isDefault: form.isDefault,
      withdrawPassword,
    };
    const saved = await runAuth(
      () => (account ? updateBankAccount(account.id, input) : addBankAccount(input)),
      t('bank.saving'),
    );
    if (saved === null) return; // toasted by the HTTP client; the sheet stays for another try
    setAsking(false);
    showToast(t('bank.saved'));
    navigateBack();
  };

  return { form, errors, update, validate, asking, setAsking, busy: pending, handleConfirm };
}
