import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

describe.each(testDatabases())('app info, service info and languages on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('answers /u/gconfig with the seeded app info', async () => {
    const { body } = await postApi(t.app, '/u/gconfig', commonBody());
    expect(body.resultData).toMatchObject({
      appId: 1502,
      appName: 'Khel',
      appVersion: '1.0.0',
      appVersionCode: 100,
      currencySign: 'Rs',
      phoneNumberPrefix: '+92',
      theme: 'green',
    });
    const links = JSON.parse((body.resultData as { appConfig: string }).appConfig);
    expect(links).toEqual({ manual_recharge_url: '', faq_url: '/pages/faq/Faq', telegram_url: '' });
  });

  it('carries the community (Telegram) link the operator configures', async () => {
    await t.database.db.execute(
      sql`update app_settings set value = jsonb_set(value, '{telegram_url}', '"https://t.me/khel_community"')
          where key = 'links'`,
    );
    const { body } = await postApi(t.app, '/u/gconfig', commonBody());
    const links = JSON.parse((body.resultData as { appConfig: string }).appConfig);
    expect(links.telegram_url).toBe('https://t.me/khel_community');
  });

  it('reflects an operator change of the settings', async () => {
    await t.database.db.execute(sql`update app_settings set value = '"red"' where key = 'theme'`);
    const { body } = await postApi(t.app, '/u/gconfig', commonBody());
    expect(body.resultData).toMatchObject({ theme: 'red' });
    await t.database.db.execute(sql`update app_settings set value = '"green"' where key = 'theme'`);
  });

  it('answers /service/index with VipCS, VipWebCS and WebCS contacts and their levels', async () => {
    const { body } = await postApi(t.app, '/service/index', commonBody());
    const { mobile } = body.resultData as {
      mobile: { mobileName: string; mobileNumber: string[]; minVipLevel: number }[];
    };
    expect(mobile.map((m) => m.mobileName)).toEqual(['VipCS', 'VipWebCS', 'WebCS']);
    expect(mobile.find((m) => m.mobileName === 'VipCS')?.minVipLevel).toBe(6);
    expect(mobile.find((m) => m.mobileName === 'WebCS')?.mobileNumber).toHaveLength(2);
  });

  it('leaves out disabled contacts', async () => {
    await t.database.db.execute(
      sql`update service_contacts set enabled = false where kind = 'VipWebCS'`,
    );
    const { body } = await postApi(t.app, '/service/index', commonBody());
    const names = (body.resultData as { mobile: { mobileName: string }[] }).mobile.map(
      (m) => m.mobileName,
    );
    expect(names).toEqual(['VipCS', 'WebCS']);
    await t.database.db.execute(sql`update service_contacts set enabled = true`);
  });

  it('lists the six languages on GET /language/languages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/language/languages' });
    const body = response.json() as { state: string; resultData: { code: string }[] };
    expect(body.state).toBe('200');
    expect(body.resultData.map((l) => l.code)).toEqual(['en', 'es', 'fr', 'zh-CN', 'zh-TW', 'id']);
  });
});
