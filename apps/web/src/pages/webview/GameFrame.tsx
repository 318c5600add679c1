import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_LOAD_TIMEOUT_MS } from '../../features/games/gameUrl';
import { navigateBack } from '../../router/navigation';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/States';
import styles from './GameWeb.module.css';

type FrameStatus = 'loading' | 'ready' | 'failed';

export interface GameFrameProps {
  url: string;
}

/**
 * The game's iframe with a loading view until it loads, and SPEC.md §8's tap-to-reload view
 * when it fails or is still loading after 20 s. A cross-origin iframe rarely reports errors,
 * so the timer is what catches a game host that never answers.
 */
export function GameFrame({ url }: GameFrameProps) {
  const { t } = useTranslation(['game', 'common']);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<FrameStatus>('loading');

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => setStatus('failed'), GAME_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status, attempt]);

  const handleReload = () => {
    setAttempt((n) => n + 1); // a new key mounts a fresh iframe, which loads the game again
    setStatus('loading');
  };

  return (
    <div className={styles.game}>
      {status !== 'failed' && (
        <iframe
          key={attempt}
          className={styles.frame}
          src={url}
          title={t('frameTitle')}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          referrerPolicy="origin"
          onLoad={() => setStatus('ready')}
          onError={() => setStatus('failed')}
        />
      )}
      {status === 'loading' && (
        <div className={styles.overlay} role="status" aria-live="polite">
          <Spinner size={36} />
          <span>{t('loading')}</span>
        </div>
      )}
      {status === 'failed' && (
        <button
          type="button"
          className={`${styles.overlay} ${styles.reload}`}
          onClick={handleReload}
        >
          <Icon name="refresh" size={40} />
          <span>{t('common:state.tapToReload')}</span>
        </button>
      )}
      <button
        type="button"
        className={styles.back}
        onClick={() => navigateBack()}
        aria-label={t('common:action.back')}
      >
        <Icon name="back" size={20} strokeWidth={2.4} />
      </button>
    </div>
  );
}
