import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import { copyWithToast } from '../../lib/clipboard';
import styles from './CopyButton.module.css';

export interface CopyButtonProps {
  text: string;
}

/** A small copy chip; toasts 'Copied' or asks the player to copy by hand. */
export function CopyButton({ text }: CopyButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.copy} onClick={() => void copyWithToast(text)}>
      <Icon name="copy" size={14} />
      {t('action.copy')}
    </button>
  );
}
