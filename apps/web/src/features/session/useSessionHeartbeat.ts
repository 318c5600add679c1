import { useEffect } from 'react';
import { getLocation } from '../../router/navigation';
import { useSession } from '../../stores/session';
import { reportOnline } from './api';
import { startHeartbeat } from './heartbeat';
import { loadUserInfo } from './userInfo';

/** While a player is logged in: user info every 10 s, presence (placeId = page path) every 180 s. */
export function useSessionHeartbeat() {
  const sign = useSession((s) => s.sign);
  const uid = useSession((s) => s.uid);
  useEffect(() => {
    if (!sign || !uid) return;
    return startHeartbeat({
      refreshUserInfo: () => void loadUserInfo(),
      reportOnline: () => void reportOnline(getLocation().path).catch(() => undefined),
    });
  }, [sign, uid]);
}
