import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { sha256 } from '../../src/lib/tokens';
import { pngImage } from './multipart';

/**
 * Marks a player's identity verified as an operator's review would leave it (three stored
 * images, a verified submission): for withdrawal tests above the identity gate
 * (modules/kyc README) that are not about KYC.
 */
export async function markVerified(db: Db, playerId: number, at = new Date()) {
  const ids: bigint[] = [];
  for (const shade of [40, 120, 200]) {
    const bytes = pngImage(400, 400, shade);
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into stored_files (public_id, owner_player_id, kind, content_type, size, sha256, bytes)
          values (${randomBytes(16).toString('base64url')}, ${playerId}, 'kyc', 'image/png',
            ${bytes.length}, ${sha256(bytes)}, ${bytes})
          returning id::text as id`,
    );
    ids.push(BigInt(row!.id));
  }
  await db.execute(
    sql`insert into kyc_submissions (player_id, document_type, front_file_id, back_file_id,
          selfie_file_id, provider, provider_ref, status, submitted_at, decided_at)
        values (${playerId}, 'passport', ${ids[0]!}, ${ids[1]!}, ${ids[2]!}, 'sandbox', 'test',
          'verified', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`,
  );
}
