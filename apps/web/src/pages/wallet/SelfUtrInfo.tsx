import { useTranslation } from 'react-i18next';
import { submitUtr } from '../../features/deposit/api';
import {
  SELF_UTR_HANDLED_HOURS,
  SELF_UTR_MAX_PERCENT,
  SELF_UTR_STEP_HOURS,
  SELF_UTR_STEP_PERCENT,
} from '../../features/deposit/selfUtr';
import { SelfUtrTable } from '../../features/deposit/SelfUtrTable';
import { UtrForm } from '../../features/deposit/UtrForm';
import { Panel } from '../../features/wallet/Panel';
import { navigateTo } from '../../router/navigation';
import type { PageProps } from '../../router/routes';
import { isLoggedIn, useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import styles from './SelfUtrInfo.module.css';

/** Self-service UTR (SPEC.md §9): how it works, the waiting bonus, and the UTR form. */
export default function SelfUtrInfoPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  const loggedIn = useSession(isLoggedIn);
  const rules = [
    t('selfUtr.ruleHandled', SELF_UTR_HANDLED_HOURS),
    t('selfUtr.ruleBonus', { percent: SELF_UTR_STEP_PERCENT, hours: SELF_UTR_STEP_HOURS }),
    t('selfUtr.ruleCap', { percent: SELF_UTR_MAX_PERCENT }),
  ];
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
      <Panel title={t('selfUtr.formTitle')} icon="ticket">
        {loggedIn ? (
          <UtrForm onSubmit={(utr) => submitUtr({ utr }).then(() => undefined)} />
        ) : (
          <Button block onClick={() => navigateTo('/pages/Login/Login')}>
            {t('selfUtr.loginToSubmit')}
          </Button>
        )}
      </Panel>
    </>
  );
}
