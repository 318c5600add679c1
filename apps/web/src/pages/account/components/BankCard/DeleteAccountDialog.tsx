import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../../features/bank-account/bankAccounts';
import { Button } from '../../../../ui/Button';
import { Sheet } from '../../../../ui/Sheet';
import styles from './BankCard.module.css';

export interface DeleteAccountDialogProps {
  /** The account to delete; null keeps the dialog closed. */
  account: BankAccount | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a withdraw account is deleted. */
export function DeleteAccountDialog({ account, onCancel, onConfirm }: DeleteAccountDialogProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  return (
    <Sheet
      open={account !== null}
      title={t('bank.deleteTitle')}
      placement="center"
      onClose={onCancel}
    >
      <p className={styles.dialogText}>
        {t('bank.deleteMessage', { last4: account?.accountNumber.slice(-4) ?? '' })}
      </p>
      <div className={styles.dialogActions}>
        <Button block variant="ghost" onClick={onCancel}>
          {tc('action.cancel')}
        </Button>
        <Button block variant="danger" onClick={onConfirm} data-testid="bank-delete-confirm">
          {tc('action.delete')}
        </Button>
      </div>
    </Sheet>
  );
}
