import { phrase, type Phrase } from '@khel/contract/messages';
import {
  CHECKIN_CYCLE_DAYS,
  type TCheckinInfoResponse,
  type TCheckInResponse,
} from '@khel/contract';
import { addDays } from '@khel/contract/dates';
import { paiseOf, rupeesText, toRupees } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { assertNotExcluded } from '../protection';
import { bonusExpenseAccount, insertRewardRows, payGrantedRewards } from '../rewards';
import { readWallet } from '../wallet';
import { activityOn, platformDay } from './activity';
import type { EngagementDeps } from './deps';
import { readCheckinSettings, type CheckinSettings } from './settings';

export const CHECKIN_UNAVAILABLE = 'Daily check-in is not available';
export const ALREADY_CHECKED_IN = 'You have already checked in today';

const HISTORY_SIZE = 30;

interface CheckinRow {
  day: string;
  cycle_day: number;
  reward_paise: string;
}

async function recentCheckins(db: Db, playerId: number, limit: number) {
  return queryRows<CheckinRow>(
    db,
    sql`select day, cycle_day, reward_paise::text as reward_paise from checkin_days
        where player_id = ${playerId} order by day desc limit ${limit}`,
  );
}

/**
 * The day of the cycle a check-in on `today` is, from the player's check-in of the day before:
 * the next day after it (day 1 again after day 7), else day 1 — a missed day restarts the cycle.
 */
export const nextCycleDay = (yesterdayCycleDay: number | null) =>
  yesterdayCycleDay === null ? 1 : (yesterdayCycleDay % CHECKIN_CYCLE_DAYS) + 1;

/** Days checked in in a row up to `today` (or up to yesterday when today is not done). */
export function streakOf(rows: { day: string }[], today: string): number {
  let expected = rows[0]?.day === today ? today : addDays(today, -1);
  let streak = 0;
  for (const row of rows) {
    if (row.day !== expected) break;
    streak++;
    expected = addDays(expected, -1);
  }
  return streak;
}

/** Whether the day's activity meets the operator's condition, and if not, what to tell. */
function conditionProblem(
  settings: CheckinSettings,
  activity: { depositPaise: bigint; validBetPaise: bigint },
): Phrase | null {
  const minDeposit = paiseOf(settings.minDeposit) > 0n ? paiseOf(settings.minDeposit) : 1n;
  const minBet = paiseOf(settings.minValidBet) > 0n ? paiseOf(settings.minValidBet) : 1n;
  const deposited = activity.depositPaise >= minDeposit;
  const bet = activity.validBetPaise >= minBet;
  switch (settings.condition) {
    case 'none':
      return null;
    case 'deposit':
      return deposited
        ? null
        : phrase('Deposit at least Rs {amount} today to check in', {
            amount: rupeesText(minDeposit),
          });
    case 'validBet':
      return bet
        ? null
        : phrase('Bet at least Rs {amount} today to check in', { amount: rupeesText(minBet) });
    case 'depositOrValidBet':
      return deposited || bet
        ? null
        : phrase('Deposit at least Rs {deposit} or bet at least Rs {bet} today to check in', {
            deposit: rupeesText(minDeposit),
            bet: rupeesText(minBet),
          });
  }
}

/** The Signin page: the cycle's 7 days and their states, today's condition, the history. */
export async function checkinInfo(
  deps: EngagementDeps,
  playerId: number,
): Promise<TCheckinInfoResponse> {
  const today = await platformDay(deps.db, deps.now());
  const [settings, activity, rows] = await Promise.all([
    readCheckinSettings(deps.db),
    activityOn(deps.db, playerId, today),
    recentCheckins(deps.db, playerId, HISTORY_SIZE),
  ]);
  const last = rows[0];
  const checkedInToday = last?.day === today.day;
  // Days of this cycle done: today's check-in's, else yesterday's unless it closed a cycle.
  const done = checkedInToday
    ? last.cycle_day
    : last?.day === today.yesterday
      ? last.cycle_day % CHECKIN_CYCLE_DAYS
      : 0;
  const days = settings
    ? settings.rewards.map((reward, i) => ({
        day: i + 1,
        reward,
        state:
          i + 1 <= done
            ? ('done' as const)
            : i + 1 === done + 1 && !checkedInToday
              ? ('today' as const)
              : ('upcoming' as const),
      }))
    : [];
  return {
    available: settings !== null,
    today: today.day,
    days,
    streak: streakOf(rows, today.day),
    checkedInToday,
    condition: settings?.condition ?? 'none',
    minDeposit: settings?.minDeposit ?? 0,
    minValidBet: settings?.minValidBet ?? 0,
    depositToday: toRupees(activity.depositPaise),
    validBetToday: toRupees(activity.validBetPaise),
    conditionMet: settings ? conditionProblem(settings, activity) === null : false,
    history: rows.map((r) => ({
      date: r.day,
      cycleDay: r.cycle_day,
      reward: toRupees(BigInt(r.reward_paise)),
    })),
  };
}

/**
 * Checks the player in for today, exactly once: the insert of (player, day) is the check-in —
 * of any number of concurrent requests one inserts, the others find the row and are refused —
 * and in the same transaction the day's reward is granted and paid through the bonus engine
 * (record type 'daily bonus').
 */
export async function checkIn(deps: EngagementDeps, playerId: number): Promise<TCheckInResponse> {
  const now = deps.now();
  await assertNotExcluded(deps.db, playerId, now);
  const settings = await readCheckinSettings(deps.db);
  if (!settings) throw new AppError('badRequest', CHECKIN_UNAVAILABLE);
  const today = await platformDay(deps.db, now);
  const problem = conditionProblem(settings, await activityOn(deps.db, playerId, today));
  if (problem) throw new AppError('badRequest', problem);
  const bonusExpenseId = await bonusExpenseAccount(deps.accounts);
  const done = await deps.db.transaction(async (tx) => {
    const [yesterday] = await queryRows<{ cycle_day: number }>(
      tx,
      sql`select cycle_day from checkin_days
          where player_id = ${playerId} and day = ${today.yesterday}`,
    );
    const cycleDay = nextCycleDay(yesterday?.cycle_day ?? null);
    const rewardPaise = paiseOf(settings.rewards[cycleDay - 1]!);
    const [inserted] = await queryRows<{ day: string }>(
      tx,
      sql`insert into checkin_days (player_id, day, cycle_day, reward_paise, created_at)
          values (${playerId}, ${today.day}, ${cycleDay}, ${rewardPaise},
                  ${now.toISOString()}::timestamptz)
          on conflict (player_id, day) do nothing
          returning day`,
    );
    if (!inserted) throw new AppError('conflict', ALREADY_CHECKED_IN);
    const granted = await insertRewardRows(
      tx,
      { kind: 'checkin' },
      [{ playerId, amountPaise: rewardPaise, source: `checkin:${today.day}` }],
      now,
    );
    await payGrantedRewards(tx, granted, { now, bonusExpenseId });
    if (granted[0] !== undefined) {
      await tx.execute(
        sql`update checkin_days set reward_id = ${granted[0]}
            where player_id = ${playerId} and day = ${today.day}`,
      );
    }
    return { cycleDay, rewardPaise };
  });
  const rows = await recentCheckins(deps.db, playerId, HISTORY_SIZE);
  return {
    date: today.day,
    cycleDay: done.cycleDay,
    reward: toRupees(done.rewardPaise),
    streak: streakOf(rows, today.day),
    balance: toRupees((await readWallet(deps.db, playerId)).balancePaise),
  };
}
