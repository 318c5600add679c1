import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';

/** The origins the catalogue points the app at: game providers' pages and images. */
export interface PartnerOrigins {
  /** Where enabled third-party providers' games run (the app frames them). */
  frames: string[];
  /** Where game tiles and banners come from when not from this host (a CDN). */
  images: string[];
}

const REFRESH_MS = 60_000;

function originsOf(urls: { url: string | null }[]) {
  const origins = new Set<string>();
  for (const { url } of urls) {
    try {
      const parsed = new URL(url ?? '');
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin);
    } catch {
      // A relative URL is this host, which 'self' covers.
    }
  }
  return [...origins].sort();
}

/**
 * The partner origins the Content-Security-Policy must allow, read from the catalogue at start
 * and every minute after (an operator's new provider or image host takes effect within that
 * time on every instance). A failed read keeps the last known origins.
 */
export async function watchPartnerOrigins(db: Db, log: FastifyBaseLogger) {
  let current: PartnerOrigins = { frames: [], images: [] };
  const read = async () => {
    // A provider's games open at its launch_url, or at config.launchBase (modules/games/adapters.ts).
    const frames = await queryRows<{ url: string | null }>(
      db,
      sql`select launch_url as url from game_providers where enabled
          union select config->>'launchBase' from game_providers where enabled`,
    );
    const images = await queryRows<{ url: string | null }>(
      db,
      sql`select distinct image_url as url from games where image_url like 'http%'
          union select image_url from banners where image_url like 'http%'`,
    );
    current = { frames: originsOf(frames), images: originsOf(images) };
  };
  await read().catch((err: unknown) => log.warn({ err }, 'partner origins not read'));
  const timer = setInterval(() => {
    read().catch((err: unknown) => log.warn({ err }, 'partner origins not read'));
  }, REFRESH_MS);
  timer.unref();
  return { current: () => current, stop: () => clearInterval(timer) };
}
