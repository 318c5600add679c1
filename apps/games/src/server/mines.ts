import { applyMultiplier, toRupees } from '@khel/contract/money';
import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import { MINES_MAX, MINES_MIN, MINES_TILES, minePositions, minesMultiplier } from '../fair';
import { insertBet, parseBetId, publicBetId, setBetStatus } from './bets';
import { checkStake, openGameSettings, stakePaise, type GamesContext } from './context';
import { GameError } from './errors';
import { nodeHmac } from './fair-node';
import { PlatformUnavailable } from './errors';
import { takeNonce } from './seeds';
import type { GameSession } from './sessions';
import { enqueueWin, placeBet, settleWin } from './settle';

export type MinesStatus = 'active' | 'won' | 'lost';

export interface MinesGame {
  id: string;
  amount: number;
  mines: number;
  revealed: number[];
  status: MinesStatus;
  /** After the safe tiles revealed so far (1 before the first). */
  multiplier: number;
  /** After one more safe tile; null when no safe tile is left or the game is over. */
  nextMultiplier: number | null;
  /** Won: what was paid; lost: 0; active: what a cashout would pay now (0 before a reveal). */
  payout: number;
  /** Only once the game is over. */
  minePositions?: number[];
  nonce: number;
}

interface MinesRow {
  bet_id: string | number;
  player_id: string;
  mines: number;
  mine_positions: number[];
  revealed: number[];
  status: string;
  amount_paise: string | number;
  payout_paise: string | number;
  nonce: number;
  platform_session_id: string;
  rtp: string | number;
}

const SELECT_GAME = sql`select g.bet_id, g.player_id, g.mines, g.mine_positions, g.revealed,
  g.status, b.amount_paise, b.payout_paise, b.nonce, b.platform_session_id,
  coalesce((b.params->>'rtp')::numeric, 0.97) as rtp
  from kg_mines_games g join kg_bets b on b.id = g.bet_id`;

function payoutOf(row: MinesRow, safe: number, maxPayoutPaise: bigint) {
  const multiplier = minesMultiplier(row.mines, safe, Number(row.rtp));
  const paid = applyMultiplier(BigInt(row.amount_paise), multiplier);
  return paid > maxPayoutPaise ? maxPayoutPaise : paid;
}

function toGame(row: MinesRow): MinesGame {
  const revealed = row.revealed.map(Number);
  const rtp = Number(row.rtp);
  const status: MinesStatus =
    row.status === 'won' ? 'won' : row.status === 'lost' ? 'lost' : 'active';
  const k = revealed.filter((tile) => !row.mine_positions.includes(tile)).length;
  const finished = status !== 'active';
  const safeLeft = MINES_TILES - row.mines - k;
  const amountPaise = BigInt(row.amount_paise);
  return {
    id: publicBetId('mines', row.bet_id),
    amount: toRupees(amountPaise),
    mines: Number(row.mines),
    revealed,
    status,
    multiplier: status === 'lost' ? 0 : minesMultiplier(row.mines, k, rtp),
    nextMultiplier: finished || safeLeft <= 0 ? null : minesMultiplier(row.mines, k + 1, rtp),
    payout:
      status === 'active'
        ? k === 0
          ? 0
          : toRupees(applyMultiplier(amountPaise, minesMultiplier(row.mines, k, rtp)))
        : toRupees(row.payout_paise),
    ...(finished ? { minePositions: row.mine_positions.map(Number) } : {}),
    nonce: Number(row.nonce),
  };
}

async function lockGame(tx: AnyDb, playerId: string, gameId: string) {
  const parsed = parseBetId(gameId, 'mines');
  if (!parsed) throw new GameError('NOT_FOUND', 'No such Mines game');
  // The row lock serializes one player's concurrent reveals and cashouts of the game.
  await tx.execute(
    sql`select bet_id from kg_mines_games where bet_id = ${parsed.id} and player_id = ${playerId}
        for update`,
  );
  const [row] = await queryRows<MinesRow>(
    tx,
    sql`${SELECT_GAME} where g.bet_id = ${parsed.id} and g.player_id = ${playerId}`,
  );
  if (!row) throw new GameError('NOT_FOUND', 'No such Mines game');
  return row;
}

