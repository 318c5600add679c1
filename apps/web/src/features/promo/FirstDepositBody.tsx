import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import styles from './FirstDepositBody.module.css';
import { PromoHero } from './PromoHero';
import { Steps } from './Steps';
import { TermsList } from './TermsList';
import { useFirstDepositTerms } from './useFirstDepositTerms';

/** The first deposit bonus: how it works and its terms (docs/product.md §8). */
export function FirstDepositBody() {
  const { t } = useTranslation('promo');
  const terms = useFirstDepositTerms();
  return (
    <>
      <PromoHero
        title={t('firstDeposit.heroTitle')}
        subtitle={t('firstDeposit.heroDesc')}
        icon="gift"
        tone="gold"
      >
        <p className={styles.hint}>
          <Icon name="info" size={16} />
          {t('firstDeposit.bonusHint')}
        </p>
        <Button variant="accent" block onClick={() => navigateTo(PATHS.deposit)}>
          <Icon name="deposit" size={18} />
          {t('firstDeposit.depositNow')}
        </Button>
      </PromoHero>
      <Steps steps={[t('firstDeposit.step1'), t('firstDeposit.step2'), t('firstDeposit.step3')]} />
      <TermsList title={t('terms.firstDepositTitle')} items={terms} />
    </>
  );
}
