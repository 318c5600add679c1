import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGE_HEADER } from '@khel/contract/constants';
import { PLAYER_MESSAGES } from '@khel/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ENV,
  authBody,
  expectError,
  expectOk,
  passwordLogin,
  register,
} from './helpers/accounts';
import { commonBody, createTestApp, postApi, type Envelope, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { newDepositor, type Depositor } from './helpers/deposits';
import { commonFields, formData } from './helpers/multipart';

const SRC = join(import.meta.dirname, '../src');
/** Operators' and machines' code: its messages stay English (the back office, provider, gateways). */
const NOT_FOR_PLAYERS =
  /admin|operators\/|provider-api\/|provider-settings|integrations\/(payments|google|sms)\/|^ops\/|^db\//;
/** Operators' messages in modules players share, and the sandbox's own tools: English only. */
const ENGLISH_ONLY = new Set([
  'A second operator must approve an adjustment you asked for',
  'The adjustment changed meanwhile: reload it',
  'An operator approves adjustments, not an API key',
  'No adjustment with this id',
  'No such invitee',
  'This invitee is not under review',
  'No such contact',
  'No such withdrawal order',
  'The gateway cannot be asked about this payout now; try again before refunding',
  'This request id was already used for a different request',
  'Invalid mobile',
]);
const MESSAGE_PATTERNS = [
  /new AppError\(\s*'\w+',\s*(['"])(.+?)\1/gs,
  /phrase\(\s*(['"])(.+?)\1/gs,
  /export const [A-Z_]+ =\s*(['"])([A-Z][^'"]* [^'"]*)\1;/gs,
  /\?\s*(['"])([A-Z][^'"]* [^'"]*)\1\s*:\s*(['"])([A-Z][^'"]* [^'"]*)\3/gs,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the player messages of the server', () => {
  it('are all in the catalogue: every refusal text and template the player API can answer', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const path of sourceFiles(SRC)) {
      const file = relative(SRC, path);
      if (NOT_FOR_PLAYERS.test(file)) continue;
      const source = readFileSync(path, 'utf8');
      for (const pattern of MESSAGE_PATTERNS) {
        for (const match of source.matchAll(pattern)) {
          for (const text of [match[2], match[4]]) {
            if (!text || text.startsWith('system') || ENGLISH_ONLY.has(text)) continue;
            seen += 1;
            if (!PLAYER_MESSAGES[text]) missing.push(`${file}: ${text}`);
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});

/**
 * A failed action tells the player it failed in their language (docs/architecture.md, "Messages
 * in the player's language"): the request's `language` or the x-khel-language header picks the
 * words, the values stay in place, English is what it always was.
 */
describe.each(testDatabases())('refusals in the player language on $kind', (target) => {
  let t: TestApp;
  let who: Depositor;

  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
    who = await newDepositor(t.database.db);
    const set = await postApi(
      t.app,
      '/protection/limit/set',
      authBody(who.session, { limit: 'depositDay', value: 1500 }),
    );
    expectOk(set.body);
  });
  afterAll(() => t.close());

  const order = async (extra: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recharge/createTransferOrder',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(
        authBody(who.session, { depositAmount: 1600, depositPaymentMethod: 2, ...extra }),
      ),
    });
    return response.json() as Envelope;
  };

  it('words a deposit-limit refusal in the language with its amounts, English as before', async () => {
    const english = 'This deposit would pass your daily deposit limit of Rs 1500 (Rs 1500 left)';
    expectError(await order({}), '400', english);
    expectError(await order({ language: 'en' }), '400', english);
    expectError(
      await order({ language: 'es' }),
      '400',
      'Este depósito superaría tu límite diario de depósito de Rs 1500 (quedan Rs 1500)',
    );
    expectError(
      await order({ language: 'zh-CN' }),
      '400',
      '此笔充值将超出您的每日充值限额 Rs 1500（剩余 Rs 1500）',
    );
    // The header speaks when the body does not; an unknown language is English.
    expectError(
      await order({}, { [LANGUAGE_HEADER]: 'fr' }),
      '400',
      'Ce dépôt dépasserait votre limite de dépôt quotidienne de Rs 1500 (reste Rs 1500)',
    );
    expectError(await order({ language: 'de' }), '400', english);
  });

  it('words a wrong-password login refusal in the language', async () => {
    const { mobile } = await register(t.app);
    const wrong = (language?: string) =>
      postApi(t.app, '/sso/login', commonBody({ mobile, password: 'not-the-password', language }));
    expectError((await wrong()).body, '400', 'Incorrect phone number or password');
    expectError((await wrong('es')).body, '400', 'Número de teléfono o contraseña incorrectos');
    expectError((await wrong('zh-TW')).body, '400', '手機號碼或密碼錯誤');
    expect((await passwordLogin(t.app, mobile, 'not-the-password')).body.msg).toBe(
      'Incorrect phone number or password',
    );
  });

  it('words a validation refusal in the language, the field and the limit in place', async () => {
    // Zod's own check (no message in the schema): its words in the language, its limit kept.
    const tooLong = (language?: string) =>
      postApi(
        t.app,
        '/sso/login',
        commonBody({ mobile: '+919876500000', password: 'x'.repeat(65), language }),
      );
    expectError(
      (await tooLong()).body,
      '400',
      'Invalid password: Too big: expected string to have <=64 characters',
    );
    const spanish = (await tooLong('es')).body;
    expectError(spanish, '400', /^Valor no válido en password: Demasiado grande: .*<=64/);
    expectError((await tooLong('id')).body, '400', /^password tidak valid: Terlalu besar: .*<=64/);
    // The schema's own message: from the catalogue.
    const empty = (language?: string) =>
      postApi(t.app, '/sso/login', commonBody({ mobile: '', password: 'x', language }));
    expectError((await empty()).body, '400', 'Invalid mobile: The phone number cannot be empty');
    expectError((await empty('zh-CN')).body, '400', 'mobile 无效：手机号不能为空');
    // A schema's own message comes from the catalogue.
    const mismatch = (language?: string) =>
      postApi(
        t.app,
        '/bank/add',
        authBody(who.session, {
          holderName: 'Asha Rao',
          accountNumber: '123456789012',
          confirmAccountNumber: '123456789013',
          ifsc: 'SBIN0001234',
          withdrawPassword: '123456',
          language,
        }),
      );
    expectError(
      (await mismatch()).body,
      '400',
      'Invalid confirmAccountNumber: The account numbers do not match',
    );
    expectError(
      (await mismatch('fr')).body,
      '400',
      'Valeur invalide pour confirmAccountNumber : Les numéros de compte ne correspondent pas',
    );
  });

  it('reads the header on an upload (no JSON body)', async () => {
    const upload = (headers: Record<string, string>) => {
      const form = formData(commonFields({ sign: who.session.sign, uid: String(who.session.uid) }));
      return t.app
        .inject({
          method: 'POST',
          url: '/api/user/uploadAvatar',
          headers: { ...form.headers, ...headers },
          payload: form.payload,
        })
        .then((r) => r.json() as Envelope);
    };
    expectError(await upload({}), '400', 'Please choose an image');
    expectError(await upload({ [LANGUAGE_HEADER]: 'zh-CN' }), '400', '请选择一张图片');
  });

  it('leaves the back office, system messages and unknown messages in English', async () => {
    const admin = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
        })
      ).json() as Envelope;
    const english = await admin({});
    expect(english.state).not.toBe('200');
    expect(await admin({ [LANGUAGE_HEADER]: 'es' })).toMatchObject({ msg: english.msg });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/path',
      headers: { [LANGUAGE_HEADER]: 'es' },
    });
    expect((missing.json() as Envelope).msg).toBe('system: no API at GET /api/no/such/path');
  });
});
