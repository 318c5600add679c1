import { useTranslation } from '../../../i18n/useTranslation';
import { TermsList } from '../../../features/promo/TermsList';
import { useFirstDepositTerms } from '../../../features/promo/useFirstDepositTerms';
import { usePromoList } from '../../../features/promo/usePromotions';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/States';
import styles from './panel.module.css';

/**
 * The promotion rules: each running campaign's own rules (operator text), then the standing terms
 * of docs/product.md §8 — the first-deposit terms with the campaign's real wager multiple, and the
 * cashback terms — for the campaigns that run.
 */
export function RulesTab() {
  const { t } = useTranslation('promo');
  const promotions = usePromoList();
  const list = promotions.data?.list ?? [];
  const firstDeposit = list.find((c) => c.kind === 'first_deposit');
  const firstDepositTerms = useFirstDepositTerms(firstDeposit?.wagerMultiple);

  if (promotions.isPending) return <Skeleton height="12rem" />;
  if (promotions.isError) {
    return (
      <ErrorState
        message={t('list.loadFailed')}
        error={promotions.error}
        onRetry={() => void promotions.refetch()}
      />
    );
  }
  const withRules = list.filter((c) => c.rules.trim() !== '');
  if (withRules.length === 0) return <EmptyState icon="list" message={t('list.empty')} />;
  return (
    <div className={styles.panel}>
      {withRules.map((campaign) => (
        <TermsList
          key={campaign.id}
          title={campaign.title}
          icon="gift"
          items={campaign.rules.split('\n').filter((line) => line.trim() !== '')}
        />
      ))}
      {firstDeposit && <TermsList title={t('terms.firstDepositTitle')} items={firstDepositTerms} />}
      {list.some((c) => c.kind === 'deposit_cashback') && (
        <TermsList
          title={t('terms.rebateTitle')}
          icon="coins"
          items={[t('terms.rebatePhoneBank'), t('terms.rebateRegion')]}
        />
      )}
    </div>
  );
}
