import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../features/promo/TermsList';
import { useFirstDepositTerms } from '../../../features/promo/useFirstDepositTerms';
import styles from './panel.module.css';

/** The promotion rules: the first-deposit terms and the cashback terms of docs/product.md §8. */
export function RulesTab() {
  const { t } = useTranslation('promo');
  const firstDepositTerms = useFirstDepositTerms();
  return (
    <div className={styles.panel}>
      <TermsList title={t('terms.firstDepositTitle')} items={firstDepositTerms} />
      <TermsList
        title={t('terms.rebateTitle')}
        icon="coins"
        items={[t('terms.rebatePhoneBank'), t('terms.rebateRegion')]}
      />
    </div>
  );
}
