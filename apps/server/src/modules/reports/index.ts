/**
 * The back office's dashboard and reports (README.md): figures per platform day from the ledger,
 * closed days rolled up once by the reports.rollup job.
 */
import type { JobRuntime } from '@khel/db';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { OperatorsDeps } from '../operators';
import { adminReportRoutes } from './admin-routes';
import { registerReportJobs } from './rollup';

export { rollupClosedDays, ROLLUP_GRACE_MS } from './rollup';
export { campaignFigures, dailyFigures, dashboard } from './service';

export function registerReports(
  api: FastifyInstance,
  deps: { db: Db; jobs: JobRuntime; admin: OperatorsDeps },
) {
  registerReportJobs(deps.jobs, deps);
  adminReportRoutes(api, deps, deps.admin);
}
