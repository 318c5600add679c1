import {
  ADMIN_PERMISSIONS,
  ADMIN_ROLES,
  ROLE_PERMISSIONS,
  type AdminRole,
} from '@khel/contract/admin';
import { ADMIN_ENDPOINTS } from '@khel/contract/admin-endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { codeAt, createFirstOwner, stepAt } from '../src/modules/operators';
import { createSeededDatabase, testDatabases } from './helpers/databases';
import { createInstances } from './helpers/instances';
import { Operator, OPERATOR_PASSWORD as PASSWORD } from './helpers/operators';

/**
 * The back office's operators (src/modules/operators/README.md): TOTP sign-in, cookie sessions
 * with CSRF and expiry, roles checked on every call, API keys, the append-only audit log.
 */

const ENV = {
  SCRYPT_COST: '12',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
  GAMES_EMBEDDED: 'false',
};

describe.each(testDatabases())('operators on $kind', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let clock = new Date('2026-11-24T06:00:00Z');
  const now = () => clock;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let owner: Operator;
  let ownerSecret: string;

  beforeAll(async () => {
    database = await createSeededDatabase(target);
    app = await buildApp({
      config: loadConfig(ENV),
      database,
      logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
      now,
    });
    await app.ready();
    await createFirstOwner(
      { db: database.db, scryptCost: 12 },
      { email: 'owner@khel.test', name: 'Owner', password: PASSWORD, at: clock },
    );
    owner = new Operator(app, 'owner@khel.test');
    ownerSecret = await owner.signIn(clock);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lets the first owner be created once', async () => {
    await expect(
      createFirstOwner(
        { db: database.db, scryptCost: 12 },
        { email: 'other@khel.test', name: 'Other', password: PASSWORD, at: clock },
      ),
    ).rejects.toThrow(/owner exists/);
  });

  it('enrols TOTP at the first sign-in, then asks for a code every time', async () => {
    const me = await owner.call('/admin/auth/me');
    expect(me.resultData.operator).toMatchObject({
      email: 'owner@khel.test',
      role: 'owner',
      twoFactor: true,
    });
    expect(me.resultData.permissions).toEqual([...ADMIN_PERMISSIONS]);
    const noCode = await owner.call('/admin/auth/login', {
      email: owner.email,
      password: PASSWORD,
    });
    expect(noCode).toMatchObject({ state: '401', msg: 'Wrong email, password or code' });
  });

  it('takes a code once, one step of skew either side, never a wrong or replayed one', async () => {
    advance(60_000);
    const fresh = new Operator(app, owner.email);
    const login = (code: string) =>
      fresh.call('/admin/auth/login', { email: owner.email, password: PASSWORD, code });
    const wrongCode = codeAt(ownerSecret, stepAt(clock)) === '000000' ? '111111' : '000000';
    expect((await login(wrongCode)).state).toBe('401');
    // Two steps ahead of the server: too far.
    expect((await login(codeAt(ownerSecret, stepAt(clock) + 2))).state).toBe('401');
    // One step behind (a phone slow by 30 s): accepted, once.
    const behind = codeAt(ownerSecret, stepAt(clock) - 1);
    expect((await login(behind)).state).toBe('200');
    expect((await login(behind)).msg).toBe('Wrong email, password or code');
    // A later step is still good.
    expect((await login(codeAt(ownerSecret, stepAt(clock)))).state).toBe('200');
  });

  it('refuses a call without the CSRF header, and without a session', async () => {
    const noCsrf = await owner.call('/admin/operators/list', {}, { 'x-csrf-token': 'forged' });
    expect(noCsrf).toMatchObject({
      state: '403',
      msg: 'Missing or wrong CSRF token: reload the page',
    });
    const stranger = new Operator(app, 'x@khel.test');
    expect((await stranger.call('/admin/operators/list')).state).toBe('401');
  });

  it('sets the session cookie HttpOnly, Secure, SameSite=Strict on the admin path', async () => {
    advance(30_000);
    const answer = await new Operator(app, owner.email).call('/admin/auth/login', {
      email: owner.email,
      password: PASSWORD,
      code: codeAt(ownerSecret, stepAt(clock)),
    });
    expect(answer.cookie).toMatch(
      /^khel_admin=[\w-]{43}; Path=\/api\/admin; HttpOnly; Secure; SameSite=Strict; Max-Age=43200$/,
    );
  });

  it('checks every role against every admin call (the permission matrix)', async () => {
    const byRole = new Map<AdminRole, Operator>();
    for (const role of ADMIN_ROLES.filter((r) => r !== 'owner')) {
      const created = await owner.call('/admin/operators/create', {
        email: `${role}@khel.test`,
        name: role,
        role,
        password: PASSWORD,
      });
      expect(created.state, created.msg).toBe('200');
      const operator = new Operator(app, `${role}@khel.test`);
      await operator.signIn(clock);
      byRole.set(role, operator);
    }
    byRole.set('owner', owner);
    for (const [role, operator] of byRole) {
      for (const endpoint of ADMIN_ENDPOINTS) {
        if (endpoint.permission === 'public' || endpoint.permission === null) continue;
        // An empty body: a refused call never reaches validation's 400.
        const answer = await operator.call(endpoint.path, { id: '999999' });
        const allowed = ROLE_PERMISSIONS[role].includes(endpoint.permission);
        if (allowed)
          expect(answer.msg, `${role} ${endpoint.path}`).not.toBe('Your role does not allow this');
        else
          expect(answer, `${role} ${endpoint.path}`).toMatchObject({
            state: '403',
            msg: 'Your role does not allow this',
          });
      }
    }
  });

  it('writes an audit row for every write, before and after, and the log refuses change', async () => {
    const created = await owner.call('/admin/operators/create', {
      email: 'audited@khel.test',
      name: 'Audited',
      role: 'support',
      password: PASSWORD,
    });
    const id = created.resultData.id as string;
    await owner.call('/admin/operators/update', { id, role: 'marketing' });
    const log = await owner.call('/admin/audit/list', { targetType: 'operator', targetId: id });
    expect(log.resultData.list.map((e: { action: string }) => e.action)).toEqual([
      'operator.update',
      'operator.create',
    ]);
    expect(log.resultData.list[0]).toMatchObject({
      operator: 'owner@khel.test',
      before: { role: 'support' },
      after: { role: 'marketing' },
    });
    await expect(database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
  });

  it('keeps the last owner, and ends the sessions of an operator disabled', async () => {
    const self = await owner.call('/admin/operators/update', { id: '1', disabled: true });
    expect(self.msg).toBe('You cannot disable yourself or change your own role');
    const victim = new Operator(app, 'victim@khel.test');
    const created = await owner.call('/admin/operators/create', {
      email: victim.email,
      name: 'Victim',
      role: 'finance',
      password: PASSWORD,
    });
    await victim.signIn(clock);
    expect((await victim.call('/admin/auth/me')).state).toBe('200');
    await owner.call('/admin/operators/update', { id: created.resultData.id, disabled: true });
    expect((await victim.call('/admin/auth/me')).state).toBe('401');
  });

  it('ends a session idle for 30 minutes, and any session after 12 hours', async () => {
    const op = new Operator(app, owner.email);
    advance(30_000);
    await op.signIn(clock, ownerSecret);
    advance(29 * 60_000);
    expect((await op.call('/admin/auth/me')).state).toBe('200');
    advance(31 * 60_000);
    expect((await op.call('/admin/auth/me')).state).toBe('401');
    const busy = new Operator(app, owner.email);
    advance(30_000);
    await busy.signIn(clock, ownerSecret);
    for (let hour = 0; hour < 12; hour++) {
      advance(20 * 60_000);
      await busy.call('/admin/auth/me');
      advance(20 * 60_000);
      await busy.call('/admin/auth/me');
      advance(20 * 60_000);
      if (hour < 11) expect((await busy.call('/admin/auth/me')).state).toBe('200');
    }
    expect((await busy.call('/admin/auth/me')).state).toBe('401');
    owner = new Operator(app, owner.email);
    advance(30_000);
    await owner.signIn(clock, ownerSecret);
  });

  it('gives API keys their scopes only, shown once, revocable, audited as the key', async () => {
    const made = await owner.call('/admin/apiKeys/create', {
      name: 'payout bot',
      scopes: ['money.read'],
    });
    expect(made.state, made.msg).toBe('200');
    const bot = new Operator(app, 'bot');
    const auth = { authorization: `Bearer ${made.resultData.key as string}` };
    expect((await bot.call('/admin/audit/list', {}, auth)).msg).toBe(
      'Your role does not allow this',
    );
    const refusedScope = await owner.call('/admin/apiKeys/create', {
      name: 'x',
      scopes: ['operators.manage'],
    });
    expect(refusedScope.msg).toBe('Invalid scopes: keys cannot manage operators');
    const list = await owner.call('/admin/apiKeys/list');
    expect(JSON.stringify(list.resultData)).not.toContain(made.resultData.key);
    await owner.call('/admin/apiKeys/revoke', { id: made.resultData.apiKey.id });
    expect((await bot.call('/admin/auth/me', {}, auth)).state).toBe('401');
    const forged = {
      authorization: `Bearer khk_${made.resultData.apiKey.id as string}_${'A'.repeat(43)}`,
    };
    expect((await bot.call('/admin/auth/me', {}, forged)).state).toBe('401');
  });

  it('serves the admin OpenAPI document with every admin call', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/admin/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths).sort()).toEqual(
      ADMIN_ENDPOINTS.map((e) => `/api${e.path}`).sort(),
    );
  });
});

describe.each(testDatabases())('operator sign-in under concurrent guessing on $kind', (target) => {
  it('checks no more than 5 guesses of one email however many arrive at once, on two instances', async () => {
    const instances = await createInstances(target, { SCRYPT_COST: '12' });
    try {
      const { db } = instances.first.database;
      await createFirstOwner(
        { db, scryptCost: 12 },
        { email: 'target@khel.test', name: 'Target', password: PASSWORD, at: new Date() },
      );
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          new Operator(instances.apps[i % instances.apps.length]!, 'target@khel.test').call(
            '/admin/auth/login',
            { email: 'target@khel.test', password: `wrong password ${i}`, code: '123456' },
            { 'x-forwarded-for': `10.0.0.${i}` },
          ),
        ),
      );
      const states = answers.map((a) => a.state);
      expect(states.filter((s) => s === '401')).toHaveLength(5);
      expect(states.filter((s) => s === '429')).toHaveLength(55);
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from audit_log where action = 'operator.signIn'`,
      );
      expect(row!.n).toBe(0);
    } finally {
      await instances.close();
    }
  });
});
