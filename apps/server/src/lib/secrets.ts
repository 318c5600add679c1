import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * The server's secret: SECRET_KEY when given (production requires it); in sandbox mode a random
 * one made on the first start and kept in the database, so every instance and restart shares it.
 */
export async function loadServerSecret(db: Db, config: Config): Promise<string> {
  if (config.secretKey) return config.secretKey;
  await db
    .insert(serverSecrets)
    .values({ name: 'server', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'server'));
  return row!.value;
}
