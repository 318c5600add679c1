import { EmptyState, ErrorState, Skeleton } from '../../ui/States';
import { GameTile } from './GameTile';
import type { GameSummary } from './types';
import styles from './GameGrid.module.css';

export interface GameGridProps {
  games: GameSummary[] | undefined;
  isPending?: boolean;
  /** The failure of the load, when it failed (and nothing older is shown). */
  error?: unknown;
  /** What failed, for the error state. */
  failedMessage?: string;
  onRetry?: () => void;
  /** Shown when there is nothing to list; 'No Records!' by default. */
  emptyMessage?: string;
  onOpen?: (game: GameSummary) => void;
}

const SKELETON_TILES = 6;

/** A three-column grid of games with its loading, error and empty states. */
export function GameGrid({
  games,
  isPending,
  error,
  failedMessage,
  onRetry,
  emptyMessage,
  onOpen,
}: GameGridProps) {
  if (isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <span key={i} className={styles.skeleton}>
            <Skeleton height="auto" radius="0.75rem" />
            <Skeleton width="70%" height="0.8rem" />
            <Skeleton width="50%" height="0.65rem" />
          </span>
        ))}
      </div>
    );
  }
  if (error) return <ErrorState message={failedMessage} error={error} onRetry={onRetry} />;
  if (!games?.length) return <EmptyState icon="gamepad" message={emptyMessage} />;
  return (
    <div className={styles.grid}>
      {games.map((game) => (
        <GameTile key={game.id} game={game} onOpen={onOpen} />
      ))}
    </div>
  );
}

/** A row of games that scrolls sideways (recently played, recommended); nothing when empty. */
export function GameRow({
  games,
  onOpen,
}: {
  games: GameSummary[];
  onOpen?: (game: GameSummary) => void;
}) {
  if (games.length === 0) return null;
  return (
    <div className={styles.row}>
      {games.map((game) => (
        <div key={game.id} className={styles.rowItem}>
          <GameTile game={game} onOpen={onOpen} />
        </div>
      ))}
    </div>
  );
}
