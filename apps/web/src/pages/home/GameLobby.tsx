import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { humanizeCode, isKnownCategory } from '../../features/games/format';
import { GameGrid } from '../../features/games/GameGrid';
import { openGameLater, useLobby } from '../../features/games/lobby';
import { Tabs } from '../../ui/Tabs';
import { HomeSection } from './HomeSection';
import styles from './Home.module.css';

const ALL = 'all';

/** The catalogue (/game/lobby): category pills over a grid of that category's games. */
export function GameLobby() {
  const { t } = useTranslation(['home', 'common']);
  const lobby = useLobby();
  const [picked, setPicked] = useState(ALL);

  const categories = lobby.data?.categories ?? [];
  // A category that vanished on a refresh falls back to every game.
  const category = categories.some((c) => c.code === picked) ? picked : ALL;
  const games = lobby.data?.games.filter((g) => category === ALL || g.category === category);
  const label = (code: string) =>
    isKnownCategory(code) ? t(`home:category.${code}`) : humanizeCode(code);

  return (
    <HomeSection title={t('home:games')} icon="gamepad">
      {/* While the lobby loads, an invisible row of the pills' height: the grid does not move down
          when they come (CLS). */}
      {lobby.isPending && (
        <div className={`${styles.categories} ${styles.pending}`} aria-hidden="true">
          <Tabs
            variant="pills"
            items={[{ key: ALL, label: t('common:filter.all') }]}
            value={ALL}
            onChange={() => undefined}
          />
        </div>
      )}
      {categories.length > 1 && (
        <div className={styles.categories} data-testid="game-categories">
          <Tabs
            variant="pills"
            label={t('home:categories')}
            items={[
              { key: ALL, label: t('common:filter.all') },
              ...categories.map((c) => ({ key: c.code, label: label(c.code) })),
            ]}
            value={category}
            onChange={setPicked}
          />
        </div>
      )}
      <div className={styles.games} data-testid="game-lobby">
        <GameGrid
          games={games}
          isPending={lobby.isPending}
          error={lobby.error}
          failedMessage={t('home:gamesLoadFailed')}
          onRetry={lobby.refetch}
          emptyMessage={t('home:noGames')}
          onOpen={(game) => openGameLater(game)}
        />
      </div>
    </HomeSection>
  );
}
