import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENV, expectOk } from './helpers/accounts';
import { auditOf } from './helpers/admin-content';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { pngOfSize, TINY_PNG } from './helpers/multipart';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';

/**
 * The back office's content (docs/architecture.md §11): banners with their artwork, the
 * marquee's announcements and the FAQ, edited by marketing (content.write), each write audited
 * with the row before and after, and what players then see.
 */
describe.each(testDatabases())('content in the back office on $kind', (target) => {
  let t: TestApp;
  let marketing: Operator;
  let support: Operator;
  let finance: Operator;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
    const owner = await signedInOwner(t.app, db());
    marketing = await signedInOperator(owner, 'marketing');
    support = await signedInOperator(owner, 'support');
    finance = await signedInOperator(owner, 'finance');
  });
  afterAll(async () => t?.close());

  const banner = {
    title: 'Diwali bonus',
    imageUrl: '/static/banners/diwali.png',
    linkType: 'route',
    link: '/pages/promo/Promo',
    sortOrder: 1,
    translations: { fr: { title: 'Bonus de Diwali' }, es: { title: '', imageUrl: '' } },
  };
  const publicBanners = async (language: string) =>
    expectOk<{ list: { id: number; title: string; imageUrl: string }[] }>(
      (await postApi(t.app, '/banner/list', commonBody({ language }))).body,
    ).list;

  it('creates, changes and deletes a banner, audited, and players see it in their language', async () => {
    const created = await marketing.call('/admin/content/banners/save', { banner });
    expect(created.state, created.msg).toBe('200');
    const id = created.resultData.id as string;
    expect(created.resultData).toMatchObject({
      title: 'Diwali bonus',
      live: true,
      enabled: true,
      translations: { fr: { title: 'Bonus de Diwali' } },
    });
    // Blank translations are not kept: they would fall back to English anyway.
    expect(created.resultData.translations.es).toBeUndefined();
    expect((await publicBanners('fr')).find((b) => b.id === Number(id))?.title).toBe(
      'Bonus de Diwali',
    );

    const listed = await marketing.call('/admin/content/banners/list', { pageSize: 10 });
    expect(listed.resultData.total).toBeGreaterThanOrEqual(1);
    expect(listed.resultData.list.map((b: { id: string }) => b.id)).toContain(id);

    const changed = await marketing.call('/admin/content/banners/save', {
      id,
      banner: { ...banner, enabled: false },
    });
    expect(changed.resultData).toMatchObject({ enabled: false, live: false });
    expect((await publicBanners('en')).some((b) => b.id === Number(id))).toBe(false);
    const disabledOnly = await marketing.call('/admin/content/banners/list', { enabled: false });
    expect(disabledOnly.resultData.list.map((b: { id: string }) => b.id)).toEqual([id]);

    expect(await marketing.call('/admin/content/banners/delete', { id })).toMatchObject({
      state: '200',
    });
    expect(await marketing.call('/admin/content/banners/delete', { id })).toMatchObject({
      state: '404',
      msg: 'No such banner',
    });
    const audit = await auditOf(db(), 'banner', id);
    expect(audit.map((a) => a.action)).toEqual(['banner.create', 'banner.update', 'banner.delete']);
    expect(audit[0]).toMatchObject({ before: null, after: { title: 'Diwali bonus' } });
    expect(audit[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    expect(audit[2]).toMatchObject({ before: { enabled: false }, after: null });
  });

  it('refuses banners that players could not use, with a clear message', async () => {
    const save = (changes: Record<string, unknown>) =>
      marketing.call('/admin/content/banners/save', { banner: { ...banner, ...changes } });
    expect(await save({ link: '//evil.example.com' })).toMatchObject({
      state: '400',
      msg: expect.stringMatching(/link.*app route/),
    });
    expect(await save({ linkType: 'url', link: 'http://plain.example.com' })).toMatchObject({
      state: '400',
      msg: expect.stringMatching(/https URL/),
    });
    expect(await save({ linkType: 'game', link: 'crash' })).toMatchObject({ state: '400' });
    expect(await save({ imageUrl: 'javascript:alert(1)' })).toMatchObject({ state: '400' });
    expect(
      await save({ startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }),
    ).toMatchObject({ state: '400', msg: expect.stringMatching(/end after it starts/) });
    expect(await save({ title: '  ' })).toMatchObject({ state: '400' });
    expect(
      await marketing.call('/admin/content/banners/save', { id: '999999', banner }),
    ).toMatchObject({ state: '404' });
  });

  it('stores uploaded artwork by its bytes, at most 1 MB, served to players', async () => {
    const upload = (bytes: Buffer, name = 'art.png') =>
      marketing.call('/admin/content/banners/upload', {
        name,
        dataBase64: bytes.toString('base64'),
      });
    const stored = await upload(TINY_PNG);
    expect(stored.state, stored.msg).toBe('200');
    expect(stored.resultData).toMatchObject({ contentType: 'image/png', size: TINY_PNG.length });
    const url = stored.resultData.url as string;
    expect(url).toMatch(/^\/api\/banner-images\/[A-Za-z0-9_-]{22}$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${url.slice(0, -1)}x` })).statusCode).toBe(
      404,
    );
    const audit = await auditOf(db(), 'stored_file', url.split('/').pop()!);
    expect(audit).toMatchObject([
      {
        action: 'banner.upload',
        before: null,
        after: { name: 'art.png', contentType: 'image/png' },
      },
    ]);

    // A text file named .png is not an image; a megabyte and a byte is too large.
    expect(await upload(Buffer.from('not an image at all'), 'fake.png')).toMatchObject({
      state: '400',
      msg: 'Banners must be JPEG, PNG, GIF or WebP images',
    });
    expect(await upload(pngOfSize(1024 * 1024 + 1))).toMatchObject({
      state: '400',
      msg: 'The image must be at most 1 MB',
    });
    expect((await upload(pngOfSize(1024 * 1024))).state).toBe('200');
    expect(
      await marketing.call('/admin/content/banners/upload', { dataBase64: 'not base64!' }),
    ).toMatchObject({ state: '400' });
  });

  it('edits announcements that the marquee shows first, in the reader language', async () => {
    const created = await marketing.call('/admin/content/announcements/save', {
      announcement: {
        text: 'Maintenance on Sunday 02:00–03:00',
        translations: { fr: { text: 'Maintenance dimanche 02:00–03:00' } },
      },
    });
    expect(created.state, created.msg).toBe('200');
    const id = created.resultData.id as string;
    const roll = async (language: string) =>
      expectOk<{ list: { kind: string; text?: string }[] }>(
        (await postApi(t.app, '/home/rollMsg', commonBody({ language }))).body,
      ).list.filter((m) => m.kind === 'notice');
    expect((await roll('fr')).map((m) => m.text)).toContain('Maintenance dimanche 02:00–03:00');

    const ended = await marketing.call('/admin/content/announcements/save', {
      id,
      announcement: {
        text: 'Maintenance on Sunday 02:00–03:00',
        endsAt: '2020-01-01T00:00:00Z',
      },
    });
    expect(ended.resultData).toMatchObject({ live: false, translations: {} });
    // Another language: the marquee caches each language for a few seconds.
    expect((await roll('id')).map((m) => m.text)).not.toContain(
      'Maintenance on Sunday 02:00–03:00',
    );
    const list = await marketing.call('/admin/content/announcements/list', {});
    expect(list.resultData.list.find((a: { id: string }) => a.id === id)).toMatchObject({
      live: false,
    });
    expect(await marketing.call('/admin/content/announcements/delete', { id })).toMatchObject({
      state: '200',
    });
    const audit = await auditOf(db(), 'announcement', id);
    expect(audit.map((a) => a.action)).toEqual([
      'announcement.create',
      'announcement.update',
      'announcement.delete',
    ]);
    expect(audit[1]).toMatchObject({
      before: { endsAt: null, translations: { fr: { text: 'Maintenance dimanche 02:00–03:00' } } },
      after: { endsAt: '2020-01-01T00:00:00.000Z', translations: {} },
    });
    expect(
      await marketing.call('/admin/content/announcements/save', { announcement: { text: '' } }),
    ).toMatchObject({ state: '400' });
  });

  it('edits the FAQ per language: create once, change, delete, each audited', async () => {
    const list = await marketing.call('/admin/content/faq/list', {});
    expect(list.resultData.list).toHaveLength(10);
    const deposit = list.resultData.list[0];
    expect(deposit).toMatchObject({ key: 'deposit', translations: { fr: expect.any(Object) } });

    const entry = {
      position: 5,
      icon: 'gift',
      question: 'Where is my bonus?',
      answer: 'In My reward.',
    };
    const save = (key: string, create: boolean, changes: Record<string, unknown> = {}) =>
      marketing.call('/admin/content/faq/save', { key, create, entry: { ...entry, ...changes } });
    expect(await save('deposit', true)).toMatchObject({
      state: '409',
      msg: 'An entry with the key deposit exists already',
    });
    expect(await save('nothing', false)).toMatchObject({ state: '404' });
    expect(await save('bad key!', true)).toMatchObject({ state: '400' });
    expect(await save('bonus', true, { link: 'https://evil.example.com' })).toMatchObject({
      state: '400',
    });
    expect((await save('bonus', true)).state).toBe('200');
    const changed = await save('bonus', false, {
      translations: { 'zh-CN': { question: '我的奖金在哪里？' } },
    });
    expect(changed.resultData).toMatchObject({
      translations: { 'zh-CN': { question: '我的奖金在哪里？' } },
    });
    const shown = expectOk<{ list: { key: string; question: string }[] }>(
      (await postApi(t.app, '/faq/list', commonBody({ language: 'zh-CN' }))).body,
    ).list;
    expect(shown[0]).toMatchObject({ key: 'bonus', question: '我的奖金在哪里？' });
    expect((await marketing.call('/admin/content/faq/delete', { key: 'bonus' })).state).toBe('200');
    const audit = await auditOf(db(), 'faq', 'bonus');
    expect(audit.map((a) => a.action)).toEqual(['faq.create', 'faq.update', 'faq.delete']);
    expect(audit[1]).toMatchObject({
      before: { translations: {} },
      after: { translations: { 'zh-CN': { question: '我的奖金在哪里？' } } },
    });
    expect(audit[2]).toMatchObject({ before: { key: 'bonus' }, after: null });
  });

  it('refuses content to roles without content.write', async () => {
    for (const operator of [support, finance]) {
      for (const path of [
        '/admin/content/banners/list',
        '/admin/content/banners/upload',
        '/admin/content/announcements/save',
        '/admin/content/faq/delete',
      ]) {
        expect(await operator.call(path, {})).toMatchObject({
          state: '403',
          msg: 'Your role does not allow this',
        });
      }
    }
  });
});
