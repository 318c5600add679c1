import type {
  TWheelInfoResponse,
  TWheelRecordsResponse,
  TWheelRotateSeedResponse,
  TWheelSpin,
  TWheelSpinResponse,
  TWheelWinnersResponse,
} from '@khel/contract';
import { paiseOf, toRupees } from '@khel/contract/money';
import { maskPhone } from '@khel/contract/phone';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { maskName } from '../home';
import { assertNotExcluded } from '../protection';
import { bonusExpenseAccount, insertRewardRows, payGrantedRewards } from '../rewards';
import { readWallet } from '../wallet';
import { activityOn, platformDay, type PlatformDay } from './activity';
import type { EngagementDeps } from './deps';
import { drawSlot, newClientSeed, newServerSeed, sha256Hex } from './fair';
import { readWheelSettings, wheelTable, type WheelSettings } from './settings';

export const WHEEL_UNAVAILABLE = 'The lucky wheel is not available';
export const NO_SPINS_LEFT = 'No spins left today';
export const NO_SUCH_SPIN = 'No such spin';

const WINNERS_SHOWN = 20;

interface SeedRow {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

const publicSeed = (row: SeedRow) => ({
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: Number(row.nonce),
});

async function insertSeed(db: Db, playerId: number, clientSeed?: string | null) {
  const serverSeed = newServerSeed();
  await db.execute(
    sql`insert into wheel_seeds (player_id, server_seed, server_seed_hash, client_seed)
        values (${playerId}, ${serverSeed}, ${sha256Hex(serverSeed)}, ${clientSeed ?? newClientSeed()})
        on conflict (player_id) where active do nothing`,
  );
}

const selectActive = async (db: Db, playerId: number) =>
  (
    await queryRows<SeedRow>(
      db,
      sql`select id::text as id, server_seed, server_seed_hash, client_seed, nonce
          from wheel_seeds where player_id = ${playerId} and active`,
    )
  )[0];

/** The player's active seed pair, made on first use (its server seed hash is the commitment). */
async function activeSeed(db: Db, playerId: number): Promise<SeedRow> {
  const found = await selectActive(db, playerId);
  if (found) return found;
  await insertSeed(db, playerId);
  const made = await selectActive(db, playerId);
  if (!made) throw new Error('no active wheel seed');
  return made;
}

/** Spins the player earned on a day: the free ones plus one per `depositPerSpin` deposited. */
export function spinsEarned(settings: WheelSettings, depositPaise: bigint): number {
  const per = settings.depositPerSpin === null ? 0n : paiseOf(settings.depositPerSpin);
  return settings.freeDailySpins + (per > 0n ? Number(depositPaise / per) : 0);
}

async function spinsUsed(db: Db, playerId: number, day: PlatformDay) {
  const [row] = await queryRows<{ used: number }>(
    db,
    sql`select used from wheel_days where player_id = ${playerId} and day = ${day.day}`,
  );
  return row ? Number(row.used) : 0;
}

export async function wheelInfo(
  deps: EngagementDeps,
  playerId: number,
): Promise<TWheelInfoResponse> {
  const today = await platformDay(deps.db, deps.now());
  const [settings, activity, used, seed] = await Promise.all([
    readWheelSettings(deps.db),
    activityOn(deps.db, playerId, today),
    spinsUsed(deps.db, playerId, today),
    activeSeed(deps.db, playerId),
  ]);
  const earned = settings ? spinsEarned(settings, activity.depositPaise) : 0;
  return {
    available: settings !== null,
    prizes: (settings?.prizes ?? []).map((p, slot) => ({
      slot,
      amount: p.amount,
      weight: p.weight,
    })),
    chances: Math.max(0, earned - used),
    spinsEarned: earned,
    spinsUsed: used,
    freeDailySpins: settings?.freeDailySpins ?? 0,
    depositPerSpin: settings?.depositPerSpin ?? null,
    depositToday: toRupees(activity.depositPaise),
    seed: publicSeed(seed),
  };
}

interface SpinRow {
  id: string;
  slot: number;
  prize_paise: string;
  prizes: { amountPaise: string; weight: number }[] | string;
  created_at: Date | string;
  nonce: number;
  server_seed_hash: string;
  client_seed: string;
  server_seed: string;
  active: boolean;
}

const spinColumns = sql`s.id::text as id, s.slot, s.prize_paise::text as prize_paise, s.prizes,
  s.created_at, s.nonce, w.server_seed_hash, w.client_seed, w.server_seed, w.active`;

function presentSpin(row: SpinRow): TWheelSpin {
  const prizes = (typeof row.prizes === 'string' ? JSON.parse(row.prizes) : row.prizes) as {
    amountPaise: string;
    weight: number;
  }[];
  return {
    id: row.id,
    slot: Number(row.slot),
    prize: toRupees(BigInt(row.prize_paise)),
    createdAt: new Date(row.created_at).toISOString(),
    serverSeedHash: row.server_seed_hash,
    // The seed of the pair in use stays secret: revealing it would tell the next spins.
    serverSeed: row.active ? null : row.server_seed,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    weights: prizes.map((p) => p.weight),
    amounts: prizes.map((p) => toRupees(BigInt(p.amountPaise))),
  };
}

/**
 * One spin: in one transaction, takes one of today's spins with a conditional upsert (used <
 * earned: of concurrent spins with one chance left exactly one gets it), takes the next nonce of
 * the player's seed pair (row lock), draws the slot from the seeds, records the spin with the
 * prize table it was drawn on, and pays a money prize through the bonus engine ('gift money').
 */
export async function spin(deps: EngagementDeps, playerId: number): Promise<TWheelSpinResponse> {
  const now = deps.now();
  await assertNotExcluded(deps.db, playerId, now);
  const settings = await readWheelSettings(deps.db);
  if (!settings) throw new AppError('badRequest', WHEEL_UNAVAILABLE);
  const today = await platformDay(deps.db, now);
  const earned = spinsEarned(settings, (await activityOn(deps.db, playerId, today)).depositPaise);
  if (earned <= 0) throw new AppError('badRequest', NO_SPINS_LEFT);
  await activeSeed(deps.db, playerId);
  const table = wheelTable(settings);
  const bonusExpenseId = await bonusExpenseAccount(deps.accounts);
  const done = await deps.db.transaction(async (tx) => {
    const [taken] = await queryRows<{ used: number }>(
      tx,
      sql`insert into wheel_days as wd (player_id, day, used)
          values (${playerId}, ${today.day}, 1)
          on conflict (player_id, day) do update set used = wd.used + 1
            where wd.used < ${earned}
          returning used`,
    );
    if (!taken) throw new AppError('badRequest', NO_SPINS_LEFT);
    const [seed] = await queryRows<SeedRow>(
      tx,
      sql`update wheel_seeds set nonce = nonce + 1 where player_id = ${playerId} and active
          returning id::text as id, server_seed, server_seed_hash, client_seed, nonce - 1 as nonce`,
    );
    if (!seed) throw new AppError('conflict', 'The wheel seed changed; try again');
    const slot = drawSlot(
      { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: Number(seed.nonce) },
      table.weights,
    );
    const prizePaise = table.amountsPaise[slot]!;
    const prizes = table.amountsPaise.map((amount, i) => ({
      amountPaise: amount.toString(),
      weight: table.weights[i]!,
    }));
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into wheel_spins (player_id, day, seed_id, nonce, slot, prizes, prize_paise, created_at)
          values (${playerId}, ${today.day}, ${seed.id}::bigint, ${seed.nonce}, ${slot},
                  ${JSON.stringify(prizes)}::jsonb, ${prizePaise}, ${now.toISOString()}::timestamptz)
          returning id::text as id`,
    );
    const spinId = row!.id;
    const granted = await insertRewardRows(
      tx,
      { kind: 'wheel' },
      [{ playerId, amountPaise: prizePaise, source: `wheel:${spinId}` }],
      now,
    );
    await payGrantedRewards(tx, granted, { now, bonusExpenseId });
    if (granted[0] !== undefined) {
      await tx.execute(
        sql`update wheel_spins set reward_id = ${granted[0]} where id = ${spinId}::bigint`,
      );
    }
    return { spinId, used: Number(taken.used) };
  });
  return {
    spin: await spinDetail(deps.db, playerId, done.spinId),
    chances: Math.max(0, earned - done.used),
    balance: toRupees((await readWallet(deps.db, playerId)).balancePaise),
  };
}

/** One of the player's spins with its seeds (the server seed once revealed). */
export async function spinDetail(db: Db, playerId: number, spinId: string): Promise<TWheelSpin> {
  const [row] = await queryRows<SpinRow>(
    db,
    sql`select ${spinColumns} from wheel_spins s join wheel_seeds w on w.id = s.seed_id
        where s.id = ${spinId}::bigint and s.player_id = ${playerId}`,
  );
  if (!row) throw new AppError('notFound', NO_SUCH_SPIN);
  return presentSpin(row);
}

/** My record: the player's spins, newest first, a keyset page at a time. */
export async function wheelRecords(
  db: Db,
  playerId: number,
  input: { cursor?: string | null; pageSize: number },
): Promise<TWheelRecordsResponse> {
  const before = input.cursor ? sql`and s.id < ${input.cursor}::bigint` : sql``;
  const rows = await queryRows<SpinRow>(
    db,
    sql`select ${spinColumns} from wheel_spins s join wheel_seeds w on w.id = s.seed_id
        where s.player_id = ${playerId} ${before}
        order by s.id desc limit ${input.pageSize + 1}`,
  );
  const page = rows.slice(0, input.pageSize);
  return {
    list: page.map(presentSpin),
    nextCursor: rows.length > input.pageSize ? page[page.length - 1]!.id : null,
  };
}

/** The winners' announcement: the latest money prizes of everyone, names masked. */
export async function wheelWinners(db: Db): Promise<TWheelWinnersResponse> {
  const rows = await queryRows<{
    id: string;
    prize_paise: string;
    created_at: Date | string;
    phone: string | null;
    nickname: string;
  }>(
    db,
    sql`select s.id::text as id, s.prize_paise::text as prize_paise, s.created_at, p.phone, p.nickname
        from (select * from wheel_spins where prize_paise > 0 order by id desc limit ${WINNERS_SHOWN}) s
        join players p on p.id = s.player_id
        order by s.id desc`,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      player: r.phone ? maskPhone(r.phone) : maskName(r.nickname),
      prize: toRupees(BigInt(r.prize_paise)),
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

/**
 * Reveals the server seed of the pair in use and starts a new pair at nonce 0 (with the client
 * seed given, else a random one). The spin's row lock on the pair orders it against spins.
 */
export async function rotateSeed(
  db: Db,
  playerId: number,
  clientSeed: string | null | undefined,
): Promise<TWheelRotateSeedResponse> {
  return db.transaction(async (tx) => {
    const [old] = await queryRows<SeedRow>(
      tx,
      sql`update wheel_seeds set active = false, revealed_at = now()
          where player_id = ${playerId} and active
          returning id::text as id, server_seed, server_seed_hash, client_seed, nonce`,
    );
    await insertSeed(tx, playerId, clientSeed);
    const current = await selectActive(tx, playerId);
    if (!current) throw new Error('no active wheel seed after rotation');
    return {
      previous: old ? { ...publicSeed(old), serverSeed: old.server_seed } : null,
      current: publicSeed(current),
    };
  });
}
