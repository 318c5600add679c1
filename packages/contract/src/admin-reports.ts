import { z } from 'zod';
import { defineAdmin, pageOf, pageQuery } from './admin';
import { REWARD_KINDS } from './constants';

/**
 * The back office's dashboard and reports (docs/architecture.md §11, apps/server/src/modules/
 * reports/README.md): money figures computed from the ledger, per calendar day of the platform's
 * timezone (GMT+5:30 unless the settings say otherwise). Amounts are rupees.
 */

/** The longest range a report covers. */
export const REPORT_MAX_DAYS = 366;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day YYYY-MM-DD that exists (no 2026-02-30). */
export const reportDay = z
  .string()
  .trim()
  .refine((text) => {
    const match = DAY.exec(text);
    if (!match) return false;
    const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return (
      d.getUTCFullYear() === Number(match[1]) &&
      d.getUTCMonth() === Number(match[2]) - 1 &&
      d.getUTCDate() === Number(match[3]) &&
      d.getUTCFullYear() >= 2000 &&
      d.getUTCFullYear() <= 2100
    );
  }, 'expected a date YYYY-MM-DD')
  .describe('A calendar day in the platform timezone, YYYY-MM-DD');

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A report's days, both included; `to` not before `from`, at most REPORT_MAX_DAYS. */
export const reportRange = z.object({ from: reportDay, to: reportDay });

/** Refines an object holding a range (refined after extending, so paging fields can be added). */
export const checkRange = (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const days = daysBetween(value.from, value.to);
  if (days < 0)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'the end is before the start' });
  else if (days >= REPORT_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `at most ${REPORT_MAX_DAYS} days at a time`,
    });
};

/** One day's figures. GGR = stakes − wins; stakes are bets less rolled-back bets. */
/** A range as the admin app's form checks it: the same rules as every report call. */
export const reportRangeChecked = reportRange.superRefine(checkRange);

export const ZDayFigures = z.object({
  day: z.string().describe('YYYY-MM-DD in the platform timezone'),
  deposits: z.number().describe('Rupees credited by successful deposits'),
  depositCount: z.number().int(),
  withdrawals: z.number().describe('Rupees of withdrawals paid out (fee included)'),
  withdrawalCount: z.number().int(),
  stakes: z.number().describe('Rupees staked on games, rolled-back bets taken off'),
  wins: z.number().describe('Rupees paid to players by games'),
  ggr: z.number().describe('Gross gaming revenue: stakes − wins'),
  betCount: z.number().int(),
  bonusCost: z.number().describe('Rupees paid from bonus expense (rewards and deposit bonuses)'),
  newPlayers: z.number().int().describe('Accounts registered that day'),
  activePlayers: z.number().int().describe('Players who placed at least one bet that day'),
});
export type TDayFigures = z.infer<typeof ZDayFigures>;

export const adminReportsDashboard = defineAdmin({
  path: '/admin/reports/dashboard',
  summary: "Today's figures and the last 30 days, day by day, from the ledger",
  permission: 'money.read',
  writes: false,
  request: z.object({}),
  response: z.object({
    timezone: z.string().describe('The platform zone the days are counted in, e.g. GMT+5:30'),
    today: ZDayFigures,
    yesterday: ZDayFigures,
    series: z.array(ZDayFigures).describe('30 days, oldest first, today last'),
    asOf: z.string().describe('The instant the figures were read'),
  }),
});

export const DAILY_REPORT_SORT = [
  'day',
  'deposits',
  'withdrawals',
  'ggr',
  'bonusCost',
  'activePlayers',
] as const;

export const adminReportsDaily = defineAdmin({
  path: '/admin/reports/daily',
  summary: 'Deposits, withdrawals, GGR and bonus cost per day of a range, with the totals',
  permission: 'money.read',
  writes: false,
  request: pageQuery(DAILY_REPORT_SORT).extend(reportRange.shape).superRefine(checkRange),
  response: pageOf(ZDayFigures).extend({
    timezone: z.string().describe('The platform zone the days are counted in, e.g. GMT+5:30'),
    totals: ZDayFigures.omit({ day: true, newPlayers: true, activePlayers: true }).extend({
      newPlayers: z.number().int(),
    }),
  }),
});

/** Bonus cost of one campaign (the reward's source without its per-grant part). */
export const ZCampaignFigures = z.object({
  campaign: z
    .string()
    .describe(
      "The campaign: a reward source less its per-grant part ('deposit_gift', 'vip:rebate', " +
        "'promo-code:12'); 'deposit_bonus' for a deposit's own bonus",
    ),
  kind: z.string().describe(`A reward kind (${REWARD_KINDS.join(', ')}) or 'deposit_bonus'`),
  label: z.string().nullable().describe('A promo code, when the campaign is one'),
  bonusCost: z.number(),
  count: z.number().int().describe('Rewards (or deposit bonuses) paid'),
});
export type TCampaignFigures = z.infer<typeof ZCampaignFigures>;

export const CAMPAIGN_REPORT_SORT = ['bonusCost', 'count', 'campaign'] as const;

export const adminReportsCampaigns = defineAdmin({
  path: '/admin/reports/campaigns',
  summary: 'Bonus cost per campaign over a range of days',
  permission: 'money.read',
  writes: false,
  request: pageQuery(CAMPAIGN_REPORT_SORT).extend(reportRange.shape).superRefine(checkRange),
  response: pageOf(ZCampaignFigures).extend({ totalBonusCost: z.number() }),
});

export const REPORT_KINDS = ['daily', 'campaigns'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const adminReportsExport = defineAdmin({
  path: '/admin/reports/export',
  summary: 'A report of a range as CSV (the text in the envelope; the app saves it as a file)',
  description:
    'Every admin call is a POST answered in the JSON envelope, so the export is too: the answer ' +
    'carries the CSV text and a file name, and the admin app saves it as a download. It keeps ' +
    "the session's CSRF check and permission check of every other call. Cells are quoted per " +
    "RFC 4180 and a text cell starting with =, +, -, @, tab or CR is prefixed with ' so no " +
    'spreadsheet runs it as a formula.',
  permission: 'money.read',
  writes: false,
  request: reportRange.extend({ report: z.enum(REPORT_KINDS) }).superRefine(checkRange),
  response: z.object({
    filename: z.string(),
    contentType: z.literal('text/csv'),
    csv: z.string(),
    rows: z.number().int(),
  }),
});

export const REPORTS_ADMIN_ENDPOINTS = [
  adminReportsDashboard,
  adminReportsDaily,
  adminReportsCampaigns,
  adminReportsExport,
] as const;
