import { SELF_UTR_RULES } from '@khel/contract/wallet-rules';
import { useTranslation } from '../../i18n/useTranslation';
import { useChargeInfo } from '../../features/deposit/api';
import { SelfUtrForm } from '../../features/deposit/SelfUtrForm';
import { SelfUtrTable } from '../../features/deposit/SelfUtrTable';
import { Panel } from '../../features/wallet/Panel';
import { RecordSkeleton } from '../../features/wallet/RecordSkeleton';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import type { PageProps } from '../../router/routes';
import { isLoggedIn, useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { EmptyState, ErrorState } from '../../ui/States';
import styles from './SelfUtrInfo.module.css';

/** The rule and the waiting-bonus table (docs/product.md §9; the contract's SELF_UTR_RULES). */
function SelfUtrRules() {
  const { t } = useTranslation('wallet');
  const rules = [
    t('selfUtr.ruleHandled', SELF_UTR_RULES.handledHours),
    t('selfUtr.ruleBonus', {
      percent: SELF_UTR_RULES.stepPercent,
      hours: SELF_UTR_RULES.stepHours,
    }),
    t('selfUtr.ruleCap', { percent: SELF_UTR_RULES.maxPercent }),
  ];
  return (
    <>
      <Panel title={t('selfUtr.howTitle')} icon="info">
        <ul className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Panel>
      <Panel title={t('selfUtr.tableTitle')} icon="clock">
        <SelfUtrTable />
      </Panel>
    </>
  );
}

/** The UTR form and the rule, when the operator offers self-service UTR (fillOrderSwitch). */
function SelfUtrBody() {
  const { t } = useTranslation('wallet');
  const chargeInfo = useChargeInfo();
  if (chargeInfo.isPending) return <RecordSkeleton rows={3} />;
  if (chargeInfo.isError) {
    return (
      <ErrorState
        message={t('deposit.loadFailed')}
        error={chargeInfo.error}
        onRetry={() => void chargeInfo.refetch()}
      />
    );
  }
  if (chargeInfo.data.fillOrderSwitch !== 1) {
    return <EmptyState icon="ticket" message={t('selfUtr.unavailable')} />;
  }
  return (
    <>
      <Panel title={t('selfUtr.formTitle')} icon="ticket">
        <SelfUtrForm />
      </Panel>
      <SelfUtrRules />
    </>
  );
}

/** Self-service UTR (docs/product.md §9): a deposit not credited, claimed by its UTR and amount. */
export default function SelfUtrInfoPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  const loggedIn = useSession(isLoggedIn);
  return (
    <>
      <div className={styles.hero}>
        <span className={styles.icon}>
          <Icon name="ticket" size={26} />
        </span>
        <div>
          <p className={styles.title}>{t('selfUtr.heroTitle')}</p>
          <p className={styles.text}>{t('selfUtr.heroText')}</p>
        </div>
      </div>
      {loggedIn ? (
        <SelfUtrBody />
      ) : (
        <div className={styles.login}>
          <Button block onClick={() => navigateTo(PATHS.login)}>
            {t('selfUtr.loginToSubmit')}
          </Button>
        </div>
      )}
    </>
  );
}
