import { bannerListEndpoint, rollMsgEndpoint, type TRollMsgResponse } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint } from '../../plugins/api';
import { listBanners, rollMessages } from './service';

/** Every Home visit asks for the marquee: one query per instance every few seconds is enough. */
const ROLL_CACHE_MS = 5_000;

/** Home data: banners and the roll messages (public). */
export function homeRoutes(app: FastifyInstance, deps: { db: Db }) {
  let cached: { at: number; answer: Promise<TRollMsgResponse> } | null = null;
  registerEndpoint(app, bannerListEndpoint, () => listBanners(deps.db));
  registerEndpoint(app, rollMsgEndpoint, () => {
    if (!cached || Date.now() - cached.at >= ROLL_CACHE_MS) {
      const answer = rollMessages(deps.db);
      cached = { at: Date.now(), answer };
      // A failed query is not remembered.
      answer.catch(() => {
        if (cached?.answer === answer) cached = null;
      });
    }
    return cached.answer;
  });
}
