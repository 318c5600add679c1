import { useAppStore } from '../../stores/app';
import { useSession } from '../../stores/session';

/**
 * Whose prefix counts: the player's bound phone, else the market's (app info's default prefix).
 * A guest or a visitor without a phone is treated as a player of the market.
 */
export function playerPrefix(
  phonePrefix: string | null | undefined,
  marketPrefix: string | null | undefined,
): string | null {
  return phonePrefix || marketPrefix || null;
}

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
