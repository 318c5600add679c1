import { useEffect } from 'react';
import { useAppStore } from '../../stores/app';
import { useSession } from '../../stores/session';
import { playerPrefix } from './decision';
import { tracker } from './tracking';

/** Starts the advertiser tag as soon as the player (or the market) is known to be +92. */
export function useAdvertiserTracking() {
  const phonePrefix = useSession((s) => s.userInfo?.phonePrefix);
  const marketPrefix = useAppStore((s) => s.appInfo?.phoneNumberPrefix);
  const prefix = playerPrefix(phonePrefix, marketPrefix);
  useEffect(() => tracker.start(prefix), [prefix]);
}
