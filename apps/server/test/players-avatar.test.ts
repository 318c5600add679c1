import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { createTestApp, postApi, type TestApp } from './helpers/app';
import {
  ACCOUNT_ENV,
  authBody,
  expectError,
  expectOk,
  getUserInfo,
  register,
  type Session,
} from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import {
  TINY_GIF,
  TINY_PNG,
  commonFields,
  formData,
  pngOfSize,
  postForm,
  type FormPart,
} from './helpers/multipart';

const NOT_AN_IMAGE = 'Please choose a JPEG, PNG, GIF or WebP image';

/** /user/uploadAvatar: a player's own picture, checked, stored and served (AVATAR_MAX_BYTES 1 KB). */
describe.each(testDatabases())('avatar upload on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { ...ACCOUNT_ENV, AVATAR_MAX_BYTES: '1024' });
  });
  afterAll(() => t.close());

  const file = (data: Buffer, filename = 'me.png', contentType = 'image/png'): FormPart => ({
    name: 'file',
    filename,
    contentType,
    data,
  });
  const sessionFields = (session: Session) =>
    commonFields({ sign: session.sign, uid: session.uid });
  const upload = (app: TestApp, parts: FormPart[]) =>
    postForm(app.app, '/user/uploadAvatar', parts);
  const storedAvatars = async (app: TestApp) => {
    const rows = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from stored_files where kind = 'avatar'`,
    );
    return Number(rows[0]?.n);
  };

  it('stores a PNG, makes it the avatar and serves it back as image/png', async () => {
    const { session } = await register(t.app);
    const { body } = await upload(t, [...sessionFields(session), file(TINY_PNG)]);
    const { avatar } = expectOk<{ avatar: string }>(body);
    expect(avatar).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{22}$/);
    expect(expectOk((await getUserInfo(t.app, session)).body)).toMatchObject({ avatar });
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('judges an image by its content, not by its name or declared type', async () => {
    const { session } = await register(t.app);
    const { body } = await upload(t, [
      ...sessionFields(session),
      file(TINY_GIF, 'notes.txt', 'text/plain'),
    ]);
    const { avatar } = expectOk<{ avatar: string }>(body);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, honestly'), 'me.png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'me.svg',
    ],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'me.jpg'],
  ])('refuses %s and keeps the avatar', async (_case, data, filename) => {
    const { session } = await register(t.app);
    const first = expectOk<{ avatar: string }>(
      (await upload(t, [...sessionFields(session), file(TINY_PNG)])).body,
    );
    const before = await storedAvatars(t);
    expectError(
      (await upload(t, [...sessionFields(session), file(data, filename)])).body,
      '400',
      NOT_AN_IMAGE,
    );
    expect(await storedAvatars(t)).toBe(before);
    expect(expectOk((await getUserInfo(t.app, session)).body)).toMatchObject({
      avatar: first.avatar,
    });
  });

  it('refuses an image over the size limit with the limit in the message, and stores nothing', async () => {
    const { session } = await register(t.app);
    const before = await storedAvatars(t);
    const { body } = await upload(t, [...sessionFields(session), file(pngOfSize(1025))]);
    expectError(body, '413', 'The image must be at most 1 KB');
    expect(await storedAvatars(t)).toBe(before);
    expect(expectOk((await getUserInfo(t.app, session)).body)).toMatchObject({
      avatar: null,
    });
    const exact = await upload(t, [...sessionFields(session), file(pngOfSize(1024))]);
    expect(expectOk(exact.body)).toHaveProperty('avatar');
  });

  it('keeps the first of two files and ignores the second', async () => {
    const { session } = await register(t.app);
    const { body } = await upload(t, [
      ...sessionFields(session),
      file(TINY_PNG, 'first.png'),
      file(TINY_GIF, 'second.gif', 'image/gif'),
    ]);
    const { avatar } = expectOk<{ avatar: string }>(body);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('reads the common fields wherever they come in the form', async () => {
    const { session } = await register(t.app);
    const { body } = await upload(t, [file(TINY_PNG), ...sessionFields(session)]);
    expect(expectOk(body)).toHaveProperty('avatar');
  });

  it.each([
    ['no appId', { appId: undefined }, /^Invalid appId: /],
    ['an appId that is no number', { appId: 'abc' }, /^Invalid appId: /],
    ['another app’s appId', { appId: '1' }, 'Invalid appId: this app is not served here'],
    ['no deviceNumber', { deviceNumber: undefined }, /^Invalid deviceNumber: /],
    ['an unknown locale', { locale: 'de' }, /^Invalid locale: /],
    ['no appPackageName', { appPackageName: undefined }, /^Invalid appPackageName: /],
  ])('refuses an upload with %s and stores nothing', async (_case, overrides, message) => {
    const { session } = await register(t.app);
    const before = await storedAvatars(t);
    const parts = [
      ...commonFields({ sign: session.sign, uid: session.uid, ...overrides }),
      file(TINY_PNG),
    ];
    expectError((await upload(t, parts)).body, '400', message);
    expect(await storedAvatars(t)).toBe(before);
  });

  it('refuses an upload without a session, or with another player’s uid, and stores nothing', async () => {
    const mine = (await register(t.app)).session;
    const theirs = (await register(t.app)).session;
    const before = await storedAvatars(t);
    expectError(
      (await upload(t, [...commonFields(), file(TINY_PNG)])).body,
      '401',
      'Please login first',
    );
    const forged = commonFields({ sign: mine.sign, uid: theirs.uid });
    expectError((await upload(t, [...forged, file(TINY_PNG)])).body, '401', 'Please login first');
    expect(await storedAvatars(t)).toBe(before);
  });

  it('refuses an upload without a file, or with an empty one', async () => {
    const { session } = await register(t.app);
    expectError((await upload(t, sessionFields(session))).body, '400', 'Please choose an image');
    expectError(
      (await upload(t, [...sessionFields(session), file(Buffer.alloc(0))])).body,
      '400',
      'Please choose an image',
    );
  });

  it('refuses a JSON body and a broken form with a clear message, never a system error', async () => {
    const { session } = await register(t.app);
    const json = await postApi(t.app, '/user/uploadAvatar', authBody(session));
    expectError(json.body, '400', 'Invalid request: send multipart/form-data');
    const multipart = (boundary: string) => ({
      'content-type': `multipart/form-data${boundary ? `; boundary=${boundary}` : ''}`,
    });
    const tooManyFields = formData(
      Array.from({ length: 25 }, (_, i) => ({ name: `field${i}`, value: 'x' })),
    );
    const broken: [string, Record<string, string>, string | Buffer][] = [
      ['no boundary', multipart(''), 'no boundary here'],
      [
        'cut short',
        multipart('abc'),
        '--abc\r\nContent-Disposition: form-data; name="appId"\r\n\r\n15',
      ],
      [
        'a __proto__ field',
        multipart('abc'),
        '--abc\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--abc--\r\n',
      ],
      ['25 fields', tooManyFields.headers, tooManyFields.payload],
    ];
    for (const [name, headers, payload] of broken) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/uploadAvatar',
        headers,
        payload,
      });
      const body = response.json() as { state: string; msg: string };
      expect({ name, state: body.state }).toEqual({ name, state: '400' });
      expectError(body, '400', 'Invalid request: malformed multipart/form-data');
    }
  });

  it('names avatars by random ids and no longer serves the sequential ones', async () => {
    const { session } = await register(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { body } = await upload(t, [...sessionFields(session), file(TINY_PNG)]);
      ids.push(expectOk<{ avatar: string }>(body).avatar.split('/').pop()!);
    }
    expect(ids[0]).not.toBe(ids[1]);
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from stored_files where public_id = ${ids[1]!}`,
    );
    // The row id behind the newest avatar, and its neighbour, are not URLs of anything.
    for (const url of [`/api/files/${row!.id}`, `/api/files/${Number(row!.id) - 1}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${ids[1]!}` })).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown file with 404', async () => {
    for (const url of ['/api/files/999999999', '/api/files/abc', '/api/files/-1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });
});