export async function startMines(
  ctx: GamesContext,
  session: GameSession,
  input: { amount: number; mines: number },
) {
  const amountPaise = stakePaise(input.amount);
  if (!Number.isInteger(input.mines) || input.mines < MINES_MIN || input.mines > MINES_MAX) {
    throw new GameError('INVALID_REQUEST', `Mines must be ${MINES_MIN}–${MINES_MAX}`);
  }
  const settings = await openGameSettings(ctx, 'mines');
  checkStake(settings, amountPaise);
  const [busy] = await queryRows<{ bet_id: string }>(
    ctx.db,
    sql`select bet_id from kg_mines_games where player_id = ${session.playerId}
        and status in ('pending', 'active')`,
  );
  if (busy) throw new GameError('GAME_STATE', 'Finish your current Mines game first');
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const seed = await takeNonce(tx, session.playerId);
      const positions = minePositions(seed, input.mines, nodeHmac);
      const betId = String(
        (
          await insertBet(tx, {
            game: 'mines',
            playerId: session.playerId,
            platformSessionId: session.platformSessionId,
            amountPaise,
            params: { mines: input.mines, revealed: [], rtp: settings.rtp },
            seed,
          })
        ).id,
      );
      await tx.execute(
        sql`insert into kg_mines_games (bet_id, player_id, mines, mine_positions)
            values (${betId}, ${session.playerId}, ${input.mines},
                    ${`{${positions.join(',')}}`}::integer[])`,
      );
      return betId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new GameError('GAME_STATE', 'Finish your current Mines game first');
    }
    throw error;
  }
  const cancel = async (db: AnyDb) => {
    await setBetStatus(db, id, 'refused');
    await db.execute(
      sql`update kg_mines_games set status = 'cancelled', finished_at = now()
          where bet_id = ${id}`,
    );
  };
  let balance: number;
  try {
    ({ balance } = await placeBet(
      ctx.settle,
      {
        roundId: publicBetId('mines', id),
        sessionId: session.platformSessionId,
        gameCode: 'mines',
        amountPaise,
        rollbackRecorded: true,
      },
      {
        onRefused: cancel,
        onAccepted: async (tx) => {
          await setBetStatus(tx, id, 'open');
          await tx.execute(sql`update kg_mines_games set status = 'active' where bet_id = ${id}`);
        },
      },
    ));
  } catch (error) {
    if (error instanceof PlatformUnavailable) {
      // The stake is being rolled back; the game must not block the next one.
      await ctx.db.execute(
        sql`update kg_mines_games set status = 'cancelled', finished_at = now()
            where bet_id = ${id} and status = 'pending'`,
      );
    }
    throw error;
  }
  const [row] = await queryRows<MinesRow>(ctx.db, sql`${SELECT_GAME} where g.bet_id = ${id}`);
  return { game: toGame(row!), balance };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Finishes a game in the locked transaction: bet row final, win enqueued. */
async function finish(
  tx: AnyDb,
  row: MinesRow,
  status: 'won' | 'lost',
  revealed: number[],
  payoutPaise: bigint,
  multiplier: number,
) {
  const id = String(row.bet_id);
  await tx.execute(
    sql`update kg_mines_games set status = ${status}, revealed = ${`{${revealed.join(',')}}`}::integer[],
          finished_at = now()
        where bet_id = ${id}`,
  );
  await tx.execute(
    sql`update kg_bets set status = 'done', settled_at = now(), win = ${status === 'won'},
          payout_paise = ${payoutPaise.toString()}, multiplier = ${multiplier},
          params = ${JSON.stringify({ mines: row.mines, revealed, rtp: Number(row.rtp) })}::jsonb,
          result = ${JSON.stringify(row.mine_positions.map(Number))}::jsonb
        where id = ${id}`,
  );
  await enqueueWin(tx, publicBetId('mines', id), payoutPaise, row.platform_session_id);
}

