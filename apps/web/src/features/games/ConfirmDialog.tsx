import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A centred yes/no question; Cancel, the × and the backdrop all close it. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} title={title} onClose={onClose} placement="center">
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose}>
          {t('action.cancel')}
        </Button>
        <Button
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirmLabel ?? t('action.confirm')}
        </Button>
      </div>
    </Sheet>
  );
}
