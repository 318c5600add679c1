import type { TRankingRow } from '@khel/contract';
import { Icon } from '../../ui/icons';
import { Money } from '../../ui/Money';
import styles from './Podium.module.css';

export interface PodiumProps {
  /** The first three rows, best first; missing places show as empty steps. */
  top: TRankingRow[];
}

// Second, first, third from left to right, as on a real podium.
const PLACES = [2, 1, 3] as const;

/** The top three of a leaderboard on a podium. */
export function Podium({ top }: PodiumProps) {
  return (
    <div className={styles.podium}>
      {PLACES.map((place) => {
        const row = top[place - 1];
        return (
          <div key={place} className={styles.place} data-place={place}>
            <span className={styles.avatar}>
              {place === 1 && <Icon name="crown" size={18} className={styles.crown} />}
              <Icon name="user" size={22} />
            </span>
            <span className={styles.phone}>{row ? row.phone : '--'}</span>
            <span className={styles.award}>{row ? <Money rupees={row.award} /> : '--'}</span>
            <span className={styles.step}>{place}</span>
          </div>
        );
      })}
    </div>
  );
}