async function balanceAfter(
  ctx: GamesContext,
  session: GameSession,
  row: MinesRow,
  finished: boolean,
  payoutPaise: bigint,
): Promise<number | null> {
  if (finished) {
    const won = await settleWin(
      ctx.settle,
      publicBetId('mines', row.bet_id),
      payoutPaise,
      row.platform_session_id,
    );
    if (won.balance !== null) return won.balance;
  }
  try {
    const answer = await ctx.platform.call('balance', { sessionId: session.platformSessionId });
    return answer.state === '200' ? (answer.resultData?.balance ?? null) : null;
  } catch {
    return null;
  }
}

export async function revealMines(
  ctx: GamesContext,
  session: GameSession,
  input: { gameId: string; tile: number },
) {
  if (!Number.isInteger(input.tile) || input.tile < 0 || input.tile >= MINES_TILES) {
    throw new GameError('INVALID_REQUEST', 'The tile must be 0–24');
  }
  const settings = await openGameSettings(ctx, 'mines').catch(() => null);
  const maxPayout = settings?.maxPayoutPaise ?? 100_000_000n;
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockGame(tx, session.playerId, input.gameId);
    if (row.status !== 'active') throw new GameError('GAME_STATE', 'This game is over');
    const revealed = row.revealed.map(Number);
    if (revealed.includes(input.tile)) {
      throw new GameError('GAME_STATE', 'This tile is already revealed');
    }
    revealed.push(input.tile);
    const positions = row.mine_positions.map(Number);
    if (positions.includes(input.tile)) {
      await finish(tx, row, 'lost', revealed, 0n, 0);
      return { row, finished: true, payoutPaise: 0n };
    }
    const safe = revealed.length;
    if (safe >= MINES_TILES - row.mines) {
      const payoutPaise = payoutOf(row, safe, maxPayout);
      const multiplier = minesMultiplier(row.mines, safe, Number(row.rtp));
      await finish(tx, row, 'won', revealed, payoutPaise, multiplier);
      return { row, finished: true, payoutPaise };
    }
    await tx.execute(
      sql`update kg_mines_games set revealed = ${`{${revealed.join(',')}}`}::integer[]
          where bet_id = ${String(row.bet_id)}`,
    );
    return { row, finished: false, payoutPaise: 0n };
  });
  return respond(ctx, session, outcome);
}

export async function cashoutMines(
  ctx: GamesContext,
  session: GameSession,
  input: { gameId: string },
) {
  const settings = await openGameSettings(ctx, 'mines').catch(() => null);
  const maxPayout = settings?.maxPayoutPaise ?? 100_000_000n;
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockGame(tx, session.playerId, input.gameId);
    if (row.status !== 'active') throw new GameError('GAME_STATE', 'This game is over');
    const revealed = row.revealed.map(Number);
    if (revealed.length === 0) {
      throw new GameError('GAME_STATE', 'Reveal at least one tile before cashing out');
    }
    const payoutPaise = payoutOf(row, revealed.length, maxPayout);
    const multiplier = minesMultiplier(row.mines, revealed.length, Number(row.rtp));
    await finish(tx, row, 'won', revealed, payoutPaise, multiplier);
    return { row, finished: true, payoutPaise };
  });
  return respond(ctx, session, outcome);
}

async function respond(
  ctx: GamesContext,
  session: GameSession,
  outcome: { row: MinesRow; finished: boolean; payoutPaise: bigint },
) {
  const balance = await balanceAfter(
    ctx,
    session,
    outcome.row,
    outcome.finished,
    outcome.payoutPaise,
  );
  const [row] = await queryRows<MinesRow>(
    ctx.db,
    sql`${SELECT_GAME} where g.bet_id = ${String(outcome.row.bet_id)}`,
  );
  return { game: toGame(row!), balance };
}

export async function activeMines(ctx: GamesContext, session: GameSession) {
  const [row] = await queryRows<MinesRow>(
    ctx.db,
    sql`${SELECT_GAME} where g.player_id = ${session.playerId} and g.status = 'active'`,
  );
  return { game: row ? toGame(row) : null };
}
