import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  openGameLater,
  useBanners,
  useRecentGames,
  useRollMessages,
} from '../../features/games/lobby';
import { rollMessageText } from '../../features/games/format';
import type { PageProps } from '../../router/routes';
import { isLoggedIn, useSession } from '../../stores/session';
import { useMoneyText } from '../../ui/Money';
import { BannerCarousel } from './BannerCarousel';
import { GameLobby } from './GameLobby';
import { HomeShortcuts } from './HomeShortcuts';
import { HomeTopBar } from './HomeTopBar';
import { RecentlyPlayed } from './RecentlyPlayed';
import { RollMessages } from './RollMessages';
import { WalletStrip } from './WalletStrip';
import styles from './Home.module.css';

// The branded banner is the fallback for a platform without banners: loaded only then.
const WelcomeBanner = lazy(() =>
  import('./WelcomeBanner').then((m) => ({ default: m.WelcomeBanner })),
);

/** The lobby: wallet, banners, announcements, promotions and games. Kept light: first screen. */
export default function HomePage(_props: PageProps) {
  const { t, i18n } = useTranslation('home');
  const money = useMoneyText();
  const uid = useSession((s) => (isLoggedIn(s) ? s.uid : null));
  const banners = useBanners(i18n.language);
  const rollMessages = useRollMessages(i18n.language);
  const recent = useRecentGames(uid);

  const messages = (rollMessages.data?.list ?? [])
    .map((m) => rollMessageText(m, (values) => t('rollMsg.win', values), money))
    .filter(Boolean);

  return (
    <div className={styles.page}>
      <HomeTopBar />
      <WalletStrip />
      {/* The branded banner stands in when there are no operator banners (or they failed). */}
      {banners.isPending ? (
        <div className={styles.bannerSlot} aria-hidden="true" />
      ) : banners.data?.list.length ? (
        <BannerCarousel banners={banners.data.list} />
      ) : (
        <Suspense fallback={<div className={styles.bannerSlot} aria-hidden="true" />}>
          <WelcomeBanner />
        </Suspense>
      )}
      <RollMessages messages={messages} pending={rollMessages.isPending} />
      <HomeShortcuts />
      {uid && (
        <RecentlyPlayed games={recent.data?.list ?? []} onOpen={(game) => openGameLater(game)} />
      )}
      <GameLobby />
    </div>
  );
}
