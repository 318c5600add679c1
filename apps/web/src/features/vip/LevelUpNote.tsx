import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import { isLevelUp, lastSeenVipLevel, saveSeenVipLevel } from './levelUp';
import styles from './LevelUpNote.module.css';

export interface LevelUpNoteProps {
  uid: string;
  /** The level the server reports; undefined until it has answered. */
  level: number | undefined;
}

/** The level-up moment: once, when the server's level is above the last this device saw. */
export function LevelUpNote({ uid, level }: LevelUpNoteProps) {
  const { t } = useTranslation('vip');
  // What the device had seen when the page opened: the note stays until closed or the page is left.
  const [lastSeen] = useState(() => lastSeenVipLevel(uid));
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (level !== undefined) saveSeenVipLevel(uid, level);
  }, [uid, level]);
  if (closed || !isLevelUp(lastSeen, level)) return null;
  return (
    <div className={styles.note} role="status">
      <Icon name="crown" size={22} />
      <span className={styles.text}>
        <strong>{t('levelUp.title', { level })}</strong>
        <span>{t('levelUp.desc')}</span>
      </span>
      <button
        type="button"
        className={styles.close}
        aria-label={t('levelUp.close')}
        onClick={() => setClosed(true)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
