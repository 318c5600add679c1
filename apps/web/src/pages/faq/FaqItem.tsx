import type { TFaqEntry } from '@khel/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { openLink } from '../../router/navigation';
import { Button } from '../../ui/Button';
import { Icon, isIconName } from '../../ui/icons';
import styles from './FaqItem.module.css';

export interface FaqItemProps {
  entry: TFaqEntry;
}

/** One question that opens to its answer (native details: no script, works with a keyboard). */
export function FaqItem({ entry }: FaqItemProps) {
  const { t } = useTranslation('faq');
  const { link } = entry;
  return (
    <details className={styles.item} data-testid="faq-item">
      <summary className={styles.question}>
        <span className={styles.icon}>
          <Icon name={isIconName(entry.icon) ? entry.icon : 'help'} size={18} />
        </span>
        <span className={styles.text}>{entry.question}</span>
        <Icon name="chevron" size={16} className={styles.chevron} />
      </summary>
      <div className={styles.answer}>
        <p>{entry.answer}</p>
        {link && entry.linkLabel && (
          <Button size="sm" variant="ghost" onClick={() => openLink(link)}>
            {t('goTo', { page: entry.linkLabel })}
            <Icon name="chevron" size={14} />
          </Button>
        )}
      </div>
    </details>
  );
}
