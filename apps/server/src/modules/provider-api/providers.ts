import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameProviders } from '../../db/schema';

const TTL_MS = 10_000;

/**
 * Providers by code, remembered for 10 s: every provider request needs its secret, and a
 * disabled provider or a rotated secret takes effect within that time on every instance.
 */
export function createProviderDirectory(db: Db) {
  const cache = new Map<
    string,
    { at: number; row: typeof gameProviders.$inferSelect | undefined }
  >();
  return {
    async find(code: string) {
      const hit = cache.get(code);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.row;
      const [row] = await db.select().from(gameProviders).where(eq(gameProviders.code, code));
      if (cache.size > 1000) cache.clear();
      cache.set(code, { at: Date.now(), row });
      return row;
    },
  };
}

export type ProviderDirectory = ReturnType<typeof createProviderDirectory>;
