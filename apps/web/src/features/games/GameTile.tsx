import type { GameSummary } from './types';
import styles from './GameTile.module.css';

export interface GameTileProps {
  game: GameSummary;
  onOpen?: (game: GameSummary) => void;
}

export function GameTile({ game, onOpen }: GameTileProps) {
  return (
    <button type="button" className={styles.tile} onClick={() => onOpen?.(game)}>
      <span className={styles.art}>
        <img src={game.imageUrl} alt="" loading="lazy" decoding="async" />
      </span>
      <span className={styles.name}>{game.name}</span>
      <span className={styles.provider}>{game.provider}</span>
    </button>
  );
}
