import type {
  adminPlayerBets,
  adminPlayerDeposits,
  adminPlayerLedger,
  adminPlayerNotes,
  adminPlayerReferrals,
  adminPlayerRewards,
  adminPlayerSearch,
  adminPlayerSessions,
  adminPlayerWithdrawals,
  TAdminPlayer,
  TAdminPlayerRow,
} from '@khel/contract/admin-players';
import { toRupees } from '@khel/contract/money';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';

/**
 * The back office's read model of a player (README.md "Back office"): one read-only query per
 * list of the player page, over the tables the other modules write. Nothing here writes.
 */

type In<E extends { request: z.ZodType }> = z.output<E['request']>;

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();
const rupees = (paise: string | null) => (paise === null ? null : toRupees(BigInt(paise)));
const rupeesOr0 = (paise: string | null) => toRupees(BigInt(paise ?? '0'));

export const PLAYER_NOT_FOUND = 'No player with this id';

/** The wallet, last-seen time and status of each player: the search's and the profile's base. */
const PLAYER_BASE = sql`
  select p.id::text as id, p.nickname, p.phone, p.status, p.vip_level, p.is_guest,
         coalesce(w.balance_paise, 0)::text as balance_paise,
         coalesce(w.wager_remaining_paise, 0)::text as wager_paise,
         p.created_at, s.last_seen_at
  from players p
  left join ledger_accounts w on w.code = 'wallet:' || p.id::text
  left join lateral (select max(last_seen_at) as last_seen_at from sessions
                     where player_id = p.id) s on true`;

interface PlayerBaseRow {
  id: string;
  nickname: string;
  phone: string | null;
  status: 'active' | 'disabled';
  vip_level: number;
  is_guest: boolean;
  balance_paise: string;
  wager_paise: string;
  created_at: string | Date;
  last_seen_at: string | Date | null;
}

const toRow = (row: PlayerBaseRow): TAdminPlayerRow => ({
  id: row.id,
  nickname: row.nickname,
  phone: row.phone,
  status: row.status,
  vipLevel: Number(row.vip_level),
  isGuest: row.is_guest,
  balance: rupeesOr0(row.balance_paise),
  wagerRemaining: rupeesOr0(row.wager_paise),
  createdAt: iso(row.created_at)!,
  lastSeenAt: iso(row.last_seen_at),
});

const like = (value: string) => `%${value.replace(/[%_\\]/g, '\\$&')}%`;

