import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { GAME_LOAD_TIMEOUT_MS, resolveGameUrl } from '../../features/games/gameUrl';
import { launchGame, takeLaunch } from '../../features/games/launch';
import { ApiError, failureReason, tellableFailure } from '../../lib/http';
import { navigateBack } from '../../router/navigation';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/States';
import styles from './GameWeb.module.css';

/** Why the game is not showing: refused by the platform (with its message), the network, or time. */
type Failure =
  | { kind: 'refused'; message: string }
  | { kind: 'network' }
  | { kind: 'server' }
  | { kind: 'timeout' }
  | { kind: 'invalid' };

type Phase =
  | { name: 'launching' }
  | { name: 'loading'; url: string }
  | { name: 'ready'; url: string }
  | { name: 'failed'; failure: Failure };

export interface GameFrameProps {
  gameId: number;
  name: string;
}

function toFailure(error: unknown): Failure {
  const reason = failureReason(error);
  if (reason === 'refused' && error instanceof ApiError) {
    return { kind: 'refused', message: error.message };
  }
  return { kind: tellableFailure(reason) };
}

/**
 * A game full screen: asks /game/launch for a URL (or takes the one the tap fetched), frames it
 * with a loading view until it loads, and shows docs/product.md §8's tap-to-reload view when the launch
 * is refused, the network fails or the game is still loading after 20 s (a cross-origin iframe
 * rarely reports errors, so the timer catches a host that never answers). Tap-to-reload launches
 * again: launch tokens are one-time.
 */
export function GameFrame({ gameId, name }: GameFrameProps) {
  const { t } = useTranslation(['game', 'common']);
  const [attempt, setAttempt] = useState(0);
  // The URL the tap fetched, if any; otherwise (reopened from the history) it launches anew.
  const [phase, setPhase] = useState<Phase>(() => {
    const handedOver = takeLaunch(gameId);
    if (!handedOver) return { name: 'launching' };
    const url = resolveGameUrl(handedOver, window.location.origin);
    return url ? { name: 'loading', url } : { name: 'failed', failure: { kind: 'invalid' } };
  });

  const launching = phase.name === 'launching';
  useEffect(() => {
    if (!launching) return;
    const controller = new AbortController();
    launchGame(gameId, { silent: true, signal: controller.signal })
      .then((launch) => {
        const url = resolveGameUrl(launch.url, window.location.origin);
        setPhase(url ? { name: 'loading', url } : { name: 'failed', failure: { kind: 'invalid' } });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setPhase({ name: 'failed', failure: toFailure(error) });
      });
    return () => controller.abort();
  }, [gameId, launching, attempt]);

  const waiting = phase.name === 'launching' || phase.name === 'loading';
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(
      () => setPhase({ name: 'failed', failure: { kind: 'timeout' } }),
      GAME_LOAD_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [waiting, attempt]);

  // A fresh launch (the old token is spent) and a fresh iframe.
  const handleReload = () => {
    setAttempt((n) => n + 1);
    setPhase({ name: 'launching' });
  };
  const url = phase.name === 'loading' || phase.name === 'ready' ? phase.url : null;

  return (
    <div className={styles.game} data-testid="game-web" data-phase={phase.name}>
      {url && (
        <iframe
          key={attempt}
          className={styles.frame}
          src={url}
          title={name || t('frameTitle')}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          referrerPolicy="origin"
          onLoad={() => setPhase((p) => (p.name === 'loading' ? { name: 'ready', url: p.url } : p))}
          onError={() => setPhase({ name: 'failed', failure: { kind: 'network' } })}
        />
      )}
      {waiting && (
        <div className={styles.overlay} role="status" aria-live="polite">
          <span className={styles.loadingArt}>
            <Icon name="gamepad" size={34} />
          </span>
          {name && <strong className={styles.gameName}>{name}</strong>}
          <Spinner size={28} />
          <span>{t('loading')}</span>
        </div>
      )}
      {phase.name === 'failed' && (
        <button
          type="button"
          className={`${styles.overlay} ${styles.reload}`}
          onClick={handleReload}
          data-testid="game-reload"
        >
          <Icon name="refresh" size={40} />
          <strong>{t('common:state.tapToReload')}</strong>
          <span className={styles.reason}>
            {phase.failure.kind === 'refused'
              ? phase.failure.message
              : t(`failure.${phase.failure.kind}`)}
          </span>
        </button>
      )}
      <button
        type="button"
        className={styles.back}
        onClick={() => navigateBack()}
        aria-label={t('common:action.back')}
        data-testid="game-back"
      >
        <Icon name="back" size={20} strokeWidth={2.4} />
      </button>
    </div>
  );
}
