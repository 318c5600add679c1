import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/States';
import styles from './AuthFields.module.css';

export interface SendCodeButtonProps {
  seconds: number;
  sending: boolean;
  onSend: () => void;
}

export function SendCodeButton({ seconds, sending, onSend }: SendCodeButtonProps) {
  const { t } = useTranslation('login');
  const waiting = seconds > 0;
  return (
    <button
      type="button"
      className={styles.sendCode}
      onClick={onSend}
      disabled={sending || waiting}
      data-testid="send-code"
    >
      {sending ? <Spinner size={16} /> : waiting ? t('otp.resendIn', { seconds }) : t('otp.send')}
    </button>
  );
}
