import { Icon } from '../../ui/icons';
import styles from './PromoArt.module.css';
import tones from './tones.module.css';
import type { PromoArtSpec } from './types';

export interface PromoArtProps extends PromoArtSpec {
  /** Big text in place of the icon, e.g. '35%'. */
  figure?: string;
  size?: 'md' | 'lg';
}

/** The drawn emblem of a promotion: a glowing coin with its icon or figure, and sparkles. */
export function PromoArt({ icon, tone, figure, size = 'md' }: PromoArtProps) {
  return (
    <span className={`${styles.art} ${styles[size]} ${tones[tone]}`} aria-hidden="true">
      {/* Behind the coin: the sparkles sit in the corners, never over the figure. */}
      <svg className={styles.sparkles} viewBox="0 0 100 100">
        <path d="M12 20l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
        <path d="M86 10l1.5 4.5 4.5 1.5-4.5 1.5L86 22l-1.5-4.5L80 16l4.5-1.5z" />
        <path d="M90 78l1.2 3.6 3.6 1.2-3.6 1.2L90 88l-1.2-3.8-3.6-1.2 3.6-1.2z" />
        <circle cx="8" cy="70" r="2.5" />
        <circle cx="70" cy="96" r="2" />
      </svg>
      <span className={styles.coin}>
        {figure ? (
          <span className={styles.figure}>{figure}</span>
        ) : (
          <Icon name={icon} size="55%" strokeWidth={2} />
        )}
      </span>
    </span>
  );
}
