import { useTranslation } from '../../i18n/useTranslation';
import { GameRow } from '../../features/games/GameGrid';
import type { GameSummary } from '../../features/games/types';
import { HomeSection } from './HomeSection';

export interface RecentlyPlayedProps {
  games: GameSummary[];
  onOpen?: (game: GameSummary) => void;
}

/** A row of the games played last (/game/recent); hidden until there is one. */
export function RecentlyPlayed({ games, onOpen }: RecentlyPlayedProps) {
  const { t } = useTranslation('home');
  if (games.length === 0) return null;
  return (
    <HomeSection title={t('recentlyPlayed')} icon="clock">
      <GameRow games={games} onOpen={onOpen} />
    </HomeSection>
  );
}
