import { useTranslation } from '../../i18n/useTranslation';
import type { GameSummary } from './types';
import styles from './GameTile.module.css';

export interface GameTileProps {
  game: GameSummary;
  onOpen?: (game: GameSummary) => void;
}

/** A game's art with its hot/new badges, name and provider. */
export function GameTile({ game, onOpen }: GameTileProps) {
  const { t } = useTranslation('home');
  return (
    <button
      type="button"
      className={styles.tile}
      onClick={() => onOpen?.(game)}
      data-testid="game-tile"
      data-game={game.code}
    >
      <span className={styles.art}>
        <img src={game.imageUrl} alt="" loading="lazy" decoding="async" />
        {game.tags.length > 0 && (
          <span className={styles.badges}>
            {game.tags.map((tag) => (
              <span key={tag} className={`${styles.badge} ${styles[tag]}`}>
                {t(`tag.${tag}`)}
              </span>
            ))}
          </span>
        )}
      </span>
      <span className={styles.name}>{game.name}</span>
      <span className={styles.provider}>{game.providerName}</span>
    </button>
  );
}
