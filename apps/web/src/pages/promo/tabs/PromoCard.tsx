import { PromoArt } from '../../../features/promo/PromoArt';
import tones from '../../../features/promo/tones.module.css';
import type { PromoArtSpec } from '../../../features/promo/types';
import { Icon } from '../../../ui/icons';
import styles from './PromoCard.module.css';

export interface PromoCardProps extends PromoArtSpec {
  title: string;
  description: string;
  action: string;
  /** The campaign's banner, shown in place of the drawn art. */
  imageUrl?: string | null;
  onClick: () => void;
}

/** One promotion in the list: its art, what it is, and a way in. */
export function PromoCard({
  title,
  description,
  action,
  icon,
  tone,
  imageUrl,
  onClick,
}: PromoCardProps) {
  return (
    <button type="button" className={`${styles.card} ${tones[tone]}`} onClick={onClick}>
      {imageUrl ? (
        <img className={styles.banner} src={imageUrl} alt="" />
      ) : (
        <PromoArt icon={icon} tone={tone} />
      )}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.desc}>{description}</span>
        <span className={styles.action}>
          {action}
          <Icon name="chevron" size={14} strokeWidth={2.4} />
        </span>
      </span>
    </button>
  );
}
