import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import styles from './DeleteMailDialog.module.css';

export interface DeleteMailDialogProps {
  open: boolean;
  /** What is about to be deleted, as the question to confirm. */
  text: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks once more before messages are deleted for good. */
export function DeleteMailDialog({ open, text, busy, onCancel, onConfirm }: DeleteMailDialogProps) {
  const { t } = useTranslation(['mail', 'common']);
  return (
    <Sheet open={open} title={t('deleteTitle')} onClose={onCancel} placement="center">
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button variant="ghost" block onClick={onCancel}>
          {t('common:action.cancel')}
        </Button>
        <Button
          variant="danger"
          block
          disabled={busy}
          onClick={onConfirm}
          data-testid="mail-delete-confirm"
        >
          {t('common:action.delete')}
        </Button>
      </div>
    </Sheet>
  );
}
