import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { walletCode } from './accounts';

/** The ledger kinds of play (docs/architecture.md §3): stakes out, wins and returned stakes in. */
const GAME_KINDS = ['game_bet', 'game_win', 'game_rollback'];

/**
 * A player's net game result since `since` (on the ledger's clock), in paise: wins and rolled-back
 * stakes minus stakes, from the wallet's own entries; below 0 is a loss. It reads only the
 * entries after `since`: the newest entry before it is found walking the wallet's
 * (account, id) index back from the end, and the sum runs forward from there, so a player's
 * long history costs nothing.
 */
export async function gameResultSincePaise(db: Db, playerId: number, since: Date) {
  const at = since.toISOString();
  const [row] = await queryRows<{ net: string }>(
    db,
    sql`with wallet as (select id from ledger_accounts where code = ${walletCode(playerId)}),
        before as (
          select coalesce((select e.id from ledger_entries e
                           where e.account_id = (select id from wallet)
                             and e.created_at < ${at}::timestamptz
                           order by e.id desc limit 1), 0) as id)
        select coalesce(sum(e.amount_paise), 0)::text as net
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.account_id = (select id from wallet) and e.id > (select id from before)
          and e.created_at >= ${at}::timestamptz
          and t.kind in (${sql.join(
            GAME_KINDS.map((kind) => sql`${kind}`),
            sql`, `,
          )})`,
  );
  return BigInt(row?.net ?? '0');
}
