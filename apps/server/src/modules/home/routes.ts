import { bannerListEndpoint, rollMsgEndpoint, type TRollMsgResponse } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint } from '../../plugins/api';
import { uiLanguage } from '../../lib/localize';
import { listBanners, rollMessages } from './service';

/** Every Home visit asks for the marquee: one query per instance every few seconds is enough. */
const ROLL_CACHE_MS = 5_000;

/** Home data: banners and the roll messages (public), in the request's UI language. */
export function homeRoutes(app: FastifyInstance, deps: { db: Db }) {
  const cached = new Map<string, { at: number; answer: Promise<TRollMsgResponse> }>();
  registerEndpoint(app, bannerListEndpoint, (input) =>
    listBanners(deps.db, uiLanguage(input.language)),
  );
  registerEndpoint(app, rollMsgEndpoint, (input) => {
    const language = uiLanguage(input.language);
    const key = language ?? 'en';
    let entry = cached.get(key);
    if (!entry || Date.now() - entry.at >= ROLL_CACHE_MS) {
      const answer = rollMessages(deps.db, language);
      const fresh = { at: Date.now(), answer };
      entry = fresh;
      cached.set(key, fresh);
      // A failed query is not remembered.
      answer.catch(() => {
        if (cached.get(key) === fresh) cached.delete(key);
      });
    }
    return entry.answer;
  });
}
