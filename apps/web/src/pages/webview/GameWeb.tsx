import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { LoginPrompt } from '../../features/auth/LoginPrompt';
import { invalidateAfterPlay } from '../../features/games/launch';
import { parseGameId } from '../../features/games/gameUrl';
import { loadUserInfo } from '../../features/session/userInfo';
import { navigateBack } from '../../router/navigation';
import type { PageProps } from '../../router/routes';
import { isLoggedIn, useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { GameFrame } from './GameFrame';
import styles from './GameWeb.module.css';

/**
 * A game full screen (layout 'full': no header, tab bar or service icon), from `query.gameId`
 * (and `query.name`, shown while it loads). The page launches the game itself unless the tap
 * just did (launchHandoff), so tap-to-reload and coming back through the history get a fresh
 * one-time token. Leaving refreshes the balance and what playing changed (recent, records).
 */
export default function GameWebPage({ query }: PageProps) {
  const { t } = useTranslation(['game', 'common']);
  const loggedIn = useSession(isLoggedIn);
  const gameId = parseGameId(query.gameId);

  useEffect(
    () => () => {
      void loadUserInfo();
      void invalidateAfterPlay();
    },
    [],
  );

  if (gameId && !loggedIn) {
    return (
      <div className={styles.screen}>
        <LoginPrompt />
      </div>
    );
  }
  if (gameId) return <GameFrame key={gameId} gameId={gameId} name={query.name ?? ''} />;
  return (
    <div className={styles.screen} role="alert">
      <span className={styles.badge}>
        <Icon name="gamepad" size={34} />
      </span>
      <h1 className={styles.title}>{t('missingGame')}</h1>
      <p className={styles.text}>{t('invalidHint')}</p>
      <Button onClick={() => navigateBack()}>
        <Icon name="back" size={18} />
        {t('common:action.back')}
      </Button>
    </div>
  );
}
