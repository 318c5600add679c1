import { lazy, Suspense } from 'react';
import { playClock, usePlayClock } from './usePlayClock';

// Loaded when first needed: nothing of them on the first screen.
const RealityCheckDialog = lazy(() =>
  import('./RealityCheckDialog').then((m) => ({ default: m.RealityCheckDialog })),
);
const SessionLimitNotice = lazy(() =>
  import('./SessionLimitNotice').then((m) => ({ default: m.SessionLimitNotice })),
);

/**
 * Mounted once by the app shell, over every page: the reality check when the server says one is
 * due, and the notice when the session limit logged the player out.
 */
export function PlaySessionGuard() {
  const { session, limitReached } = usePlayClock();
  return (
    <Suspense fallback={null}>
      {session?.realityCheckDue && <RealityCheckDialog session={session} />}
      {limitReached && (
        <SessionLimitNotice minutes={limitReached.minutes} onClose={playClock.dismissNotice} />
      )}
    </Suspense>
  );
}
