import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { gameCategories, gameProviders, games } from '../../src/db/schema';
import { seedDemoCatalogue } from '../../src/db/seed';
import { startSession } from '../../src/modules/accounts/sessions';
import { commonBody, postApi } from './app';
import { addProvider, type TestProvider } from './provider';

/** The in-house provider as the embedded games register it, and the demo catalogue. */
export async function addKhelWithCatalogue(db: Db): Promise<TestProvider> {
  const khel = await addProvider(db, 'khel');
  await db
    .update(gameProviders)
    .set({ name: 'Khel Originals', launchUrl: '/games/play' })
    .where(eq(gameProviders.code, 'khel'));
  if (!(await seedDemoCatalogue(db))) throw new Error('demo catalogue not seeded');
  return khel;
}

export async function addCategory(db: Db, code: string, sortOrder = 10) {
  await db.insert(gameCategories).values({ code, sortOrder }).onConflictDoNothing();
}

export async function addGame(
  db: Db,
  game: {
    providerCode: string;
    gameCode: string;
    name?: string;
    categoryCode?: string;
    tags?: string[];
    sortOrder?: number;
    enabled?: boolean;
    imageUrl?: string;
  },
) {
  const [row] = await db
    .insert(games)
    .values({
      name: game.gameCode,
      categoryCode: 'originals',
      imageUrl: `/static/games/${game.gameCode}.svg`,
      ...game,
    })
    .returning();
  return row!;
}

/** sign and uid of a fresh login session of the player. */
export async function loginAs(db: Db, playerId: number) {
  const session = await startSession(db, {
    playerId,
    method: 'password',
    requester: { ip: '127.0.0.1', deviceNumber: 'd' },
    settings: { idleMs: 3_600_000, maxMs: 3_600_000 },
  });
  return { sign: session.sign, uid: session.uid };
}

export async function setSetting(db: Db, key: string, value: unknown) {
  await db.execute(
    sql`insert into app_settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  );
}

/** POSTs to an API path with the common body and returns the envelope. */
export async function api(app: FastifyInstance, path: string, body: Record<string, unknown> = {}) {
  return (await postApi(app, path, commonBody(body))).body;
}
