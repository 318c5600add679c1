import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../features/games/GameGrid';
import type { GameCategory, GameSummary } from '../../features/games/types';
import type { PageProps } from '../../router/routes';
import { Tabs } from '../../ui/Tabs';
import { HomeSection } from './HomeSection';
import { HomeShortcuts } from './HomeShortcuts';
import { HomeTopBar } from './HomeTopBar';
import { RecentlyPlayed } from './RecentlyPlayed';
import { RollMessages } from './RollMessages';
import { WalletStrip } from './WalletStrip';
import { WelcomeBanner } from './WelcomeBanner';
import styles from './Home.module.css';

// Banners (/banner/list), roll messages (/home/rollMsg) and the game lobby arrive with their own
// issues; until then Home shows its static banner and the lists' empty states, never made-up data.
const NO_MESSAGES: string[] = [];
const NO_CATEGORIES: GameCategory[] = [];
const NO_GAMES: GameSummary[] = [];

/** The lobby: wallet, banner, announcements, promotions and games. Kept light: first screen. */
export default function HomePage(_props: PageProps) {
  const { t } = useTranslation('home');
  const categories = NO_CATEGORIES;
  const [categoryId, setCategoryId] = useState(categories[0]?.id ?? '');

  return (
    <div className={styles.page}>
      <HomeTopBar />
      <WalletStrip />
      <WelcomeBanner />
      <RollMessages messages={NO_MESSAGES} />
      <HomeShortcuts />
      <HomeSection title={t('games')} icon="gamepad">
        {categories.length > 0 && (
          <div className={styles.categories}>
            <Tabs
              variant="pills"
              label={t('categories')}
              items={categories.map((c) => ({ key: c.id, label: c.name }))}
              value={categoryId}
              onChange={setCategoryId}
            />
          </div>
        )}
        <div className={styles.games}>
          <GameGrid games={NO_GAMES} />
        </div>
      </HomeSection>
      <RecentlyPlayed games={NO_GAMES} />
    </div>
  );
}
