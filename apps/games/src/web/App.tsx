import { lazy, Suspense, useState } from 'react';
import { gamePage } from './games/registry';
import { parseLaunch, parseRoute, type Launch } from './lib/launch';
import { GameShell } from './shell/GameShell';
import { useLocationKey } from './shell/router';
import { SessionProvider } from './shell/session';
import { ErrorView, LoadingView } from './shell/States';

const VerifyPage = lazy(() =>
  import('./verify/VerifyPage').then((m) => ({ default: m.VerifyPage })),
);

/**
 * One page for every game: `/games/play/:gameCode` opens the game (its shell stays mounted, hidden,
 * while the player looks at a bet's verify view), `/games/verify` the standalone verifier.
 */
export function App() {
  useLocationKey();
  const route = parseRoute(window.location.pathname, window.location.search);
  // The game this iframe was launched with; kept when the player navigates to verify and back.
  const [launch] = useState<Launch | null>(() =>
    route.kind === 'play' && route.game ? parseLaunch(route.game, window.location.search) : null,
  );
  const Page = launch ? gamePage(launch.game) : null;

  if (route.kind === 'unknown' || (route.kind === 'play' && (!route.game || !Page))) {
    return <ErrorView code="NOT_FOUND" />;
  }
  return (
    <>
      {launch && Page && (
        <div hidden={route.kind !== 'play'}>
          <SessionProvider launch={launch}>
            <GameShell>
              <Page />
            </GameShell>
          </SessionProvider>
        </div>
      )}
      {route.kind === 'verify' && (
        <Suspense fallback={<LoadingView />}>
          <VerifyPage
            key={route.params.toString()}
            params={route.params}
            onBack={launch ? () => window.history.back() : undefined}
          />
        </Suspense>
      )}
    </>
  );
}
