import type { TRewardListRequest, TRewardListResponse, TReward } from '@khel/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { assertNotExcluded } from '../protection';
import { AppError } from '../../errors';
import { readWallet, type AccountDirectory } from '../wallet';
import { toRupees } from '@khel/contract/money';
import { bonusExpenseAccount, claimableAt, claimRewardsTx } from './claim';
import { mailClaimable } from './grant';
import type { RewardKind } from './grant';

export interface RewardsDeps {
  db: Db;
  accounts: AccountDirectory;
  /** The platform clock (tests move it). */
  now: () => Date;
}

interface RewardDbRow {
  id: string;
  kind: string;
  source: string;
  amount_paise: string;
  wager_paise: string;
  status: TReward['status'];
  claimable_at: Date | string;
  expires_at: Date | string | null;
  claimed_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The status a player sees: a due pending reward is claimable, a lapsed one expired. */
export const statusAt = (now: Date) =>
  sql`case when r.status in ('pending', 'claimable') and r.expires_at <= ${now.toISOString()}::timestamptz then 'expired'
           when r.status = 'pending' and r.claimable_at <= ${now.toISOString()}::timestamptz then 'claimable'
           else r.status end`;

const rewardColumns = (now: Date) =>
  sql`r.id::text as id, r.kind, r.source, r.amount_paise::text as amount_paise,
      r.wager_paise::text as wager_paise, ${statusAt(now)} as status, r.claimable_at,
      r.expires_at, r.claimed_at, r.created_at`;

function present(row: RewardDbRow): TReward {
  return {
    id: row.id,
    kind: row.kind as TReward['kind'],
    source: row.source,
    amount: toRupees(BigInt(row.amount_paise)),
    wagerRequired: toRupees(BigInt(row.wager_paise)),
    status: row.status,
    claimableAt: iso(row.claimable_at)!,
    expiresAt: iso(row.expires_at),
    claimedAt: iso(row.claimed_at),
    createdAt: iso(row.created_at)!,
  };
}

/** A player's rewards, newest first, filtered by status and kind, with a keyset cursor. */
export async function listRewards(
  deps: RewardsDeps,
  playerId: number,
  input: Pick<TRewardListRequest, 'status' | 'kind' | 'cursor' | 'pageSize'>,
): Promise<TRewardListResponse> {
  const now = deps.now();
  const pageSize = input.pageSize ?? 20;
  const byStatus =
    input.status && input.status !== 'all' ? sql`and ${statusAt(now)} = ${input.status}` : sql``;
  const byKind = input.kind && input.kind !== 'all' ? sql`and r.kind = ${input.kind}` : sql``;
  const before = input.cursor ? sql`and r.id < ${input.cursor}::bigint` : sql``;
  const rows = await queryRows<RewardDbRow>(
    deps.db,
    sql`select ${rewardColumns(now)} from rewards r
        where r.player_id = ${playerId} ${byStatus} ${byKind} ${before}
        order by r.id desc limit ${pageSize + 1}`,
  );
  const [open] = await queryRows<{ count: number; total: string }>(
    deps.db,
    sql`select count(*)::int as count, coalesce(sum(r.amount_paise), 0)::text as total
        from rewards r where r.player_id = ${playerId} and ${claimableAt(now)}`,
  );
  const page = rows.slice(0, pageSize);
  return {
    list: page.map(present),
    nextCursor: rows.length > pageSize ? page[page.length - 1]!.id : null,
    claimableCount: open?.count ?? 0,
    claimableTotal: toRupees(BigInt(open?.total ?? '0')),
  };
}

/** A player's claim of the rewards `which` picks at the clock's now, in its own transaction. */
async function claimWhich(deps: RewardsDeps, which: (now: Date) => SQL) {
  const bonusExpenseId = await bonusExpenseAccount(deps.accounts);
  const now = deps.now();
  const claimed = await deps.db.transaction((tx) =>
    claimRewardsTx(tx, { now, bonusExpenseId, which: which(now) }),
  );
  return { now, claimed };
}

/** The player's reward given for `source`, as the player sees it at `now`; null if none. */
export async function findReward(
  db: Db,
  playerId: number,
  source: string,
  now: Date,
): Promise<TReward | null> {
  const [row] = await queryRows<RewardDbRow>(
    db,
    sql`select ${rewardColumns(now)} from rewards r
        where r.player_id = ${playerId} and r.source = ${source}`,
  );
  return row ? present(row) : null;
}

/**
 * Claims one of the player's rewards. Idempotent by the reward id: a reward already claimed
 * answers as claimed, and of any number of concurrent claims exactly one pays (the others wait
 * for its row lock, then find it claimed).
 */
export async function claimReward(deps: RewardsDeps, playerId: number, rewardId: string) {
  await assertNotExcluded(deps.db, playerId, deps.now());
  const { now, claimed } = await claimWhich(
    deps,
    () => sql`select ${rewardId}::bigint where exists (
                select 1 from rewards where id = ${rewardId}::bigint and player_id = ${playerId})`,
  );
  const [row] = await queryRows<RewardDbRow>(
    deps.db,
    sql`select ${rewardColumns(now)} from rewards r
        where r.id = ${rewardId}::bigint and r.player_id = ${playerId}`,
  );
  if (!row) throw new AppError('notFound', 'No such reward');
  if (claimed.length === 0 && row.status !== 'claimed') {
    if (row.status === 'expired') throw new AppError('badRequest', 'This reward has expired');
    if (row.status === 'pending')
      throw new AppError('badRequest', 'This reward is not claimable yet');
    throw new AppError('badRequest', 'This reward can no longer be claimed');
  }
  const wallet = await readWallet(deps.db, playerId);
  return {
    reward: present(row),
    balance: toRupees(wallet.balancePaise),
    wagerRemaining: toRupees(wallet.wagerRemainingPaise),
  };
}

/**
 * Claims every open reward of one kind the player has (the Earn tab's single claim), in one
 * transaction through the same conditional update: of any number of concurrent claims exactly
 * one pays each reward; the others claim nothing and answer so (count 0).
 */
export async function claimRewardsOfKind(deps: RewardsDeps, playerId: number, kind: RewardKind) {
  await assertNotExcluded(deps.db, playerId, deps.now());
  const { claimed } = await claimWhich(
    deps,
    (now) => sql`select r.id from rewards r
                 where r.player_id = ${playerId} and r.kind = ${kind} and ${claimableAt(now)}`,
  );
  const wallet = await readWallet(deps.db, playerId);
  return {
    count: claimed.length,
    totalPaise: claimed.reduce((sum, c) => sum + c.amountPaise, 0n),
    balancePaise: wallet.balancePaise,
  };
}

/**
 * The sweep: due pending rewards become claimable, open rewards past their expiry become
 * expired (set-based; an auto-claim reward never expires, it is paid). Answers the counts.
 */
export async function sweepRewards(db: Db, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = await queryRows<{ id: string }>(
    db,
    sql`update rewards set status = 'expired'
        where status in ('pending', 'claimable') and expires_at <= ${at} and not auto_claim
        returning id::text as id`,
  );
  const due = await db.transaction(async (tx) => {
    const opened = await queryRows<{ id: string }>(
      tx,
      sql`update rewards set status = 'claimable'
          where status = 'pending' and claimable_at <= ${at}
          returning id::text as id`,
    );
    await mailClaimable(
      tx,
      opened.map((r) => BigInt(r.id)),
      now,
    );
    return opened;
  });
  return { expired: expired.length, claimable: due.length };
}
