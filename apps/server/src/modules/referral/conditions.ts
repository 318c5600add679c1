import { sql, type SQL } from 'drizzle-orm';
import type { ReferralSettings } from './settings';

const before = (column: SQL, cutoff: Date | null) =>
  cutoff ? sql`and ${column} < ${cutoff.toISOString()}::timestamptz` : sql``;

/**
 * The operator's conditions for the invitee `i.invitee_id` (README.md "Valid invitees"), each
 * as SQL over what happened before `cutoff` (everything when null): phone bound, successful
 * deposits ≥ minDeposit, valid bets of settled rounds ≥ minValidBet.
 */
export function inviteeConditions(settings: ReferralSettings, cutoff: Date | null) {
  const phoneBound = sql`exists (select 1 from players ph where ph.id = i.invitee_id and ph.phone is not null)`;
  const depositMet = sql`coalesce((select sum(o.credited_paise) from deposit_orders o
      where o.player_id = i.invitee_id and o.status = 'success'
      ${before(sql`o.success_at`, cutoff)}), 0) >= ${settings.minDepositPaise}`;
  const betMet = sql`coalesce((select sum(g.valid_bet_paise) from game_rounds g
      where g.player_id = i.invitee_id and g.status = 'settled'
      ${before(sql`g.settled_at`, cutoff)}), 0) >= ${settings.minValidBetPaise}`;
  const all = sql`(${settings.requirePhone ? phoneBound : sql`true`}) and (${depositMet}) and (${betMet})`;
  return { phoneBound, depositMet, betMet, all };
}
