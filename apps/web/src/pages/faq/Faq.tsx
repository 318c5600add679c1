import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../router/routes';
import { Icon } from '../../ui/icons';
import { FaqItem } from './FaqItem';
import { FAQ_TOPICS } from './faqTopics';
import { ServiceCard } from './ServiceCard';
import styles from './Faq.module.css';

export default function FaqPage(_props: PageProps) {
  const { t } = useTranslation('faq');
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.heroIcon}>
          <Icon name="help" size={28} />
        </span>
        <div>
          <h2 className={styles.heroTitle}>{t('heroTitle')}</h2>
          <p className={styles.heroText}>{t('heroText')}</p>
        </div>
      </header>
      <section className={styles.list} aria-label={t('listLabel')}>
        {FAQ_TOPICS.map((topic) => (
          <FaqItem key={topic.id} topic={topic} />
        ))}
      </section>
      <ServiceCard />
    </div>
  );
}
