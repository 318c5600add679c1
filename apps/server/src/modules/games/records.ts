import type { GameRecordRange, GameRecordStatus, TGameRecordResponse } from '@khel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { offsetMinutes, rangeBounds } from '@khel/contract/dates';
import { toRupees } from '@khel/contract/money';
import { KHEL_PROVIDER } from './embedded';

export interface GameRecordsQuery {
  playerId: number;
  status: 'all' | GameRecordStatus;
  range: GameRecordRange;
  /** `${created_at in µs since the epoch}:${id}` of the last record of the previous page. */
  cursor?: string | null;
  pageSize: number;
  timezone: string;
}

const STATUS_OF_ROUND: Record<string, GameRecordStatus> = {
  open: 'unsettled',
  settled: 'settled',
  cancelled: 'cancel',
};
const ROUND_STATUS: Record<GameRecordStatus, string> = {
  unsettled: 'open',
  settled: 'settled',
  cancel: 'cancelled',
};

/** Where a round's provably-fair proof can be checked: Khel Originals' verify page. */
export const proofUrlOf = (providerCode: string, roundId: string) =>
  providerCode === KHEL_PROVIDER ? `/games/verify?bet=${encodeURIComponent(roundId)}` : null;

/** A page of the player's game rounds, newest first (docs/product.md §2 game records). */
export async function listGameRecords(
  db: Db,
  query: GameRecordsQuery,
  now = new Date(),
): Promise<TGameRecordResponse> {
  const { from, to } = rangeBounds(query.range, offsetMinutes(query.timezone), now);
  const [cursorMicros, cursorId] = query.cursor ? query.cursor.split(':') : [];
  const rows = await queryRows<{
    id: string;
    micros: string;
    provider_code: string;
    provider_name: string | null;
    round_id: string;
    game_code: string | null;
    game_name: string | null;
    status: string;
    stake_paise: string;
    win_paise: string;
    valid_bet_paise: string;
    created_at: string | Date;
  }>(
    db,
    sql`select r.id::text as id,
               (extract(epoch from r.created_at) * 1000000)::bigint::text as micros,
               r.provider_code, p.name as provider_name, r.round_id, r.game_code, g.name as game_name, r.status,
               r.stake_paise::text as stake_paise, r.win_paise::text as win_paise,
               r.valid_bet_paise::text as valid_bet_paise, r.created_at
        from game_rounds r
        left join games g on g.provider_code = r.provider_code and g.game_code = r.game_code
        left join game_providers p on p.code = r.provider_code
        where r.player_id = ${query.playerId}
          and r.created_at >= ${from.toISOString()} and r.created_at < ${to.toISOString()}
          ${query.status === 'all' ? sql`` : sql`and r.status = ${ROUND_STATUS[query.status]}`}
          ${
            cursorMicros && cursorId
              ? sql`and ((extract(epoch from r.created_at) * 1000000)::bigint, r.id)
                        < (${cursorMicros}::bigint, ${cursorId}::bigint)`
              : sql``
          }
        order by r.created_at desc, r.id desc
        limit ${query.pageSize + 1}`,
  );
  const page = rows.slice(0, query.pageSize);
  const last = page[page.length - 1];
  return {
    list: page.map((r) => {
      const stake = BigInt(r.stake_paise);
      const win = BigInt(r.win_paise);
      return {
        betId: r.round_id,
        game: r.game_name ?? r.game_code ?? r.provider_code,
        gameCode: r.game_code,
        provider: r.provider_code,
        providerName: r.provider_name ?? r.provider_code,
        stake: toRupees(stake),
        validBet: toRupees(BigInt(r.valid_bet_paise)),
        win: toRupees(win),
        winLoss: toRupees(win - stake),
        status: STATUS_OF_ROUND[r.status] ?? 'unsettled',
        createdAt: new Date(r.created_at).toISOString(),
        proofUrl: proofUrlOf(r.provider_code, r.round_id),
      };
    }),
    nextCursor: rows.length > query.pageSize && last ? `${last.micros}:${last.id}` : null,
  };
}
