import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import { giftBadge } from './tabs';
import styles from './GiftNote.module.css';

export interface GiftNoteProps {
  gift: number | undefined;
}

/** A ribbon telling the extra bonus a deposit method pays (gift × 100 %). */
export function GiftNote({ gift }: GiftNoteProps) {
  const { t } = useTranslation('wallet');
  const badge = giftBadge(gift);
  if (!badge) return null;
  return (
    <p className={styles.note}>
      <Icon name="gift" size={18} />
      <span>{t('deposit.giftNote', { badge })}</span>
    </p>
  );
}
