import { ENDPOINTS } from '@khel/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { applyMigrations } from '../src/db/migrate';
import { missingConfiguration, seedForMode } from '../src/ops/operator-configuration';
import { authBody, CONSENT, sessionOf } from './helpers/accounts';
import { commonBody, postApi } from './helpers/app';
import { testDatabases } from './helpers/databases';

/** A production host as the README describes it: its own gateway and SMS provider. */
const PRODUCTION = {
  APP_MODE: 'production',
  LICENCE_JURISDICTION: 'Test Gaming Authority',
  LICENCE_NUMBER: 'TGA-0001',
  JURISDICTION_RULES: JSON.stringify({
    countries: [
      { country: 'PK', phonePrefix: '+92' },
      { country: 'IN', phonePrefix: '+91' },
    ],
  }),
  SECRET_KEY: 'production-secret-key-of-forty-characters',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  PSP_EMBEDDED: 'false',
  PSP_URL: 'http://127.0.0.1:9/psp',
  PSP_SECRET: 'gateway-secret-0123456789',
  GAMES_CRASH_LOOP: 'false',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
};

const OPERATOR_TABLES = [
  'seed_runs',
  'app_settings',
  'service_contacts',
  'vip_levels',
  'games',
  'game_categories',
  'banners',
  'announcements',
];

async function rowCounts(database: Database) {
  const counts: Record<string, number> = {};
  for (const table of OPERATOR_TABLES) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

describe.each(testDatabases())('production mode on an empty database on $kind', (target) => {
  let database: Database;
  let config: Config;
  let app: FastifyInstance;
  let seeded: boolean;
  beforeAll(async () => {
    database = await target.create();
    await applyMigrations(database.db);
    config = loadConfig(PRODUCTION);
    seeded = await seedForMode(database.db, config);
    // The embedded games (on by default) register their provider but seed no catalogue.
    app = await buildApp({
      config,
      database,
      logger: false,
      integrations: { smsDelivery: 'manual' },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('seeds none of the demo configuration', async () => {
    expect(seeded).toBe(false);
    expect(await rowCounts(database)).toEqual(
      Object.fromEntries(OPERATOR_TABLES.map((table) => [table, 0])),
    );
  });

  it('answers the app config with its defaults, real money: no sandbox badge', async () => {
    const { body } = await postApi(app, '/u/gconfig', commonBody());
    expect(body.state).toBe('200');
    expect(body.resultData).toMatchObject({
      appName: 'Khel',
      currencySign: 'Rs',
      phoneNumberPrefix: '+92',
      phoneNumberPrefixes: ['+92', '+91'],
      theme: 'green',
      timezone: '+05:30',
      sandboxMoney: false,
    });
  });

  it('answers the charge info of a player with nothing to pay with', async () => {
    const guest = await postApi(app, '/sso/guest', commonBody({ ...CONSENT }));
    const session = sessionOf(guest.body);
    const { body } = await postApi(app, '/recharge/getChargeInfo', authBody(session));
    expect(body.state).toBe('200');
    expect(body.resultData).toMatchObject({
      rechargeTypeList: [],
      cryptoConfig: [],
      cards: [],
      agentsV2: '[]',
    });
    const channels = await postApi(app, '/recharge/getPayChannel', authBody(session));
    expect(channels.body).toMatchObject({ state: '200', resultData: { list: [] } });
  });

  it('answers no call of the contract with a system error', async () => {
    const guest = await postApi(
      app,
      '/sso/guest',
      commonBody({ ...CONSENT, deviceNumber: 'sweep' }),
    );
    const session = sessionOf(guest.body);
    const internal: string[] = [];
    for (const endpoint of ENDPOINTS) {
      if (endpoint.path.includes('logout')) continue; // would end the session the others use
      const response =
        endpoint.method === 'GET'
          ? await app.inject({ method: 'GET', url: `/api${endpoint.path}` })
          : (await postApi(app, endpoint.path, authBody(session))).response;
      const state = (response.json() as { state?: string }).state;
      if (state === '500') internal.push(endpoint.path);
    }
    expect(internal).toEqual([]);
  });

  it('lists what the operator must set', async () => {
    const missing = await missingConfiguration(database.db);
    expect(missing).toEqual([
      expect.stringMatching(/^app settings not set \(app_settings: appName, .*timezone\)/),
      expect.stringMatching(/^referral not configured .*no reward is paid/),
      expect.stringMatching(/^no deposit channels configured .*deposits are closed/),
      expect.stringMatching(/^no VIP levels .*withdrawals are refused/),
      expect.stringMatching(/^no customer-service contacts/),
      expect.stringMatching(/^no games in the catalogue/),
      expect.stringMatching(/^no ranking awards/),
      expect.stringMatching(/^no back-office owner/),
    ]);
  });
});

describe.each(testDatabases())('sandbox mode on an empty database on $kind', (target) => {
  it('seeds the demo configuration, after which only the back-office owner is missing', async () => {
    const database = await target.create();
    try {
      await applyMigrations(database.db);
      const config = loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
      expect(await seedForMode(database.db, config)).toBe(true);
      const app = await buildApp({ config, database, logger: false });
      await app.close();
      expect(await missingConfiguration(database.db)).toEqual([
        expect.stringMatching(/^no back-office owner/),
      ]);
    } finally {
      await database.close();
    }
  });
});
