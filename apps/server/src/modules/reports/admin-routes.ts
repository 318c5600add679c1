import {
  adminReportsCampaigns,
  adminReportsDaily,
  adminReportsDashboard,
  adminReportsExport,
} from '@khel/contract/admin-reports';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import { csvOf } from './csv';
import { campaignFigures, campaignReport, dailyFigures, dailyReport, dashboard } from './service';

/** The dashboard, the reports and their CSV export (README.md; docs/architecture.md §11). */
export function adminReportRoutes(app: FastifyInstance, deps: { db: Db }, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminReportsDashboard, (_input, context) =>
    dashboard(deps.db, context.at),
  );
  registerAdminEndpoint(app, admin, adminReportsDaily, (input, context) =>
    dailyReport(deps.db, input, context.at),
  );
  registerAdminEndpoint(app, admin, adminReportsCampaigns, (input, context) =>
    campaignReport(deps.db, input, context.at),
  );
  registerAdminEndpoint(app, admin, adminReportsExport, async (input, context) => {
    const range = { from: input.from, to: input.to, now: context.at };
    let csv: string;
    let rows: number;
    if (input.report === 'daily') {
      const { days } = await dailyFigures(deps.db, range);
      rows = days.length;
      csv = csvOf(
        [
          'day',
          'deposits',
          'deposit_count',
          'withdrawals',
          'withdrawal_count',
          'stakes',
          'wins',
          'ggr',
          'bet_count',
          'bonus_cost',
          'new_players',
          'active_players',
        ],
        days.map((d) => [
          d.day,
          d.deposits,
          d.depositCount,
          d.withdrawals,
          d.withdrawalCount,
          d.stakes,
          d.wins,
          d.ggr,
          d.betCount,
          d.bonusCost,
          d.newPlayers,
          d.activePlayers,
        ]),
      );
    } else {
      const { list } = await campaignFigures(deps.db, range);
      rows = list.length;
      csv = csvOf(
        ['campaign', 'kind', 'label', 'bonus_cost', 'count'],
        list.map((c) => [c.campaign, c.kind, c.label, c.bonusCost, c.count]),
      );
    }
    // Financial data leaving the platform: recorded in the audit log (a read, so after it).
    context.audit({
      action: 'report.export',
      targetType: 'report',
      targetId: input.report,
      before: null,
      after: { from: input.from, to: input.to, rows },
    });
    return {
      filename: `khel-${input.report}-${input.from}-to-${input.to}.csv`,
      contentType: 'text/csv' as const,
      csv,
      rows,
    };
  });
}
