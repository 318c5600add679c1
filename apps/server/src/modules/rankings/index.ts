/** Rankings (README.md): the one door other modules use. */
import type { JobRuntime } from '@khel/db';
import { offsetMinutes } from '@khel/contract/dates';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { readTimezone } from '../app-config';
import type { AccountDirectory } from '../wallet';
import { registerRankingJobs } from './jobs';
import type { OperatorsDeps } from '../operators';
import { adminRankingRoutes } from './admin-routes';
import { rankingRoutes } from './routes';
import { createStandingsCache } from './standings';

export { closeRankingPeriod, closeFinishedPeriod, awardSource } from './close';
export { getRankingList } from './list';
export { setRankingAwards, listRankingAwards } from './awards';
export { periodOfDay, periodAt } from './periods';
export { createStandingsCache, placeOf } from './standings';
export { readStandings } from './store';
export { registerRankingJobs };

export interface RankingsOptions {
  now: () => Date;
  jobs: JobRuntime;
  admin: OperatorsDeps;
  /** How old the others' standings may be on a read (ms; default 5 s, tests 0). */
  standingsMaxAgeMs?: number;
}

/**
 * Everything rankings add: /activity/ranking/list, the back office's awards, and the period
 * closes at 00:05 platform time on the app's job runtime.
 */
export async function registerRankings(
  api: FastifyInstance,
  deps: { db: Db; accounts: AccountDirectory },
  options: RankingsOptions,
) {
  const timezone = await readTimezone(deps.db);
  const offset = async () => offsetMinutes(timezone);
  const maxAgeMs = options.standingsMaxAgeMs ?? 5_000;
  const standings = createStandingsCache(deps.db, {
    maxAgeMs,
    closedMaxAgeMs: Math.min(maxAgeMs * 12, 60_000),
    now: options.now,
  });
  rankingRoutes(api, { db: deps.db, standings, offset, now: options.now });
  adminRankingRoutes(api, options.admin);
  registerRankingJobs(options.jobs, { ...deps, offset }, timezone);
}
