import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { ACCOUNT_ENV, authBody, expectOk } from './helpers/accounts';
import { auditOf, contentPlayer, mailOf, sendFeedback } from './helpers/admin-content';
import { postApi } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { createInstances, type Instances } from './helpers/instances';
import { TINY_PNG } from './helpers/multipart';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';

/**
 * The back office's mail and support (docs/architecture.md §11): broadcasts to everyone, a VIP
 * range or a list of players, with read counts; the feedback inbox, one reply per feedback even
 * when two operators answer at once, the reply reaching the player's inbox.
 */
describe.each(testDatabases())('mail broadcasts and the feedback inbox on $kind', (target) => {
  let t: Instances;
  let support: Operator;
  let marketing: Operator;
  let finance: Operator;
  const db = () => t.first.database.db;
  const app = () => t.first.app;

  beforeAll(async () => {
    t = await createInstances(target, ACCOUNT_ENV);
    const owner = await signedInOwner(app(), db());
    support = await signedInOperator(owner, 'support');
    marketing = await signedInOperator(owner, 'marketing');
    finance = await signedInOperator(owner, 'finance');
  });
  afterAll(async () => t?.close());

  const broadcast = (body: Record<string, unknown>) =>
    support.call('/admin/content/mail/broadcast', { title: 'Hello', content: 'Hi all', ...body });

  it('broadcasts to a VIP range and to a list of players; players read it in their language', async () => {
    const low = await contentPlayer(db(), 0);
    const vip = await contentPlayer(db(), 4);
    const named = await contentPlayer(db(), 0);

    const ranged = await broadcast({
      audience: 'vip',
      minVipLevel: 3,
      maxVipLevel: 6,
      title: 'VIP weekend',
      content: 'Double rebate for VIP 3 to 6',
      translations: { 'zh-CN': { title: 'VIP 周末', content: '' }, fr: { title: '', content: '' } },
    });
    expect(ranged.state, ranged.msg).toBe('200');
    expect(ranged.resultData).toMatchObject({
      audience: 'vip',
      minVipLevel: 3,
      maxVipLevel: 6,
      languages: ['zh-CN'],
      reads: 0,
      sentBy: support.email,
    });
    expect(ranged.resultData.recipients).toBeGreaterThanOrEqual(1);

    const listed = await broadcast({
      audience: 'players',
      playerIds: [named.playerId, named.playerId, low.playerId],
      title: 'About your deposit',
      content: 'It was credited at 14:05.',
    });
    expect(listed.resultData).toMatchObject({ audience: 'players', playerCount: 2, recipients: 2 });

    const titles = async (who: typeof low, language = 'en') =>
      (await mailOf(app(), who.session, language)).list.map((m) => m.title);
    expect(await titles(vip, 'zh-CN')).toEqual(['VIP 周末']);
    expect(await titles(vip, 'fr')).toEqual(['VIP weekend']);
    expect(await titles(low)).toEqual(['About your deposit']);
    expect(await titles(named)).toEqual(['About your deposit']);

    // Reads are counted per player, once.
    for (const who of [low, named, named]) {
      const [mail] = (await mailOf(app(), who.session)).list;
      expectOk(
        (await postApi(app(), '/mail/confirm', authBody(who.session, { id: mail!.id }))).body,
      );
    }
    const history = await support.call('/admin/content/mail/list', {
      sortBy: 'reads',
      sortDesc: true,
    });
    expect(history.state, history.msg).toBe('200');
    expect(history.resultData.list[0]).toMatchObject({ id: listed.resultData.id, reads: 2 });
    expect(
      history.resultData.list.find((b: { id: string }) => b.id === ranged.resultData.id),
    ).toMatchObject({ reads: 0 });
    const onlyVip = await support.call('/admin/content/mail/list', { audience: 'vip' });
    expect(onlyVip.resultData.list.map((b: { audience: string }) => b.audience)).toEqual(
      Array(onlyVip.resultData.list.length).fill('vip'),
    );

    expect(await auditOf(db(), 'mail_broadcast', listed.resultData.id)).toMatchObject([
      {
        action: 'mail.broadcast',
        before: null,
        after: {
          audience: 'players',
          playerIds: [named.playerId, named.playerId, low.playerId],
          title: 'About your deposit',
          recipients: 2,
        },
      },
    ]);
    // Marketing may send mail too (support.write); finance may not.
    expect((await marketing.call('/admin/content/mail/list', {})).state).toBe('200');
    expect(await finance.call('/admin/content/mail/list', {})).toMatchObject({ state: '403' });
  });

  it('refuses a broadcast it cannot deliver as asked, with a clear message', async () => {
    const [{ n: before }] = (await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from mail_broadcasts`,
    )) as [{ n: number }];
    expect(await broadcast({ audience: 'players', playerIds: ['999999999'] })).toMatchObject({
      state: '400',
      msg: 'No such player: 999999999',
    });
    expect(await broadcast({ audience: 'players' })).toMatchObject({
      state: '400',
      msg: expect.stringMatching(/at least one player id/),
    });
    expect(await broadcast({ audience: 'vip' })).toMatchObject({
      state: '400',
      msg: expect.stringMatching(/give a VIP level/),
    });
    expect(await broadcast({ audience: 'vip', minVipLevel: 5, maxVipLevel: 2 })).toMatchObject({
      state: '400',
      msg: expect.stringMatching(/maxVipLevel/),
    });
    expect(await broadcast({ audience: 'all', minVipLevel: 1 })).toMatchObject({ state: '400' });
    expect(await broadcast({ audience: 'all', title: ' ' })).toMatchObject({
      state: '400',
      msg: expect.stringMatching(/give a title/),
    });
    const [{ n: after }] = (await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from mail_broadcasts`,
    )) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('lists feedback by status, category and player, shows it whole, and replies once', async () => {
    const player = await contentPlayer(db());
    const other = await contentPlayer(db());
    const withShot = await sendFeedback(app(), player.session, { category: 'withdraw' }, 1);
    const plain = await sendFeedback(app(), player.session, { category: 'game' });
    await sendFeedback(app(), other.session);

    const list = (filters: Record<string, unknown>) =>
      support.call('/admin/support/feedback/list', { pageSize: 1, ...filters });
    const mine = await list({ playerId: player.playerId, pageSize: 50 });
    expect(mine.resultData.total).toBe(2);
    expect(mine.resultData.list.map((f: { id: string }) => f.id)).toEqual([plain, withShot]);
    const paged = await list({ playerId: player.playerId, page: 2 });
    expect(paged.resultData).toMatchObject({ total: 2, list: [{ id: withShot, screenshots: 1 }] });
    const byCategory = await list({ playerId: player.playerId, category: 'game', pageSize: 50 });
    expect(byCategory.resultData.list.map((f: { id: string }) => f.id)).toEqual([plain]);

    const detail = await support.call('/admin/support/feedback/detail', { id: withShot });
    expect(detail.resultData).toMatchObject({
      id: withShot,
      playerId: player.playerId,
      category: 'withdraw',
      mobile: '9812345678',
      status: 'open',
      reply: null,
    });
    const shot = await support.call('/admin/support/feedback/screenshot', {
      id: detail.resultData.screenshotIds[0],
    });
    expect(Buffer.from(shot.resultData.dataBase64 as string, 'base64').equals(TINY_PNG)).toBe(true);
    expect(
      await support.call('/admin/support/feedback/screenshot', { id: 'A'.repeat(22) }),
    ).toMatchObject({ state: '404' });
    expect(await support.call('/admin/support/feedback/detail', { id: '999999999' })).toMatchObject(
      { state: '404', msg: 'No such feedback' },
    );

    // Two operators on two instances reply at once: one reply, one mail, one audit row.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        const operator = Object.assign(Object.create(Object.getPrototypeOf(support) as object), {
          ...support,
          app: t.apps[i % t.apps.length]!,
        }) as Operator;
        return operator.call('/admin/support/feedback/reply', {
          id: withShot,
          reply: `Reply ${i}`,
        });
      }),
    );
    const won = answers.filter((a) => a.state === '200');
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.state === '409')).toHaveLength(5);
    const reply = won[0]!.resultData.reply as string;
    expect(won[0]!.resultData).toMatchObject({ status: 'replied', repliedBy: support.email });
    const mails = (await mailOf(app(), player.session)).list;
    expect(mails).toMatchObject([{ template: 'feedback.replied', content: reply }]);
    expect(await auditOf(db(), 'feedback', withShot)).toMatchObject([
      { action: 'feedback.reply', before: { status: 'open' }, after: { status: 'replied', reply } },
    ]);
    const replied = await list({ playerId: player.playerId, status: 'replied', pageSize: 50 });
    expect(replied.resultData.list.map((f: { id: string }) => f.id)).toEqual([withShot]);
    const open = await list({ playerId: player.playerId, status: 'open', pageSize: 50 });
    expect(open.resultData.list.map((f: { id: string }) => f.id)).toEqual([plain]);

    expect(await finance.call('/admin/support/feedback/list', {})).toMatchObject({ state: '403' });
    expect(await support.call('/admin/support/feedback/list', { status: 'closed' })).toMatchObject({
      state: '400',
    });
  });
});
