import { useAppStore } from '../../stores/app';
import { useSession } from '../../stores/session';
import { playerPrefix } from '../tracking/decision';

/**
 * The phone prefix the player-specific rules read (the online deposit methods, the deposit
 * guard, the advertiser tag): the player's bound phone, else the market's default prefix.
 */
export const currentPlayerPrefix = () =>
  playerPrefix(
    useSession.getState().userInfo?.phonePrefix,
    useAppStore.getState().appInfo?.phoneNumberPrefix,
  );

export function usePlayerPrefix() {
  const phonePrefix = useSession((s) => s.userInfo?.phonePrefix);
  const marketPrefix = useAppStore((s) => s.appInfo?.phoneNumberPrefix);
  return playerPrefix(phonePrefix, marketPrefix);
}
