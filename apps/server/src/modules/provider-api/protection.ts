import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Adds to the player's net loss of the platform day of `at` (protection_count_loss, migration
 * 0056): stakes add, wins and returned stakes take away. provider_batch keeps
 * it itself; a rollback, posted here, calls this in its own transaction, under the wallet
 * lock its posting took.
 */
export async function countLoss(
  tx: Db,
  options: { playerId: number; deltaPaise: bigint; at: Date },
) {
  await tx.execute(
    sql`select protection_count_loss(${options.playerId}, ${options.deltaPaise},
                                     ${options.at.toISOString()}::timestamptz)`,
  );
}