/** What a search text matches: the id (8 digits), the phone (digits), the nickname (any). */
function searchCondition(query: string): SQL {
  if (query === '') return sql`true`;
  // A phone as people write it: spaces, dashes and a leading + are not part of the number.
  const compact = query.replace(/[\s-]/g, '');
  const digits = /^\+?\d+$/.test(compact) ? compact.replace(/^\+/, '') : null;
  const conditions = [sql`p.nickname ilike ${like(query)}`];
  if (digits) {
    conditions.push(sql`p.phone like ${like(digits)}`);
    if (/^\d{8}$/.test(digits)) conditions.push(sql`p.id = ${Number(digits)}`);
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

export async function searchPlayers(db: Db, input: In<typeof adminPlayerSearch>) {
  const status = input.status === 'all' ? sql`true` : sql`p.status = ${input.status}`;
  const { rows, total } = await pageRows<PlayerBaseRow>(
    db,
    sql`${PLAYER_BASE} where ${searchCondition(input.query)} and ${status}`,
    orderOf(
      { createdAt: 'created_at', lastSeenAt: 'last_seen_at', balance: 'balance_paise::bigint' },
      input.sortBy,
      input.sortDesc,
      'createdAt',
    ),
    input,
  );
  return { list: rows.map(toRow), total };
}

export async function playerProfile(db: Db, playerId: number): Promise<TAdminPlayer> {
  const [row] = await queryRows<
    PlayerBaseRow & {
      email: string | null;
      birthday: string | null;
      referral_code: string;
      referrer_id: string | null;
      referrer_nickname: string | null;
      invitees: string;
      register_ip: string | null;
      device_number: string | null;
      google_email: string | null;
      last_login_at: string | Date | null;
      live_sessions: string;
      deposits: string;
      withdrawals: string;
      stakes: string;
      wins: string;
      pending_adjustments: string;
    }
  >(
    db,
    sql`select b.*, p.email, p.birthday, p.referral_code, r.id::text as referrer_id,
          r.nickname as referrer_nickname, p.register_ip, p.device_number, p.google_email,
          p.last_login_at,
          (select count(*) from referral_invitees where referrer_id = p.id)::text as invitees,
          (select count(*) from sessions where player_id = p.id and revoked_at is null
             and expires_at > now())::text as live_sessions,
          (select coalesce(sum(credited_paise), 0) from deposit_orders
             where player_id = p.id and status = 'success')::text as deposits,
          (select coalesce(sum(amount_paise), 0) from withdrawal_orders
             where player_id = p.id and status = 'success')::text as withdrawals,
          g.stakes::text as stakes, g.wins::text as wins,
          (select count(*) from player_adjustments
             where player_id = p.id and status = 'pending')::text as pending_adjustments
        from (${PLAYER_BASE} where p.id = ${playerId}) b
        join players p on p.id = b.id::bigint
        left join players r on r.id = p.referred_by
        left join lateral (select coalesce(sum(stake_paise), 0) as stakes,
                                  coalesce(sum(win_paise), 0) as wins
                           from game_rounds where player_id = p.id and status = 'settled') g on true`,
  );
  if (!row) throw new AppError('notFound', PLAYER_NOT_FOUND);
  return {
    ...toRow(row),
    email: row.email,
    birthday: row.birthday,
    referralCode: row.referral_code,
    referrer: row.referrer_id ? { id: row.referrer_id, nickname: row.referrer_nickname! } : null,
    invitees: Number(row.invitees),
    registerIp: row.register_ip,
    deviceNumber: row.device_number,
    googleEmail: row.google_email,
    lastLoginAt: iso(row.last_login_at),
    liveSessions: Number(row.live_sessions),
    totals: {
      deposits: rupeesOr0(row.deposits),
      withdrawals: rupeesOr0(row.withdrawals),
      stakes: rupeesOr0(row.stakes),
      wins: rupeesOr0(row.wins),
    },
    pendingAdjustments: Number(row.pending_adjustments),
  };
}

/** Refuses an unknown player with a clear message rather than an empty page. */
export async function assertPlayer(db: Db, playerId: number) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id::text from players where id = ${playerId}`,
  );
  if (!row) throw new AppError('notFound', PLAYER_NOT_FOUND);
}

export async function playerLedger(db: Db, input: In<typeof adminPlayerLedger>) {
  const playerId = Number(input.playerId);
  await assertPlayer(db, playerId);
  const direction =
    input.direction === 'in'
      ? sql`and e.amount_paise > 0`
      : input.direction === 'out'
        ? sql`and e.amount_paise < 0`
        : sql``;
  const { rows, total } = await pageRows<{
    id: string;
    transaction_id: string;
    kind: string;
    record_type: string | null;
    amount_paise: string;
    balance_after_paise: string | null;
    metadata: Record<string, unknown> | null;
    created_at: string | Date;
  }>(
    db,
    sql`select e.id, e.transaction_id::text as transaction_id, t.kind, t.record_type,
          e.amount_paise::text as amount_paise, e.balance_after_paise::text as balance_after_paise,
          t.metadata, e.created_at
        from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        where e.account_id = (select id from ledger_accounts where code = ${`wallet:${playerId}`})
          ${direction}`,
    orderOf(
      { createdAt: 'created_at', amount: 'amount_paise::bigint' },
      input.sortBy,
      input.sortDesc,
      'createdAt',
    ),
    input,
  );
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      transactionId: r.transaction_id,
      kind: r.kind,
      type: r.record_type,
      amount: toRupees(BigInt(r.amount_paise)),
      balanceAfter: rupeesOr0(r.balance_after_paise),
      detail: detailOf(r.metadata),
      createdAt: iso(r.created_at)!,
    })),
    total,
  };
}

/** The reference an operator looks for in a ledger row's metadata. */
function detailOf(metadata: Record<string, unknown> | null): string | null {
  if (!metadata) return null;
  for (const key of ['orderNo', 'gameCode', 'roundId', 'source', 'code', 'reason']) {
    const value = metadata[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

export async function playerDeposits(db: Db, input: In<typeof adminPlayerDeposits>) {
  const playerId = Number(input.playerId);
  await assertPlayer(db, playerId);
  const { rows, total } = await pageRows<{
    id: string;
    order_no: string;
    channel_name: string;
    method: string;
    status: TDepositStatus;
    amount_paise: string;
    credited_paise: string | null;
    bonus_paise: string;
    utr: string | null;
    tx_hash: string | null;
    created_at: string | Date;
    success_at: string | Date | null;
  }>(
    db,
    sql`select id, order_no, channel_name, method, status, amount_paise::text as amount_paise,
          credited_paise::text as credited_paise, bonus_paise::text as bonus_paise, utr, tx_hash,
          created_at, success_at
        from deposit_orders where player_id = ${playerId}
          ${input.status === 'all' ? sql`` : sql`and status = ${input.status}`}`,
    orderOf(
      { createdAt: 'created_at', amount: 'amount_paise::bigint' },
      input.sortBy,
      input.sortDesc,
      'createdAt',
    ),
    input,
  );
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      orderNo: r.order_no,
      channelName: r.channel_name,
      method: r.method,
      status: r.status,
      amount: toRupees(BigInt(r.amount_paise)),
      credited: rupees(r.credited_paise),
      bonus: rupeesOr0(r.bonus_paise),
      utr: r.utr,
      txHash: r.tx_hash,
      createdAt: iso(r.created_at)!,
      successAt: iso(r.success_at),
    })),
    total,
  };
}
type TDepositStatus = 'pending' | 'success' | 'failed' | 'expired' | 'rejected';
type TWithdrawStatus = 'review' | 'processing' | 'success' | 'failed' | 'rejected';

const maskAccount = (number: string) => `•••• ${number.slice(-4)}`;

export async function playerWithdrawals(db: Db, input: In<typeof adminPlayerWithdrawals>) {
  const playerId = Number(input.playerId);
  await assertPlayer(db, playerId);
  const { rows, total } = await pageRows<{
    id: string;
    order_no: string;
    status: TWithdrawStatus;
    amount_paise: string;
    fee_paise: string;
    arrival_paise: string;
    bank_name: string;
    account_number: string;
    ifsc: string;
    utr: string | null;
    failure_reason: string | null;
    created_at: string | Date;
    finished_at: string | Date | null;
  }>(
    db,
    sql`select id, order_no, status, amount_paise::text as amount_paise,
          fee_paise::text as fee_paise, arrival_paise::text as arrival_paise, bank_name,
          account_number, ifsc, utr, failure_reason, created_at, finished_at
        from withdrawal_orders where player_id = ${playerId}
          ${input.status === 'all' ? sql`` : sql`and status = ${input.status}`}`,
    orderOf(
      { createdAt: 'created_at', amount: 'amount_paise::bigint' },
      input.sortBy,
      input.sortDesc,
      'createdAt',
    ),
    input,
  );
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      orderNo: r.order_no,
      status: r.status,
      amount: toRupees(BigInt(r.amount_paise)),
      fee: toRupees(BigInt(r.fee_paise)),
      arrival: toRupees(BigInt(r.arrival_paise)),
      bankName: r.bank_name,
      accountNumber: maskAccount(r.account_number),
      ifsc: r.ifsc,
      utr: r.utr,
      failureReason: r.failure_reason,
      createdAt: iso(r.created_at)!,
      finishedAt: iso(r.finished_at),
    })),
    total,
  };
}

export async function playerBets(db: Db, input: In<typeof adminPlayerBets>) {
  const playerId = Number(input.playerId);
  await assertPlayer(db, playerId);
  const { rows, total } = await pageRows<{
    id: string;
    provider_code: string;
    round_id: string;
    game: string | null;
    status: 'open' | 'settled' | 'cancelled';
    stake_paise: string;
    win_paise: string;
    valid_bet_paise: string;
    created_at: string | Date;
    settled_at: string | Date | null;
  }>(
    db,
    sql`select r.id, r.provider_code, r.round_id, coalesce(g.name, r.game_code) as game, r.status,
          r.stake_paise::text as stake_paise, r.win_paise::text as win_paise,
          r.valid_bet_paise::text as valid_bet_paise, r.created_at, r.settled_at
        from game_rounds r
        left join games g on g.provider_code = r.provider_code and g.game_code = r.game_code
        where r.player_id = ${playerId}
          ${input.status === 'all' ? sql`` : sql`and r.status = ${input.status}`}`,
    orderOf(
      { createdAt: 'created_at', stake: 'stake_paise::bigint', win: 'win_paise::bigint' },
      input.sortBy,
      input.sortDesc,
      'createdAt',
    ),
    input,
  );
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      provider: r.provider_code,
      roundId: r.round_id,
      game: r.game,
      status: r.status,
      stake: rupeesOr0(r.stake_paise),
      win: rupeesOr0(r.win_paise),
      validBet: rupeesOr0(r.valid_bet_paise),
      createdAt: iso(r.created_at)!,
      settledAt: iso(r.settled_at),
    })),
    total,
  };
}

export async function playerRewards(db: Db, input: In<typeof adminPlayerRewards>) {
  const playerId = Number(input.playerId);
  await assertPlayer(db, playerId);
  const { rows, total } = await pageRows<{
    id: string;
    kind: string;
    source: string;
    status: string;
    amount_paise: string;
    wager_paise: string;
    claimable_at: string | Date;
    expires_at: string | Date | null;
    claimed_at: string | Date | null;
    created_at: string | Date;
  }>(
    db,
    sql`select id, kind, source, status, amount_paise::text as amount_paise,
          wager_paise::text as wager_paise, claimable_at, expires_at, claimed_at, created_at
        from rewards where player_id = ${playerId}`,
    orderOf(
      { createdAt: 'created_at', amount: 'amount_paise::bigint' },
      input.sortBy,
      input.sortDesc,
      'createdAt',
    ),
    input,
  );
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      source: r.source,
      status: r.status,
      amount: toRupees(BigInt(r.amount_paise)),
      wager: toRupees(BigInt(r.wager_paise)),
      claimableAt: iso(r.claimable_at)!,
      expiresAt: iso(r.expires_at),
      claimedAt: iso(r.claimed_at),
      createdAt: iso(r.created_at)!,
    })),
    total,
  };
}

export async function playerSessions(db: Db, input: In<typeof adminPlayerSessions>) {
  const playerId = Number(input.playerId);
  await assertPlayer(db, playerId);
  const { rows, total } = await pageRows<{
    id: string;
    method: string;
    ip: string | null;
    device_number: string | null;
    created_at: string | Date;
    last_seen_at: string | Date;
    expires_at: string | Date;
    revoked_at: string | Date | null;
    revoked_reason: string | null;
    live: boolean;
  }>(
    db,
    sql`select id, method, ip, device_number, created_at, last_seen_at, expires_at, revoked_at,
          revoked_reason, (revoked_at is null and expires_at > now()) as live
        from sessions where player_id = ${playerId}`,
    orderOf(
      { createdAt: 'created_at', lastSeenAt: 'last_seen_at' },
      input.sortBy,
      input.sortDesc,
      'createdAt',
    ),
    input,
  );
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      method: r.method,
      ip: r.ip,
      deviceNumber: r.device_number,
      createdAt: iso(r.created_at)!,
      lastSeenAt: iso(r.last_seen_at)!,
      expiresAt: iso(r.expires_at)!,
      revokedAt: iso(r.revoked_at),
      revokedReason: r.revoked_reason,
      live: r.live,
    })),
    total,
  };
}

export async function playerReferrals(db: Db, input: In<typeof adminPlayerReferrals>) {
  const playerId = Number(input.playerId);
  await assertPlayer(db, playerId);
  const { rows, total } = await pageRows<{
    id: string;
    nickname: string;
    registered_at: string | Date;
    review: string;
    valid_day: string | null;
    pair_no: number | null;
  }>(
    db,
    sql`select i.invitee_id::text as id, p.nickname, i.registered_at, i.review, i.valid_day,
          i.pair_no
        from referral_invitees i join players p on p.id = i.invitee_id
        where i.referrer_id = ${playerId}`,
    orderOf({ registeredAt: 'registered_at' }, input.sortBy, input.sortDesc, 'registeredAt'),
    input,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      nickname: r.nickname,
      registeredAt: iso(r.registered_at)!,
      review: r.review,
      validDay: r.valid_day,
      pairNo: r.pair_no === null ? null : Number(r.pair_no),
    })),
    total,
  };
}

export interface NoteRow {
  id: string;
  kind: 'note' | 'disabled' | 'enabled';
  body: string;
  author: string;
  created_at: string | Date;
}

/** Notes with their author: the operator's name, or the API key's. */
export const NOTES_BASE = sql`
  select n.id, n.player_id, n.kind, n.body, coalesce(o.name, k.name, '') as author, n.created_at
  from player_notes n
  left join operators o on o.id = n.operator_id
  left join operator_api_keys k on k.id = n.api_key_id`;

export const toNote = (r: NoteRow) => ({
  id: String(r.id),
  kind: r.kind,
  body: r.body,
  author: r.author,
  createdAt: iso(r.created_at)!,
});

export async function playerNotes(db: Db, input: In<typeof adminPlayerNotes>) {
  const playerId = Number(input.playerId);
  await assertPlayer(db, playerId);
  const { rows, total } = await pageRows<NoteRow>(
    db,
    sql`${NOTES_BASE} where n.player_id = ${playerId}`,
    orderOf({ createdAt: 'created_at' }, input.sortBy, input.sortDesc, 'createdAt'),
    input,
  );
  return { list: rows.map(toNote), total };
}
