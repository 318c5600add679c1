import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { CheckMark } from './CheckMark';
import styles from './MailDeleteBar.module.css';

export interface MailDeleteBarProps {
  count: number;
  allSelected: boolean;
  disabled: boolean;
  /** Read messages loaded: 'Delete read' deletes every read one, loaded or not. */
  readCount: number;
  onToggleAll: () => void;
  onDelete: () => void;
  onDeleteRead: () => void;
}

/** The bar of delete mode: select all, and delete what is ticked. */
export function MailDeleteBar({
  count,
  allSelected,
  disabled,
  readCount,
  onToggleAll,
  onDelete,
  onDeleteRead,
}: MailDeleteBarProps) {
  const { t } = useTranslation('mail');
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.all}
        aria-pressed={allSelected}
        disabled={disabled}
        onClick={onToggleAll}
      >
        <CheckMark checked={allSelected} />
        {t('selectAll')}
      </button>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" disabled={readCount === 0} onClick={onDeleteRead}>
          {t('deleteRead')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={count === 0}
          onClick={onDelete}
          data-testid="mail-delete"
        >
          <Icon name="trash" size={16} />
          {t('deleteSelected', { count })}
        </Button>
      </div>
    </div>
  );
}
