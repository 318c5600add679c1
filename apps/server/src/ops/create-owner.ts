/**
 * `npm run admin:create-owner -- --email <email> --name <name>`: creates the back office's first
 * owner on the database the server is configured for (DATABASE_URL, or PGlite in DATA_DIR),
 * applying the migrations first. The password is read from ADMIN_OWNER_PASSWORD or the first
 * line of standard input (never from the command line, which other users of the machine see).
 * Refused once any owner exists; the owner enrols a TOTP app at the first sign-in at /admin.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { adminOperatorCreate } from '@khel/contract/admin';
import { describeIssue } from '../plugins/api';
import { ConfigError, loadConfig } from '../config';
import { openToolDatabase } from './database';
import { applyMigrations } from '../db/migrate';
import { AppError } from '../errors';
import { createFirstOwner } from '../modules/operators';

async function readPassword() {
  if (process.env.ADMIN_OWNER_PASSWORD) return process.env.ADMIN_OWNER_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write('Password for the owner (input is shown): ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) return line;
  return '';
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  const parsed = adminOperatorCreate.request.safeParse({
    email: values.email ?? '',
    name: values.name ?? '',
    role: 'owner',
    password: await readPassword(),
  });
  if (!parsed.success) {
    console.error(`${describeIssue(parsed.error)} (usage: --email <email> --name <name>)`);
    return 2;
  }
  const config = loadConfig();
  const database = await openToolDatabase(config);
  try {
    await applyMigrations(database.db);
    const id = await createFirstOwner(
      { db: database.db, scryptCost: config.scryptCost },
      { ...parsed.data, at: new Date() },
    );
    console.log(
      `Owner ${parsed.data.email} created (operator ${id}) on ${database.kind}. Sign in at /admin: the first sign-in enrols a TOTP app.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
