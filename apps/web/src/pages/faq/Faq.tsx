import { useTranslation } from '../../i18n/useTranslation';
import { useFaq } from '../../features/faq';
import { useCurrentLanguage } from '../../features/language/useCurrentLanguage';
import type { PageProps } from '../../router/routes';
import { Icon } from '../../ui/icons';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States';
import { FaqItem } from './FaqItem';
import { ServiceCard } from './ServiceCard';
import styles from './Faq.module.css';

const SKELETON_ROWS = 6;

/** The questions the server keeps per language (operator-edited), then customer service. */
function FaqList() {
  const { t } = useTranslation('faq');
  const faq = useFaq(useCurrentLanguage());
  if (faq.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} height="3.25rem" radius="var(--radius)" />
        ))}
      </div>
    );
  }
  if (faq.isError) {
    return (
      <ErrorState message={t('loadFailed')} error={faq.error} onRetry={() => void faq.refetch()} />
    );
  }
  if (faq.data.list.length === 0) return <EmptyState icon="help" message={t('empty')} />;
  return (
    <section className={styles.list} aria-label={t('listLabel')}>
      {faq.data.list.map((entry) => (
        <FaqItem key={entry.key} entry={entry} />
      ))}
    </section>
  );
}

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
      <FaqList />
      <ServiceCard />
    </div>
  );
}
