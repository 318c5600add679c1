import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import styles from './DeleteMailDialog.module.css';

export interface DeleteMailDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks once more before messages are deleted for good. */
export function DeleteMailDialog({
  open,
  count,
  busy,
  onCancel,
  onConfirm,
}: DeleteMailDialogProps) {
  const { t } = useTranslation(['mail', 'common']);
  return (
    <Sheet open={open} title={t('deleteTitle')} onClose={onCancel} placement="center">
      <p className={styles.text}>{t('deleteConfirm', { count })}</p>
      <div className={styles.actions}>
        <Button variant="ghost" block onClick={onCancel}>
          {t('common:action.cancel')}
        </Button>
        <Button variant="danger" block disabled={busy} onClick={onConfirm}>
          {t('common:action.delete')}
        </Button>
      </div>
    </Sheet>
  );
}
