import { useTranslation } from '../../i18n/useTranslation';
import { PromoSection } from './PromoSection';
import styles from './Steps.module.css';

export interface StepsProps {
  steps: string[];
}

/** "How it works": numbered steps joined by a line. */
export function Steps({ steps }: StepsProps) {
  const { t } = useTranslation('promo');
  return (
    <PromoSection title={t('steps.title')} icon="list">
      <ol className={styles.steps}>
        {steps.map((step, i) => (
          <li key={step} className={styles.step}>
            <span className={styles.number}>{i + 1}</span>
            <span className={styles.text}>{step}</span>
          </li>
        ))}
      </ol>
    </PromoSection>
  );
}
