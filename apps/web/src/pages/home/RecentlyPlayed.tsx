import { useTranslation } from 'react-i18next';
import { GameTile } from '../../features/games/GameTile';
import type { GameSummary } from '../../features/games/types';
import { HomeSection } from './HomeSection';
import styles from './RecentlyPlayed.module.css';

export interface RecentlyPlayedProps {
  games: GameSummary[];
  onOpen?: (game: GameSummary) => void;
}

/** A row of the games played last; hidden until there is one. */
export function RecentlyPlayed({ games, onOpen }: RecentlyPlayedProps) {
  const { t } = useTranslation('home');
  if (games.length === 0) return null;
  return (
    <HomeSection title={t('recentlyPlayed')} icon="clock">
      <div className={styles.row}>
        {games.map((game) => (
          <div key={game.id} className={styles.item}>
            <GameTile game={game} onOpen={onOpen} />
          </div>
        ))}
      </div>
    </HomeSection>
  );
}
