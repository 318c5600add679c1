import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { HOUSE, type AccountDirectory } from '../wallet';

export interface ClaimedReward {
  id: bigint;
  playerId: number;
  amountPaise: bigint;
  wagerPaise: bigint;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** A reward open for claiming at `now`: claimable (or pending and due) and not expired. */
export const claimableAt = (now: Date) =>
  sql`(r.status = 'claimable' or (r.status = 'pending' and r.claimable_at <= ${at(now)}))
      and (r.expires_at is null or r.expires_at > ${at(now)})`;

/**
 * Claims the rewards `which` picks, in the caller's transaction: a conditional update moves each
 * from claimable to claimed (of concurrent claims of one reward exactly one gets the row), then
 * one ledger transaction per reward, keyed by the reward id, moves its amount from bonus expense
 * to the wallet through ledger_post, and the wallet's wager requirement grows by the reward's
 * wager. Set-based: one statement per step whether it claims one reward or thousands.
 *
 * A player on a time-out or self-exclusion (protection_excluded, migration 0054) claims nothing:
 * their rewards stay as they are, in this same update, whatever path asks (claims, instant
 * prizes, deposit promotions, the auto-claim jobs).
 *
 * `which` is SQL selecting reward ids (alias r, a FOR UPDATE in it is the caller's choice).
 * `together` (a job's batch): one ledger transaction per record type for the whole batch, every
 * wallet a leg of it, instead of one per reward — each player still sees their own entry.
 */
export async function claimRewardsTx(
  tx: Db,
  options: { which: SQL; now: Date; bonusExpenseId: bigint; together?: boolean },
): Promise<ClaimedReward[]> {
  const won = await queryRows<{
    id: string;
    player_id: string;
    amount_paise: string;
    wager_paise: string;
  }>(
    tx,
    sql`update rewards r set status = 'claimed', claimed_at = ${at(options.now)}
        where r.id in (${options.which}) and ${claimableAt(options.now)}
          and not protection_excluded(r.player_id, ${at(options.now)})
        returning r.id::text as id, r.player_id::text as player_id,
          r.amount_paise::text as amount_paise, r.wager_paise::text as wager_paise`,
  );
  if (won.length === 0) return [];
  const ids = `{${won.map((w) => w.id).join(',')}}`;
  // Wallets of players who never had money are made here, in the same transaction.
  await tx.execute(
    sql`insert into ledger_accounts (code, kind, player_id, tracks_balance, balance_paise, wager_remaining_paise)
        select distinct 'wallet:' || r.player_id, 'wallet', r.player_id, true, 0, 0
        from rewards r where r.id = any(${ids}::bigint[])
        on conflict (code) do nothing`,
  );
  const posted = await queryRows<{ id: string; transaction_id: string | null }>(
    tx,
    options.together
      ? postTogether(ids, options.bonusExpenseId)
      : postEach(ids, options.bonusExpenseId),
  );
  const paid = posted.filter((p) => p.transaction_id !== null);
  if (paid.length > 0) {
    const paidIds = `{${paid.map((p) => p.id).join(',')}}`;
    const txIds = `{${paid.map((p) => p.transaction_id).join(',')}}`;
    await tx.execute(
      sql`update rewards r set ledger_transaction_id = p.transaction_id
          from unnest(${paidIds}::bigint[], ${txIds}::bigint[]) as p(id, transaction_id)
          where r.id = p.id`,
    );
    await tx.execute(
      sql`update ledger_accounts a set wager_remaining_paise = a.wager_remaining_paise + w.wager
          from (select 'wallet:' || r.player_id as code, sum(r.wager_paise) as wager
                from rewards r where r.id = any(${paidIds}::bigint[]) and r.wager_paise > 0
                group by r.player_id) w
          where a.code = w.code`,
    );
  }
  const paidSet = new Set(paid.map((p) => p.id));
  return won
    .filter((w) => paidSet.has(w.id))
    .map((w) => ({
      id: BigInt(w.id),
      playerId: Number(w.player_id),
      amountPaise: BigInt(w.amount_paise),
      wagerPaise: BigInt(w.wager_paise),
    }));
}

/**
 * One ledger_post per reward, in wallet order (so two claims never wait on each other in a
 * cycle), keyed by the reward id.
 */
const postEach = (ids: string, bonusExpenseId: bigint) =>
  sql`select s.id::text as id, p.transaction_id::text as transaction_id
      from (select r.id, r.player_id, r.kind, r.source, r.record_type, r.amount_paise,
              a.id as wallet_id
            from rewards r join ledger_accounts a on a.code = 'wallet:' || r.player_id
            where r.id = any(${ids}::bigint[])
            order by a.id, r.id
            offset 0) s
      cross join lateral ledger_post('reward:' || s.id, 'reward:' || s.id || ':' || s.amount_paise,
        'reward', s.record_type, s.player_id,
        jsonb_build_object('rewardId', s.id::text, 'kind', s.kind, 'source', s.source),
        array[${bonusExpenseId}::bigint, s.wallet_id],
        array[-s.amount_paise, s.amount_paise]) p`;

/**
 * One ledger_post per record type for a batch: bonus expense pays the total, each wallet is one
 * leg (its rewards summed; ledger_post locks the wallets in id order). Keyed by the batch's
 * reward ids, which only one transaction can ever hold claimed.
 */
const postTogether = (ids: string, bonusExpenseId: bigint) =>
  sql`with mine as (
        select r.id, r.record_type, r.amount_paise, a.id as wallet_id
        from rewards r join ledger_accounts a on a.code = 'wallet:' || r.player_id
        where r.id = any(${ids}::bigint[])),
      legs as (
        select record_type, wallet_id as account_id, sum(amount_paise)::bigint as amount
        from mine group by record_type, wallet_id
        union all
        select record_type, ${bonusExpenseId}::bigint, -sum(amount_paise)::bigint
        from mine group by record_type),
      groups as (
        select g.record_type, g.first_id, g.last_id, g.total, l.accounts, l.amounts
        from (select record_type, min(id) as first_id, max(id) as last_id,
                sum(amount_paise)::bigint as total, count(*) as n
              from mine group by record_type) g
        join (select record_type, array_agg(account_id order by account_id) as accounts,
                array_agg(amount order by account_id) as amounts
              from legs group by record_type) l on l.record_type = g.record_type),
      posted as (
        select g.record_type, p.transaction_id
        from groups g
        cross join lateral ledger_post('rewards:' || g.first_id || '-' || g.last_id,
          'rewards:' || g.total, 'reward', g.record_type, null,
          jsonb_build_object('rewardIds', g.first_id::text || '-' || g.last_id::text),
          g.accounts, g.amounts) p)
      select m.id::text as id, p.transaction_id::text as transaction_id
      from mine m join posted p on p.record_type = m.record_type`;

/**
 * Pays rewards just granted in the caller's transaction (an instant prize: a check-in, a wheel
 * spin), one ledger transaction each, as a claim would. `bonusExpenseId`: bonusExpenseAccount,
 * resolved before the transaction.
 */
export function payGrantedRewards(
  tx: Db,
  ids: bigint[],
  options: { now: Date; bonusExpenseId: bigint },
): Promise<ClaimedReward[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return claimRewardsTx(tx, {
    ...options,
    which: sql`select unnest(${`{${ids.join(',')}}`}::bigint[])`,
  });
}

/** The bonus-expense house account every reward is paid from (resolved outside transactions). */
export const bonusExpenseAccount = (accounts: AccountDirectory) =>
  accounts.house(HOUSE.bonusExpense);

/**
 * Pays the open auto-claim rewards of `source` (or of every source) in batches of `batchSize`,
 * each batch its own transaction; rows another worker holds are skipped. A job that crashed
 * after granting resumes here. Answers how many were paid and their total.
 */
export async function claimDueAutoRewards(
  db: Db,
  accounts: AccountDirectory,
  options: { now: Date; source?: string; batchSize?: number },
): Promise<{ count: number; totalPaise: bigint }> {
  const bonusExpenseId = await bonusExpenseAccount(accounts);
  const batchSize = options.batchSize ?? 5000;
  const bySource = options.source ? sql`and r.source = ${options.source}` : sql``;
  let count = 0;
  let totalPaise = 0n;
  for (;;) {
    const claimed = await db.transaction((tx) =>
      claimRewardsTx(tx, {
        now: options.now,
        bonusExpenseId,
        together: true,
        which: sql`select r.id from rewards r
                   where r.auto_claim and r.status in ('pending', 'claimable') ${bySource}
                     and ${claimableAt(options.now)}
                   order by r.id limit ${batchSize} for update skip locked`,
      }),
    );
    count += claimed.length;
    for (const c of claimed) totalPaise += c.amountPaise;
    if (claimed.length < batchSize) return { count, totalPaise };
  }
}
