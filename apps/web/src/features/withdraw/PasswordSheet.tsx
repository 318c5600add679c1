import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { isWithdrawPasswordMissing } from './validation';
import { WithdrawPasswordField } from './WithdrawPasswordField';
import styles from './PasswordSheet.module.css';

export interface PasswordSheetProps {
  title: string;
  /** What the password confirms, above the field. */
  children?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onClose: () => void;
  /** Called with the password typed; the sheet stays open until the caller closes it. */
  onConfirm: (withdrawPassword: string) => void;
}

/**
 * The small sheet that asks for the withdrawal password before a change of withdraw accounts.
 * Mount it to open it: each opening starts with an empty field.
 */
export function PasswordSheet(props: PasswordSheetProps) {
  const { title, children, confirmLabel, danger, busy, onClose, onConfirm } = props;
  const { t } = useTranslation('wallet');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isWithdrawPasswordMissing(password)) return setMissing(true);
    onConfirm(password);
  };

  return (
    <Sheet open title={title} onClose={onClose} placement="center">
      <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="password-sheet">
        {children}
        <WithdrawPasswordField
          autoFocus
          value={password}
          onChange={(value) => {
            setPassword(value);
            setMissing(false);
          }}
          error={missing ? t('withdraw.passwordRequired') : null}
        />
        <Button
          type="submit"
          block
          variant={danger ? 'danger' : 'primary'}
          disabled={busy}
          data-testid="password-sheet-confirm"
        >
          {confirmLabel}
        </Button>
      </form>
    </Sheet>
  );
}
