import type { TProtectionInfoResponse } from '@khel/contract';
import { SELF_EXCLUSION_MONTH_CHOICES, TIMEOUT_DAY_CHOICES } from '@khel/contract/constants';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { usePlatformClock } from '../clock';
import { useAskReturn, useExclude, type ExcludeChoice } from './api';
import styles from './Protection.module.css';

/** When a choice made now would end (the server counts from its own clock, the same way). */
export function endOf(choice: ExcludeChoice, now: Date): Date | null {
  const end = new Date(now);
  if (choice.kind === 'timeout') end.setUTCDate(end.getUTCDate() + choice.days);
  else if (choice.months === null) return null;
  else end.setUTCMonth(end.getUTCMonth() + choice.months);
  return end;
}

export interface ExclusionCardProps {
  exclusion: TProtectionInfoResponse['exclusion'];
  /** After a time-out or self-exclusion started: the server has ended every session. */
  onExcluded: () => void;
}

/** The time-out and self-exclusion in force, or the two ways to start one. */
export function ExclusionCard({ exclusion, onExcluded }: ExclusionCardProps) {
  const { t } = useTranslation('protection');
  const clock = usePlatformClock();
  const [timeoutDays, setTimeoutDays] = useState<number>(TIMEOUT_DAY_CHOICES[0]);
  const [months, setMonths] = useState<number | null>(SELF_EXCLUSION_MONTH_CHOICES[0]);
  const [confirming, setConfirming] = useState<ExcludeChoice | null>(null);
  const [understood, setUnderstood] = useState(false);
  const exclude = useExclude(t('failure'), () => {
    showToast(t('exclusion.started'));
    onExcluded();
  });
  const askReturn = useAskReturn(t('failure'));

  const lengthText = (choice: ExcludeChoice) => {
    if (choice.kind === 'timeout') return t('exclusion.days', { count: choice.days });
    if (choice.months === null) return t('exclusion.indefinite');
    return choice.months % 12 === 0
      ? t('exclusion.years', { count: choice.months / 12 })
      : t('exclusion.months', { count: choice.months });
  };

  if (exclusion) {
    const handleReturn = async () => {
      if ((await askReturn.run(undefined)).ok) showToast(t('exclusion.returnAsked'));
    };
    return (
      <section className={`${styles.card} ${styles.danger}`} data-testid="exclusion-active">
        <h3 className={styles.cardTitle}>
          {exclusion.kind === 'timeout' ? t('exclusion.activeTimeout') : t('exclusion.activeSelf')}
        </h3>
        <p className={styles.status}>
          {t('exclusion.since', { time: clock.dateTime(exclusion.since) })}
          <br />
          {exclusion.until
            ? t('exclusion.until', { time: clock.dateTime(exclusion.until) })
            : t('exclusion.untilIndefinite')}
          {exclusion.returnAt && (
            <>
              <br />
              {t('exclusion.returnAt', { time: clock.dateTime(exclusion.returnAt) })}
            </>
          )}
        </p>
        {exclusion.canAskReturn ? (
          <>
            <p className={styles.rules}>{t('exclusion.returnHint')}</p>
            <Button block disabled={askReturn.pending} onClick={() => void handleReturn()}>
              {t('exclusion.askReturn')}
            </Button>
          </>
        ) : (
          !exclusion.returnAt && (
            <p className={styles.rules}>
              {exclusion.until ? t('exclusion.waitEnd') : t('exclusion.indefiniteHint')}
            </p>
          )
        )}
      </section>
    );
  }

  const open = (choice: ExcludeChoice) => {
    setUnderstood(false);
    setConfirming(choice);
  };
  const handleStart = () => {
    if (confirming && understood) void exclude.run(confirming);
  };
  const end = confirming ? endOf(confirming, new Date()) : null;

  return (
    <>
      <section className={styles.card} data-testid="timeout">
        <h3 className={styles.cardTitle}>{t('exclusion.timeoutTitle')}</h3>
        <p className={styles.cardDesc}>{t('exclusion.timeoutDesc')}</p>
        <div className={styles.chips}>
          {TIMEOUT_DAY_CHOICES.map((days) => (
            <button
              key={days}
              type="button"
              className={styles.chip}
              aria-pressed={days === timeoutDays}
              onClick={() => setTimeoutDays(days)}
            >
              {t('exclusion.days', { count: days })}
            </button>
          ))}
        </div>
        <Button block variant="ghost" onClick={() => open({ kind: 'timeout', days: timeoutDays })}>
          {t('exclusion.start')}
        </Button>
      </section>
      <section className={`${styles.card} ${styles.danger}`} data-testid="self-exclusion">
        <h3 className={styles.cardTitle}>{t('exclusion.selfTitle')}</h3>
        <p className={styles.cardDesc}>{t('exclusion.selfDesc')}</p>
        <div className={styles.chips}>
          {[...SELF_EXCLUSION_MONTH_CHOICES, null].map((choice) => (
            <button
              key={choice ?? 'indefinite'}
              type="button"
              className={styles.chip}
              aria-pressed={choice === months}
              onClick={() => setMonths(choice)}
            >
              {lengthText({ kind: 'self_exclusion', months: choice })}
            </button>
          ))}
        </div>
        <p className={styles.rules}>{t('exclusion.rules')}</p>
        <Button block variant="danger" onClick={() => open({ kind: 'self_exclusion', months })}>
          {t('exclusion.start')}
        </Button>
      </section>
      {confirming && (
        <Sheet
          open
          placement="center"
          title={t('exclusion.confirmTitle')}
          onClose={() => setConfirming(null)}
        >
          <div className={styles.sheetBody} data-testid="exclusion-confirm">
            <p>
              {end === null
                ? t('exclusion.confirmIndefinite')
                : t(
                    confirming.kind === 'timeout'
                      ? 'exclusion.confirmTimeout'
                      : 'exclusion.confirmSelf',
                    { length: lengthText(confirming), end: clock.dateTime(end.getTime()) },
                  )}
            </p>
            <p className={styles.rules}>{t('exclusion.rules')}</p>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={understood}
                onChange={(e) => setUnderstood(e.target.checked)}
              />
              {t('exclusion.understand')}
            </label>
            <div className={styles.actions}>
              <Button variant="ghost" onClick={() => setConfirming(null)}>
                {t('cancel')}
              </Button>
              <Button
                variant="danger"
                disabled={!understood || exclude.pending}
                onClick={handleStart}
              >
                {t('exclusion.startNow')}
              </Button>
            </div>
          </div>
        </Sheet>
      )}
    </>
  );
}
