import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameProviders } from '../src/db/schema';
import { watchPartnerOrigins } from '../src/plugins/partner-origins';
import { appPolicy } from '../src/plugins/security-headers';
import { expectOk } from './helpers/accounts';
import { commonBody, createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { addGame, loginAs } from './helpers/games';
import { commonFields, postForm, TINY_PNG } from './helpers/multipart';
import { addProvider, fundedPlayer } from './helpers/provider';
import { createWebDist, WEB_ASSET } from './helpers/web-dist';

type Headers = Record<string, unknown>;

/** The directives of a Content-Security-Policy header, by name. */
function directives(headers: Headers) {
  const csp = String(headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

function expectCommon(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBeTruthy();
  expect(headers['x-frame-options']).toMatch(/^(SAMEORIGIN|DENY)$/);
  expect(headers['referrer-policy']).toBeTruthy();
}

function expectAppPage(headers: Headers) {
  expectCommon(headers);
  const csp = directives(headers);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp['connect-src']).toEqual(["'self'"]);
  expect(csp['frame-src']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
}

const [pglite] = testDatabases();

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!, {
      WEB_DIST: createWebDist(),
      GAMES_EMBEDDED: 'true',
      GAMES_CRASH_LOOP: 'false',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('guards the app page, its files and its history-mode routes', async () => {
    for (const [url, accept] of [
      ['/', 'text/html'],
      ['/wallet/deposit', 'text/html'],
      [`/${WEB_ASSET}`, '*/*'],
      ['/no-such-file.js', '*/*'],
    ] as const) {
      const response = await get(url, { accept });
      expectAppPage(response.headers);
    }
  });

  it('guards API answers: nothing may frame or run them', async () => {
    for (const response of [
      await t.app.inject({
        method: 'POST',
        url: '/api/u/gconfig',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(commonBody()),
      }),
      await get('/api/no/such/call'),
      await t.app.inject({ method: 'POST', url: '/api/u/gconfig', payload: '{' }),
    ]) {
      expectCommon(response.headers);
      expect(directives(response.headers)['default-src']).toEqual(["'none'"]);
      expect(directives(response.headers)['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('keeps the policy an uploaded file chose for itself', async () => {
    const session = await loginAs(t.database.db, await fundedPlayer(t.database.db, 0));
    const { body } = await postForm(t.app, '/user/uploadAvatar', [
      ...commonFields({ sign: session.sign, uid: session.uid }),
      { name: 'file', filename: 'me.png', contentType: 'image/png', data: TINY_PNG },
    ]);
    const response = await get(expectOk<{ avatar: string }>(body).avatar);
    expect(response.statusCode).toBe(200);
    expectCommon(response.headers);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('sends no referrer from the game pages, whose URL carries the launch token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/games/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expectCommon(response.headers);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = directives(response.headers);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
  });

  it('lets nothing frame the gateway pages and allows only their own inline script', async () => {
    const response = await get('/psp/pay/no-such-order');
    expect(response.statusCode).toBe(404);
    expectCommon(response.headers);
    const csp = directives(response.headers);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends HSTS only when the request came over HTTPS in sandbox mode', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const https = await get('/', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('allows Google sign-in and the advertiser tag only when they are configured', () => {
    const partners = () => ({ frames: [], images: [] });
    const both = directives({
      'content-security-policy': appPolicy({ googleSignIn: true, advertiserTag: true, partners }),
    });
    expect(both['script-src']).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://cdn.adjust.com',
    ]);
    expect(both['style-src']).toContain('https://accounts.google.com/gsi/style');
    expect(both['frame-src']).toContain('https://accounts.google.com/gsi/');
    expect(both['connect-src']).toEqual(
      expect.arrayContaining(['https://accounts.google.com/gsi/', 'https://*.adjust.com']),
    );
  });

  it("allows the catalogue's third-party game hosts and image hosts", async () => {
    const { db } = t.database;
    const provider = await addProvider(db, 'farplay');
    await db
      .update(gameProviders)
      .set({ launchUrl: 'https://games.farplay.example/launch' })
      .where(eq(gameProviders.code, provider.code));
    await addGame(db, {
      providerCode: provider.code,
      gameCode: 'far-1',
      imageUrl: 'https://cdn.farplay.example/tiles/far-1.png',
    });
    const watched = await watchPartnerOrigins(db, t.app.log);
    watched.stop();
    expect(watched.current()).toEqual({
      frames: ['https://games.farplay.example'],
      images: ['https://cdn.farplay.example'],
    });
    const csp = directives({
      'content-security-policy': appPolicy({
        googleSignIn: false,
        advertiserTag: false,
        partners: watched.current,
      }),
    });
    expect(csp['frame-src']).toEqual(["'self'", 'https://games.farplay.example']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.farplay.example']);
  });
});

describe('security headers in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!, {
      APP_MODE: 'production',
      LICENCE_JURISDICTION: 'Test Gaming Authority',
      LICENCE_NUMBER: 'TGA-0001',
      JURISDICTION_RULES: JSON.stringify({
        countries: [
          { country: 'PK', phonePrefix: '+92' },
          { country: 'IN', phonePrefix: '+91' },
        ],
      }),
      SECRET_KEY: 'k'.repeat(40),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
      SCRYPT_COST: '17',
      PSP_EMBEDDED: 'false',
      PSP_URL: 'https://psp.example',
      PSP_SECRET: 's'.repeat(32),
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      VITE_ADVERTISER_APP_ID: 'abc123',
    });
  });
  afterAll(() => t.close());

  it('sends HSTS on every answer and allows the configured Google and Adjust sources', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const csp = directives(response.headers);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://cdn.adjust.com',
    ]);
  });
});
