import type { RealityCheckAnswer, TPlaySession } from '@khel/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { useWrite } from '../../api/useWrite';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { useMoneyText } from '../../ui/Money';
import { endLocalSession } from '../session';
import { sendRealityCheckAnswer } from './api';
import { playClock } from './usePlayClock';
import { useDurationText } from './useDurationText';
import { PlayDialog } from './PlayDialog';
import styles from './RealityCheckDialog.module.css';

export interface RealityCheckDialogProps {
  session: TPlaySession;
}

/**
 * The reality check (docs/product.md, Responsible gaming): time played and the net result since
 * login, then 'continue' (the next check an interval on) or 'stop' (the session ends).
 */
export function RealityCheckDialog({ session }: RealityCheckDialogProps) {
  const { t } = useTranslation('play');
  const money = useMoneyText();
  const duration = useDurationText();
  const write = useWrite((answer: RealityCheckAnswer) =>
    sendRealityCheckAnswer(answer, t('realityCheck.notSent')),
  );

  const handleContinue = async () => {
    const result = await write.run('continue');
    if (result.ok && result.data.session) playClock.accept(result.data.session);
  };
  const handleStop = async () => {
    const result = await write.run('stop');
    if (!result.ok) return;
    showToast(t('stopped'), 3000);
    endLocalSession();
  };

  const net = session.netResult;
  const netText = net === 0 ? money(0) : `${net > 0 ? '+' : '−'}${money(Math.abs(net))}`;
  const tone = net > 0 ? styles.won : net < 0 ? styles.lost : '';
  return (
    <PlayDialog
      title={t('realityCheck.title')}
      icon="clock"
      testId="reality-check"
      actions={
        <>
          <Button block disabled={write.pending} onClick={() => void handleContinue()}>
            {t('realityCheck.continue')}
          </Button>
          <Button block variant="ghost" disabled={write.pending} onClick={() => void handleStop()}>
            {t('realityCheck.stop')}
          </Button>
        </>
      }
    >
      <p className={styles.lead}>
        {t('realityCheck.played', { duration: duration(session.playedSeconds) })}
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('realityCheck.timePlayed')}</dt>
          <dd data-testid="reality-check-time">{duration(session.playedSeconds)}</dd>
        </div>
        <div>
          <dt>{t('realityCheck.netResult')}</dt>
          <dd className={tone} data-testid="reality-check-net">
            {netText}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        {t('realityCheck.next', { duration: duration(session.realityCheckMinutes * 60) })}
      </p>
    </PlayDialog>
  );
}
