import { useEffect } from 'react';
import { usePlayerPrefix } from '../session';
import { tracker } from './tracking';

/** Starts the advertiser tag as soon as the player (or the market) is known to be +92. */
export function useAdvertiserTracking() {
  const prefix = usePlayerPrefix();
  useEffect(() => tracker.start(prefix), [prefix]);
}
