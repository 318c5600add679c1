import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import styles from './LuckyWheel.module.css';
import { PROMO_CALLS } from './paths';
import { requireLogin } from './requireLogin';
import { useAction } from './runAction';
import { WHEEL_SEGMENTS, ringPoints, segmentPath } from './wheel';

// The star of ui/icons on its 24 × 24 grid, drawn filled on each segment.
const STAR = 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z';
const SEGMENT_FILLS = ['#1fb870', '#ffd23f', '#e23b55', '#ffd23f'];

/** The lucky wheel. Prizes are operator configuration, so the segments carry no amounts. */
export function LuckyWheel() {
  const { t } = useTranslation('promo');
  const spin = useAction(PROMO_CALLS.spinWheel, {
    loading: t('wheel.spinning'),
    success: t('wheel.done'),
    failure: t('wheel.failure'),
  });
  const spinning = spin.pending;

  const handleSpin = () => {
    if (requireLogin()) void spin.run({});
  };

  return (
    <div className={styles.wrap}>
      <svg className={styles.pointer} viewBox="0 0 20 24" aria-hidden="true">
        <path d="M10 24 1 6a9 9 0 1 1 18 0z" />
      </svg>
      <svg
        className={`${styles.wheel} ${spinning ? styles.spinning : ''}`}
        viewBox="0 0 100 100"
        aria-hidden="true"
      >
        <circle cx="50" cy="50" r="49" className={styles.rim} />
        {Array.from({ length: WHEEL_SEGMENTS }, (_, i) => (
          <path key={i} d={segmentPath(i, WHEEL_SEGMENTS, 42)} fill={SEGMENT_FILLS[i % 4]} />
        ))}
        {ringPoints(WHEEL_SEGMENTS, 30).map((p, i) => (
          <path
            key={i}
            d={STAR}
            className={styles.mark}
            transform={`translate(${p.x - 3} ${p.y - 3}) scale(0.25)`}
          />
        ))}
        {ringPoints(WHEEL_SEGMENTS * 2, 45.5).map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r="1.3" className={styles.bulb} />
        ))}
      </svg>
      <button
        type="button"
        className={styles.hub}
        onClick={handleSpin}
        disabled={spinning}
        aria-label={t('wheel.spin')}
      >
        <Icon name="wheel" size={18} />
        {t('wheel.spin')}
      </button>
    </div>
  );
}
