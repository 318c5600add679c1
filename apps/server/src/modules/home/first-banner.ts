import type { UiLanguage } from '@khel/contract/constants';
import type { Db } from '../../db/client';
import { listBanners } from './service';

/** Every page load of the app asks: one query per language and instance every few seconds. */
const CACHE_MS = 5_000;

/**
 * The artwork of the first banner Home shows in `language` (null without banners): the largest
 * thing on the first screen, which the app's HTML names for the browser to fetch before the app
 * runs (plugins/web.ts; docs/architecture.md §7).
 */
export function createFirstBannerImage(db: Db) {
  const cached = new Map<string, { at: number; answer: Promise<string | null> }>();
  return (language: UiLanguage | null): Promise<string | null> => {
    const key = language ?? 'en';
    const entry = cached.get(key);
    if (entry && Date.now() - entry.at < CACHE_MS) return entry.answer;
    const answer = listBanners(db, language).then((banners) => banners.list[0]?.imageUrl ?? null);
    const fresh = { at: Date.now(), answer };
    cached.set(key, fresh);
    // A failed query is not remembered.
    answer.catch(() => {
      if (cached.get(key) === fresh) cached.delete(key);
    });
    return answer;
  };
}
