import { useTranslation } from '../../i18n/useTranslation';
import { ActionBar } from '../../features/wallet/ActionBar';
import { Panel } from '../../features/wallet/Panel';
import { StepList, type Step } from '../../features/wallet/StepList';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import type { PageProps } from '../../router/routes';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import styles from './TransferInstructions.module.css';

/** How a transfer deposit works, step by step (docs/product.md §9: credited in 1-5 minutes). */
export default function TransferInstructionsPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  const steps: Step[] = [
    { icon: 'wallet', title: t('guide.step1Title'), text: t('guide.step1Text') },
    { icon: 'bank', title: t('guide.step2Title'), text: t('guide.step2Text') },
    { icon: 'ticket', title: t('guide.step3Title'), text: t('guide.step3Text') },
    { icon: 'check', title: t('guide.step4Title'), text: t('guide.step4Text') },
    { icon: 'clock', title: t('guide.step5Title'), text: t('guide.step5Text') },
  ];
  const tips = [t('guide.tipExact'), t('guide.tipUtr'), t('guide.tipOnce')];
  return (
    <>
      <p className={styles.intro}>{t('guide.intro')}</p>
      <Panel title={t('guide.stepsTitle')} icon="list">
        <StepList steps={steps} />
      </Panel>
      <Panel title={t('guide.tipsTitle')} icon="info">
        <ul className={styles.tips}>
          {tips.map((tip) => (
            <li key={tip}>
              <Icon name="check" size={14} />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </Panel>
      <ActionBar>
        <Button block onClick={() => navigateTo(PATHS.deposit)}>
          {t('guide.depositNow')}
        </Button>
      </ActionBar>
    </>
  );
}
