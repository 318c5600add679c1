import type { TWheelInfoResponse, TWheelSpin } from '@khel/contract';
import { useQueryClient } from '../../api/query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import { useMoneyText } from '../../ui/Money';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States';
import { SPIN_STALE, useSpinWheel, useWheelInfo } from './engagement';
import styles from './LuckyWheel.module.css';
import { WheelFairness } from './WheelFairness';
import { landingRotation, ringPoints, segmentCentres, segmentPath } from './wheel';

const SEGMENT_FILLS = ['#1fb870', '#ffd23f', '#e23b55', '#ffd23f'];
/** How long the wheel turns before it shows the prize (the CSS transition's length). */
const SPIN_MS = 4000;

/** The wheel's face: the operator's slots clockwise from the pointer, each with its prize. */
function WheelFace({
  prizes,
  rotation,
}: {
  prizes: TWheelInfoResponse['prizes'];
  rotation: number;
}) {
  const { t } = useTranslation('promo');
  const money = useMoneyText();
  const count = prizes.length;
  return (
    <svg
      className={styles.wheel}
      style={{ transform: `rotate(${rotation}deg)` }}
      viewBox="0 0 100 100"
      aria-hidden="true"
    >
      <circle cx="50" cy="50" r="49" className={styles.rim} />
      {prizes.map((p, i) => (
        <path
          key={p.slot}
          d={segmentPath(i, count, 42)}
          fill={SEGMENT_FILLS[(i + (count % 2 === 1 && i === count - 1 ? 1 : 0)) % 4]}
        />
      ))}
      {segmentCentres(count, 29).map((c, i) => (
        <text
          key={i}
          x={c.x}
          y={c.y}
          className={styles.label}
          transform={`rotate(${c.angle} ${c.x} ${c.y})`}
        >
          {prizes[i]!.amount > 0
            ? money(prizes[i]!.amount).replace(/\.00$/, '')
            : t('wheel.thanks')}
        </text>
      ))}
      {ringPoints(count * 2, 45.5).map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r="1.3" className={styles.bulb} />
      ))}
    </svg>
  );
}

/** The lucky wheel: prizes, spins left and the spin itself, all from the server. */
export function LuckyWheel() {
  const { t } = useTranslation('promo');
  const money = useMoneyText();
  const queryClient = useQueryClient();
  const info = useWheelInfo();
  const spin = useSpinWheel(t('wheel.failure'));
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState(false);
  const [landed, setLanded] = useState<TWheelSpin | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  if (info.isPending) return <Skeleton height="15rem" />;
  if (info.isError)
    return (
      <ErrorState
        message={t('wheel.loadFailed')}
        error={info.error}
        onRetry={() => void info.refetch()}
      />
    );
  const data = info.data;
  if (!data.available) return <EmptyState icon="wheel" message={t('wheel.unavailable')} />;

  const handleSpin = async () => {
    setLanded(null);
    const result = await spin.run(undefined);
    if (!result.ok) return;
    const drawn = result.data.spin;
    setTurning(true);
    setRotation((from) => landingRotation(drawn.slot, data.prizes.length, from));
    timer.current = setTimeout(() => {
      setTurning(false);
      setLanded(drawn);
      for (const queryKey of SPIN_STALE) void queryClient.invalidateQueries({ queryKey });
    }, SPIN_MS);
  };

  const rules = [
    data.freeDailySpins > 0 ? t('wheel.ruleFree', { count: data.freeDailySpins }) : null,
    data.depositPerSpin !== null
      ? t('wheel.ruleDeposit', { amount: money(data.depositPerSpin) })
      : null,
  ].filter((rule): rule is string => rule !== null);

  return (
    <>
      <div className={styles.wrap}>
        <svg className={styles.pointer} viewBox="0 0 20 24" aria-hidden="true">
          <path d="M10 24 1 6a9 9 0 1 1 18 0z" />
        </svg>
        <WheelFace prizes={data.prizes} rotation={rotation} />
        <button
          type="button"
          className={styles.hub}
          onClick={() => void handleSpin()}
          disabled={turning || spin.pending || data.chances <= 0}
          aria-label={t('wheel.spin')}
        >
          <Icon name="wheel" size={18} />
          {t('wheel.spin')}
        </button>
      </div>
      <p className={styles.result} role="status" data-testid="wheel-result">
        {turning
          ? t('wheel.spinning')
          : landed
            ? landed.prize > 0
              ? t('wheel.won', { amount: money(landed.prize) })
              : t('wheel.thanksResult')
            : ''}
      </p>
      <p className={styles.chances}>{t('wheel.chances', { count: data.chances })}</p>
      {rules.length > 0 && <p className={styles.rules}>{rules.join(' · ')}</p>}
      <WheelFairness seed={data.seed} />
    </>
  );
}
