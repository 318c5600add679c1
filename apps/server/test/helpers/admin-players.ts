import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { createAccountDirectory, creditSandboxMoney } from '../../src/modules/wallet';
import { register } from './accounts';

/** A player signed up through the player API; answers their id, phone, password and session. */
export async function signedUpPlayer(app: FastifyInstance, referralCode?: string) {
  const registered = await register(app, referralCode ? { referralCode } : {});
  return { ...registered, playerId: registered.session.uid };
}

let credits = 0;
/** Sandbox money on a player's wallet, through the ledger. */
export async function fund(db: Db, playerId: string, rupees: number) {
  await creditSandboxMoney(db, createAccountDirectory(db), {
    playerId: Number(playerId),
    amountPaise: BigInt(Math.round(rupees * 100)),
    reference: `admin-players-${playerId}-${++credits}`,
  });
}

/** The audit rows of a player, oldest first. */
export const playerAudit = (db: Db, playerId: string) =>
  queryRows<{ action: string; before: unknown; after: unknown; operator_id: string | null }>(
    db,
    sql`select action, before, after, operator_id::text from audit_log
        where target_type = 'player' and target_id = ${playerId} order by id`,
  );
