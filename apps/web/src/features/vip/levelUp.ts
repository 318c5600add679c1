import { STORAGE_KEYS, readJson, writeJson } from '../../lib/storage';

/** The level each player last saw on this device, by uid: a device may hold several players. */
type SeenLevels = Record<string, number>;

const readSeen = (): SeenLevels => {
  const seen = readJson<SeenLevels>(STORAGE_KEYS.vipSeenLevel);
  return seen && typeof seen === 'object' ? seen : {};
};

/** The last level this device saw for the player: V0 when it has seen none. */
export const lastSeenVipLevel = (uid: string): number => readSeen()[uid] ?? 0;

/**
 * Records the level the server reports. A relegation is recorded too, so a re-promotion later
 * is a level-up again.
 */
export function saveSeenVipLevel(uid: string, level: number) {
  const seen = readSeen();
  if (seen[uid] !== level) writeJson(STORAGE_KEYS.vipSeenLevel, { ...seen, [uid]: level });
}

/** A level-up to congratulate on: the server's level is above the last one this device saw. */
export const isLevelUp = (lastSeen: number, level: number | undefined) =>
  level !== undefined && level > lastSeen;
