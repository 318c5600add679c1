import { useTranslation } from 'react-i18next';
import { openPage } from '../../router/navigation';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import type { FaqTopic, FaqTopicId } from './faqTopics';
import styles from './FaqItem.module.css';

export interface FaqItemProps {
  topic: FaqTopic & { id: FaqTopicId };
}

/** One question that opens to its answer (native details: no script, works with a keyboard). */
export function FaqItem({ topic }: FaqItemProps) {
  const { t } = useTranslation('faq');
  const { link } = topic;
  return (
    <details className={styles.item}>
      <summary className={styles.question}>
        <span className={styles.icon}>
          <Icon name={topic.icon} size={18} />
        </span>
        <span className={styles.text}>{t(`topics.${topic.id}.q`)}</span>
        <Icon name="chevron" size={16} className={styles.chevron} />
      </summary>
      <div className={styles.answer}>
        <p>{t(`topics.${topic.id}.a`)}</p>
        {link && (
          <Button size="sm" variant="ghost" onClick={() => openPage(link)}>
            {t('goTo', { page: t(`topics.${topic.id}.page`) })}
            <Icon name="chevron" size={14} />
          </Button>
        )}
      </div>
    </details>
  );
}
