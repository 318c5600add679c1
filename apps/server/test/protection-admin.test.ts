import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENV } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';
import { fundedPlayer } from './helpers/provider';

/**
 * The back office's Protection screen and the player page's protection
 * (src/modules/history/README.md): every protection event, filtered by kind prefix, player and
 * platform days (GMT+5:30), paged; a player's settings in force and whether they are excluded.
 */
describe.each(testDatabases())('protection in the back office on $kind', (target) => {
  let t: TestApp;
  let owner: Operator;
  let marketing: Operator;
  let asha: number;
  let ravi: number;
  const db = () => t.database.db;
  const event = (player: number, kind: string, at: string, actor = 'player') =>
    db().execute(
      sql`insert into protection_events (player_id, kind, detail, actor, operator_id, created_at)
          values (${player}, ${kind}, ${JSON.stringify({ at })}::jsonb, ${actor},
            ${actor === 'operator' ? 1 : null}, ${at})`,
    );

  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
    owner = await signedInOwner(t.app, db());
    marketing = await signedInOperator(owner, 'marketing');
    asha = await fundedPlayer(db(), 0);
    ravi = await fundedPlayer(db(), 0);
    // 2026-03-01 00:00 in GMT+5:30 is 2026-02-28T18:30Z.
    await event(asha, 'limit.set', '2026-02-28T18:29:59Z');
    await event(asha, 'limit.decreased', '2026-02-28T18:30:00Z');
    await event(ravi, 'limit.refused', '2026-03-01T10:00:00Z', 'system');
    await event(asha, 'exclusion.started', '2026-03-02T10:00:00Z');
    await event(ravi, 'kyc.rejected', '2026-03-03T10:00:00Z', 'operator');
  });
  afterAll(async () => t?.close());

  const events = async (operator: Operator, body: Record<string, unknown>) => {
    const answer = await operator.call('/admin/protection/events', body);
    expect(answer.state, answer.msg).toBe('200');
    return answer.resultData as {
      list: { playerId: string; kind: string; actor: string; operatorId: string | null }[];
      total: number;
    };
  };

  it('lists every event newest first, with actor and detail, paged with a total', async () => {
    const first = await events(marketing, { pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.list.map((e) => e.kind)).toEqual(['kyc.rejected', 'exclusion.started']);
    expect(first.list[0]).toMatchObject({ actor: 'operator', operatorId: '1' });
    const third = await events(marketing, { pageSize: 2, page: 3 });
    expect(third.list.map((e) => e.kind)).toEqual(['limit.set']);
    const oldest = await events(marketing, { sortDesc: false, pageSize: 1 });
    expect(oldest.list.map((e) => e.kind)).toEqual(['limit.set']);
  });

  it('filters by kind prefix, player and platform days', async () => {
    const limits = await events(owner, { kindPrefix: 'limit.' });
    expect(limits.list.map((e) => e.kind)).toEqual([
      'limit.refused',
      'limit.decreased',
      'limit.set',
    ]);
    const ashas = await events(owner, { playerId: String(asha) });
    expect(ashas.list.map((e) => e.kind)).toEqual([
      'exclusion.started',
      'limit.decreased',
      'limit.set',
    ]);
    const march1 = await events(owner, { from: '2026-03-01', to: '2026-03-01' });
    expect(march1.list.map((e) => e.kind)).toEqual(['limit.refused', 'limit.decreased']);
    const february = await events(owner, { to: '2026-02-28' });
    expect(february.list.map((e) => e.kind)).toEqual(['limit.set']);
    const none = await events(owner, { kindPrefix: 'kyc', playerId: String(asha) });
    expect(none).toEqual({ list: [], total: 0 });
  });

  it('refuses filters it cannot read, with the field named', async () => {
    const wild = await owner.call('/admin/protection/events', { kindPrefix: "limit%' or 1=1" });
    expect(wild.state).toBe('400');
    expect(wild.msg).toContain('kindPrefix');
    const reversed = await owner.call('/admin/protection/events', {
      from: '2026-03-02',
      to: '2026-03-01',
    });
    expect(reversed).toMatchObject({
      state: '400',
      msg: 'Invalid to: the last day is before the first',
    });
    const badDay = await owner.call('/admin/protection/events', { from: '2026-3-1' });
    expect(badDay.state).toBe('400');
  });

  it("shows a player's settings in force: the defaults, then limits and an exclusion", async () => {
    const fresh = await marketing.call('/admin/protection/player', { playerId: String(ravi) });
    expect(fresh.resultData).toEqual({
      playerId: String(ravi),
      limits: {
        depositDay: null,
        depositWeek: null,
        depositMonth: null,
        lossDay: null,
        lossWeek: null,
        lossMonth: null,
      },
      sessionMinutes: null,
      realityCheckMinutes: 60,
      exclusion: null,
      excludedNow: false,
      updatedAt: null,
    });
    await db().execute(
      sql`insert into protection_settings (player_id, deposit_day_paise, loss_month_paise,
            session_minutes, reality_check_minutes, exclusion_kind, excluded_at, excluded_until)
          values (${asha}, 100050, 2000000, 90, 30, 'self_exclusion', now(), null)`,
    );
    const excluded = await marketing.call('/admin/protection/player', { playerId: String(asha) });
    expect(excluded.resultData).toMatchObject({
      limits: { depositDay: 1000.5, lossMonth: 20000, depositWeek: null },
      sessionMinutes: 90,
      realityCheckMinutes: 30,
      exclusion: { kind: 'self_exclusion', until: null, returnAt: null },
      excludedNow: true,
    });
    const unknown = await owner.call('/admin/protection/player', { playerId: '10000000' });
    expect(unknown).toMatchObject({ state: '404', msg: 'This player does not exist' });
  });

  it('is for signed-in operators only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/protection/events',
      payload: {},
    });
    expect(response.json().state).toBe('401');
  });
});
