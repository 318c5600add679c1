import type { WithdrawStatus } from '@khel/contract/wallet-rules';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon, type IconName } from '../../ui/icons';
import { waitSteps, type WaitStepState } from './waitSteps';
import styles from './WaitTimeline.module.css';

const ICON: Record<WaitStepState, IconName> = {
  done: 'check',
  active: 'clock',
  todo: 'bank',
  stopped: 'close',
};

/** Where the withdrawal is: submitted, in review or processing, arrived (or where it stopped). */
export function WaitTimeline({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation('wallet');
  return (
    <ul className={styles.timeline}>
      {waitSteps(status).map((step) => (
        <li key={step.key} className={styles[step.state]}>
          <Icon name={ICON[step.state]} size={16} />
          {t(`wait.step.${step.key}`)}
        </li>
      ))}
    </ul>
  );
}
