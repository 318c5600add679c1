import { useTranslation } from '../../../i18n/useTranslation';
import { telegramUrlFrom } from '../../../features/promo/telegram';
import { useAppStore } from '../../../stores/app';
import { Button } from '../../../ui/Button';
import { Icon, type IconName } from '../../../ui/icons';
import styles from './CommunityTab.module.css';

const PERKS: { key: 'perkNews' | 'perkCodes' | 'perkPlayers'; icon: IconName }[] = [
  { key: 'perkNews', icon: 'fire' },
  { key: 'perkCodes', icon: 'ticket' },
  { key: 'perkPlayers', icon: 'feedback' },
];

/** The Telegram community card; its link is operator configuration. */
export function CommunityTab() {
  const { t } = useTranslation('promo');
  const url = useAppStore((s) => telegramUrlFrom(s.appInfo?.appConfig));

  const handleJoin = () => {
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <section className={styles.card}>
      <span className={styles.logo}>
        <Icon name="telegram" size={40} strokeWidth={2} />
      </span>
      <h2 className={styles.title}>{t('community.title')}</h2>
      <p className={styles.desc}>{t('community.desc')}</p>
      <ul className={styles.perks}>
        {PERKS.map((perk) => (
          <li key={perk.key} className={styles.perk}>
            <Icon name={perk.icon} size={18} />
            {t(`community.${perk.key}`)}
          </li>
        ))}
      </ul>
      <Button block className={styles.join} disabled={!url} onClick={handleJoin}>
        <Icon name="telegram" size={18} />
        {t('community.join')}
      </Button>
      {!url && (
        <p className={styles.hint} role="note">
          <Icon name="info" size={14} />
          {t('community.notConfigured')}
        </p>
      )}
    </section>
  );
}
