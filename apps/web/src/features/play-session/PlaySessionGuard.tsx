import { lazy, Suspense } from 'react';
import { playClock, usePlayClock } from './usePlayClock';

// Loaded when first needed: nothing of them on the first screen.
const RealityCheckDialog = lazy(() =>
  import('./RealityCheckDialog').then((m) => ({ default: m.RealityCheckDialog })),
);
const SessionLimitNotice = lazy(() =>
  import('./SessionLimitNotice').then((m) => ({ default: m.SessionLimitNotice })),
);
const SessionEndingWarning = lazy(() =>
  import('./SessionEndingWarning').then((m) => ({ default: m.SessionEndingWarning })),
);

/**
 * Mounted once by the app shell, over every page: the reality check when the server says one is
 * due, a warning a few minutes before the session limit, and the notice when the limit logged
 * the player out.
 */
export function PlaySessionGuard() {
  const { session, limitReached, endingSoon } = usePlayClock();
  return (
    <Suspense fallback={null}>
      {session?.realityCheckDue && <RealityCheckDialog session={session} />}
      {endingSoon && (
        <SessionEndingWarning minutes={endingSoon.minutes} onShown={playClock.warned} />
      )}
      {limitReached && (
        <SessionLimitNotice minutes={limitReached.minutes} onClose={playClock.dismissNotice} />
      )}
    </Suspense>
  );
}
