import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/modules/accounts/sessions';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { addProvider, fundedPlayer, openSession, providerCall } from './helpers/provider';

describe.each(testDatabases())('balance records on $kind', (target) => {
  let t: TestApp;
  let auth: { sign: string; uid: string };
  beforeAll(async () => {
    t = await createTestApp(target);
    const provider = await addProvider(t.database.db);
    const playerId = await fundedPlayer(t.database.db, 100);
    const sessionId = await openSession(t.app, t.database.db, provider, playerId);
    for (let round = 1; round <= 3; round += 1) {
      await providerCall(t.app, provider, 'bet', {
        sessionId,
        transactionId: `b${round}`,
        roundId: `r${round}`,
        amount: 10,
      });
      await providerCall(t.app, provider, 'win', {
        transactionId: `w${round}`,
        roundId: `r${round}`,
        amount: 15,
      });
    }
    const session = await startSession(t.database.db, {
      playerId,
      method: 'password',
      requester: { ip: '127.0.0.1', deviceNumber: 'd' },
      settings: { idleMs: 3_600_000, maxMs: 3_600_000 },
    });
    auth = { sign: session.sign, uid: session.uid };
  });
  afterAll(() => t.close());

  const records = async (body: Record<string, unknown>) =>
    (await postApi(t.app, '/user/balanceRecords', commonBody({ ...auth, ...body }))).body;

  it('lists the wallet entries of today, newest first, with the balance after each', async () => {
    const { resultData } = await records({ range: 'today' });
    const { list } = resultData as {
      list: { type: string; amount: number; balanceAfter: number }[];
    };
    expect(list.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['win', 15, 115],
      ['bet', -10, 100],
      ['win', 15, 110],
      ['bet', -10, 95],
      ['win', 15, 105],
      ['bet', -10, 90],
      ['gift', 100, 100],
    ]);
  });

  it('filters by type', async () => {
    const { resultData } = await records({ type: 'bet', range: '7d' });
    expect((resultData as { list: { type: string }[] }).list.map((r) => r.type)).toEqual([
      'bet',
      'bet',
      'bet',
    ]);
  });

  it('pages with a cursor until the end', async () => {
    const first = (await records({ range: '30d', pageSize: 3 })).resultData as {
      list: { id: string }[];
      nextCursor: string;
    };
    expect(first.list).toHaveLength(3);
    const second = (await records({ range: '30d', pageSize: 3, cursor: first.nextCursor }))
      .resultData as {
      list: { id: string }[];
      nextCursor: string;
    };
    const third = (await records({ range: '30d', pageSize: 3, cursor: second.nextCursor }))
      .resultData as {
      list: { id: string }[];
      nextCursor: string | null;
    };
    expect([...first.list, ...second.list, ...third.list]).toHaveLength(7);
    expect(third.nextCursor).toBeNull();
    expect(new Set([...first.list, ...second.list, ...third.list].map((r) => r.id)).size).toBe(7);
  });

  it('shows nothing for a month without activity', async () => {
    const { resultData } = await records({ range: '2020-01' });
    expect(resultData).toEqual({ list: [], nextCursor: null });
  });

  it('refuses a bad filter and a stranger', async () => {
    expect((await records({ type: 'jackpot' })).state).toBe('400');
    expect((await records({ range: 'yesterday' })).state).toBe('400');
    const stranger = await postApi(t.app, '/user/balanceRecords', commonBody({ range: 'today' }));
    expect(stranger.body.state).toBe('401');
  });
});
