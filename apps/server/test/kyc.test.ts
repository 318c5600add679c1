import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { insertPlayer } from '../src/modules/accounts/store';
import { offsetMinutes, PLATFORM_TIMEZONE, todayIn } from '@khel/contract/dates';
import {
  ACCOUNT_ENV,
  authBody,
  CONSENT,
  expectError,
  expectOk,
  GOOD_PASSWORD,
  newIndianPhone,
  register,
  requestCode,
  type Session,
} from './helpers/accounts';
import { commonBody, postApi, type Envelope } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { loginAs, setSetting } from './helpers/games';
import { createInstances, type Instances } from './helpers/instances';
import {
  commonFields,
  formData,
  pngImage,
  pngOfSize,
  TINY_GIF,
  type FormPart,
} from './helpers/multipart';
import { Operator, signedInOperator, signedInOwner } from './helpers/operators';
import { addBank, expectLedgerClean, withdraw, withdrawPlayer } from './helpers/withdrawals';

const FRONT = pngImage(640, 400, 60);
const BACK = pngImage(640, 400, 140);
const SELFIE = pngImage(480, 640, 220);

interface KycState {
  status: string;
  documentType: string | null;
  reasons: string[];
  note: string | null;
  withdrawals: { singleAbove: number; totalAbove: number; withdrawnTotal: number };
  birthdayGiven: boolean;
}

describe.each(testDatabases())('identity verification on $kind', (target) => {
  let instances: Instances;
  let app: FastifyInstance;
  let owner: Operator;
  let support: Operator;
  let finance: Operator;
  beforeAll(async () => {
    instances = await createInstances(target, { PORT: '0' });
    app = instances.first.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    owner = await signedInOwner(app, instances.first.database.db);
    support = await signedInOperator(owner, 'support');
    finance = await signedInOperator(owner, 'finance');
  });
  afterAll(() => instances.close());

  const db = () => instances.first.database.db;

  async function newPlayer() {
    const player = await insertPlayer(db(), { isGuest: true }, (id) => `Guest${id}`);
    return { playerId: player.id, session: await loginAs(db(), player.id) };
  }

  const image = (data: Buffer, name: string): FormPart => ({
    name: 'file',
    filename: `${name}.png`,
    contentType: 'image/png',
    data,
  });
  const parts = (session: Session, files: Buffer[], documentType = 'passport'): FormPart[] => [
    ...commonFields({ sign: session.sign, uid: String(session.uid) }),
    ...(documentType ? [{ name: 'documentType', value: documentType }] : []),
    ...files.map((data, i) => image(data, ['front', 'back', 'selfie'][i] ?? 'extra')),
  ];
  async function submit(formParts: FormPart[], on: FastifyInstance = app) {
    const { payload, headers } = formData(formParts);
    const response = await on.inject({ method: 'POST', url: '/api/kyc/submit', headers, payload });
    return response.json() as Envelope;
  }
  const state = async (session: Session) =>
    expectOk<KycState>((await postApi(app, '/kyc/state', authBody(session))).body);
  const pendingId = async (playerId: number) => {
    const [row] = await queryRows<{ id: string }>(
      db(),
      sql`select id::text as id from kyc_submissions where player_id = ${playerId} and status = 'pending'`,
    );
    return row!.id;
  };
  const eventsOf = async (playerId: number) =>
    queryRows<{ kind: string; actor: string; detail: Record<string, unknown> }>(
      db(),
      sql`select kind, actor, detail from protection_events where player_id = ${playerId} order by id`,
    );

  it('walks none → pending → rejected with reasons → pending again → verified', async () => {
    const { playerId, session } = await newPlayer();
    expect(await state(session)).toMatchObject({
      status: 'none',
      reasons: [],
      withdrawals: { singleAbove: 20_000, totalAbove: 50_000, withdrawnTotal: 0 },
      birthdayGiven: false,
    });

    expect(expectOk(await submit(parts(session, [FRONT, BACK, SELFIE])))).toMatchObject({
      status: 'pending',
      documentType: 'passport',
    });
    expectError(
      await submit(parts(session, [FRONT, BACK, SELFIE])),
      '409',
      'Your documents are being checked. Please wait for the result',
    );

    const first = await pendingId(playerId);
    const rejected = await support.call('/admin/kyc/reject', {
      id: first,
      reasons: ['document_expired', 'selfie_mismatch'],
      note: 'The passport expired in 2023.',
    });
    expect(rejected).toMatchObject({
      state: '200',
      resultData: { status: 'rejected', reasons: ['document_expired', 'selfie_mismatch'] },
    });
    expect(await state(session)).toMatchObject({
      status: 'rejected',
      reasons: ['document_expired', 'selfie_mismatch'],
      note: 'The passport expired in 2023.',
    });

    // After a rejection the player sends again.
    expect(
      expectOk(await submit(parts(session, [BACK, FRONT, SELFIE], 'national_id'))),
    ).toMatchObject({ status: 'pending', documentType: 'national_id', reasons: [] });
    const second = await pendingId(playerId);
    expect(await support.call('/admin/kyc/verify', { id: second })).toMatchObject({
      state: '200',
      resultData: { status: 'verified', earlier: 1 },
    });
    expect(await state(session)).toMatchObject({ status: 'verified', reasons: [] });
    expectError(
      await submit(parts(session, [FRONT, BACK, SELFIE])),
      '409',
      'Your identity is already verified',
    );
    // A decided submission is decided for good.
    expect(
      await support.call('/admin/kyc/reject', { id: second, reasons: ['other'] }),
    ).toMatchObject({ state: '409', msg: 'This submission has been verified already' });
    expect(await support.call('/admin/kyc/verify', { id: '999999999' })).toMatchObject({
      state: '404',
    });

    expect((await eventsOf(playerId)).map((e) => `${e.kind}:${e.actor}`)).toEqual([
      'kyc.submitted:player',
      'kyc.rejected:operator',
      'kyc.submitted:player',
      'kyc.verified:operator',
    ]);
    const audit = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where target_type = 'player' and target_id = ${String(playerId)}
          order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['kyc.reject', 'kyc.verify']);
  });

  it('lets the sandbox provider refuse photos too small to read or sent twice, at once', async () => {
    const small = await newPlayer();
    expect(
      expectOk(await submit(parts(small.session, [pngImage(299, 400, 10), BACK, SELFIE]))),
    ).toMatchObject({ status: 'rejected', reasons: ['image_too_small'] });
    // A phone camera's 4 MB photo goes through the upload (the check reads its 1 × 1 header).
    const large = await newPlayer();
    expect(
      expectOk(await submit(parts(large.session, [pngOfSize(4 * 1024 * 1024), BACK, SELFIE]))),
    ).toMatchObject({ status: 'rejected', reasons: ['image_too_small'] });
    const twice = await newPlayer();
    expect(expectOk(await submit(parts(twice.session, [FRONT, FRONT, SELFIE])))).toMatchObject({
      status: 'rejected',
      reasons: ['images_repeated'],
    });
    expect((await eventsOf(twice.playerId)).map((e) => `${e.kind}:${e.actor}`)).toEqual([
      'kyc.submitted:player',
      'kyc.rejected:system',
    ]);
    // Rejected by the provider, the player may send again at once.
    expect(expectOk(await submit(parts(twice.session, [FRONT, BACK, SELFIE])))).toMatchObject({
      status: 'pending',
    });
  });

  it('refuses files by their content, the wrong number of photos and a missing document type', async () => {
    const { playerId, session } = await newPlayer();
    const notAnImage = Buffer.from('%PDF-1.7 this is not a photo at all');
    const refusals: [FormPart[], string, string][] = [
      [
        parts(session, [notAnImage, BACK, SELFIE]),
        '400',
        'Documents and selfie must be JPEG, PNG or WebP photos',
      ],
      [
        parts(session, [FRONT, TINY_GIF, SELFIE]),
        '400',
        'Documents and selfie must be JPEG, PNG or WebP photos',
      ],
      [
        parts(session, [FRONT, BACK]),
        '400',
        'Please send three photos: the front and back of your document and a selfie',
      ],
      [
        parts(session, [FRONT, BACK, SELFIE], ''),
        '400',
        'Invalid documentType: Please choose the type of document',
      ],
      [
        parts(session, [FRONT, BACK, SELFIE], 'library_card'),
        '400',
        'Invalid documentType: Please choose the type of document',
      ],
      [
        parts(session, [FRONT, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), SELFIE]),
        '413',
        'Each photo must be at most 5 MB',
      ],
    ];
    for (const [form, code, msg] of refusals) expectError(await submit(form), code, msg);
    const stored = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from stored_files where owner_player_id = ${playerId}`,
    );
    expect(stored[0]!.n).toBe(0);
    expect(await state(session)).toMatchObject({ status: 'none' });
    // Without a session nothing is stored either.
    expectError(
      await submit([
        ...commonFields(),
        { name: 'documentType', value: 'passport' },
        ...[FRONT, BACK, SELFIE].map((data) => image(data, 'photo')),
      ]),
      '401',
      /.+/,
    );
  });

  it('keeps the photos private: operators read them, players and the public file route never', async () => {
    const { playerId, session } = await newPlayer();
    expectOk(await submit(parts(session, [FRONT, BACK, SELFIE])));
    const id = await pendingId(playerId);
    const detail = await support.call('/admin/kyc/detail', { id });
    expect(detail).toMatchObject({ state: '200', resultData: { playerId: String(playerId) } });
    const images = detail.resultData.images as Record<'front' | 'back' | 'selfie', string>;
    const front = await support.call('/admin/kyc/image', { id: images.front });
    expect(front.resultData.contentType).toBe('image/png');
    expect(Buffer.from(front.resultData.dataBase64 as string, 'base64').equals(FRONT)).toBe(true);

    for (const imageId of Object.values(images)) {
      // The public file route serves avatars only.
      expect((await app.inject({ method: 'GET', url: `/api/files/${imageId}` })).statusCode).toBe(
        404,
      );
      // A player's session is no operator's: another player, or the owner themselves.
      const other = await newPlayer();
      for (const who of [other.session, session]) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/admin/kyc/image',
          payload: { ...authBody(who), id: imageId },
        });
        expect((answer.json() as Envelope).state).toBe('401');
      }
    }
    // The player's own state names no image.
    expect(JSON.stringify(await state(session))).not.toContain(images.front);
    // Finance reads the queue but may not decide.
    expect(await finance.call('/admin/kyc/list', { status: 'pending' })).toMatchObject({
      state: '200',
    });
    expect(await finance.call('/admin/kyc/verify', { id })).toMatchObject({ state: '403' });
  });

  it('lists the queue of pending submissions, oldest first when asked', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    expectOk(await submit(parts(a.session, [FRONT, BACK, SELFIE])));
    expectOk(await submit(parts(b.session, [FRONT, BACK, SELFIE])));
    const page = await support.call('/admin/kyc/list', {
      status: 'pending',
      sortBy: 'submittedAt',
      sortDesc: false,
      pageSize: 200,
    });
    const ids = (page.resultData.list as { playerId: string }[]).map((r) => r.playerId);
    expect(ids.indexOf(String(a.playerId))).toBeLessThan(ids.indexOf(String(b.playerId)));
    const mine = await support.call('/admin/kyc/list', { playerId: String(b.playerId) });
    expect(mine.resultData).toMatchObject({
      total: 1,
      list: [{ status: 'pending', documentType: 'passport', findings: [] }],
    });
  });

  it('decides once when operators verify and reject at once, over every instance', async () => {
    const { playerId, session } = await newPlayer();
    expectOk(await submit(parts(session, [FRONT, BACK, SELFIE])));
    const id = await pendingId(playerId);
    const tabs = instances.apps.map((on) => {
      const tab = new Operator(on, support.email);
      tab.cookie = support.cookie;
      tab.csrf = support.csrf;
      return tab;
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? tabs[i % tabs.length]!.call('/admin/kyc/verify', { id })
          : tabs[i % tabs.length]!.call('/admin/kyc/reject', { id, reasons: ['other'] }),
      ),
    );
    expect(answers.filter((a) => a.state === '200')).toHaveLength(1);
    expect(answers.filter((a) => a.state === '409')).toHaveLength(7);
    const decisions = (await eventsOf(playerId)).filter((e) => e.kind !== 'kyc.submitted');
    expect(decisions).toHaveLength(1);
    const audit = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_log where action like 'kyc.%'
          and target_id = ${String(playerId)}`,
    );
    expect(audit[0]!.n).toBe(1);
  });

  it('stores one of many submissions sent at once, over every instance', async () => {
    const { playerId, session } = await newPlayer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        submit(parts(session, [FRONT, BACK, SELFIE]), instances.apps[i % instances.apps.length]),
      ),
    );
    expect(answers.filter((a) => a.state === '200')).toHaveLength(1);
    expect(answers.filter((a) => a.state === '409')).toHaveLength(5);
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from kyc_submissions where player_id = ${playerId}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  describe('withdrawal gate', () => {
    beforeAll(async () => {
      await setSetting(db(), 'withdraw', { kycSingleAbove: 1_000, kycTotalAbove: 1_500 });
      await db().execute(sql`update vip_levels set withdraw_daily_times = 50 where level = 0`);
    });
    afterAll(() => expectLedgerClean(db()));

    it('lets exactly the single amount through unverified, and refuses one paisa more', async () => {
      const player = await withdrawPlayer(db(), { rupees: 5_000, verified: false });
      const bankAccountId = await addBank(app, player);
      expectError(
        (await withdraw(app, player, { amount: 1_000.01, bankAccountId })).body,
        '403',
        'Please verify your identity to withdraw more than Rs 1000 at once',
      );
      expectOk((await withdraw(app, player, { amount: 1_000, bankAccountId })).body);
    });

    it('lets the total reach exactly the cumulative amount, and refuses past it until verified', async () => {
      const player = await withdrawPlayer(db(), { rupees: 5_000, verified: false });
      const bankAccountId = await addBank(app, player);
      expectOk((await withdraw(app, player, { amount: 900, bankAccountId })).body);
      expectError(
        (await withdraw(app, player, { amount: 600.01, bankAccountId })).body,
        '403',
        'Please verify your identity: your withdrawals would pass Rs 1500 in total',
      );
      expectOk((await withdraw(app, player, { amount: 600, bankAccountId })).body);
      expect(
        expectOk<KycState>((await postApi(app, '/kyc/state', player.body())).body).withdrawals,
      ).toEqual({ singleAbove: 1_000, totalAbove: 1_500, withdrawnTotal: 1_500 });
      expectError(
        (await withdraw(app, player, { amount: 100, bankAccountId })).body,
        '403',
        'Please verify your identity: your withdrawals would pass Rs 1500 in total',
      );

      // Verified by an operator, both limits are lifted.
      expectOk(await submit(parts(player.session, [FRONT, BACK, SELFIE])));
      expectError(
        (await withdraw(app, player, { amount: 100, bankAccountId })).body,
        '403',
        /verify your identity/,
      );
      await support.call('/admin/kyc/verify', { id: await pendingId(player.playerId) });
      expectOk((await withdraw(app, player, { amount: 1_200, bankAccountId })).body);
    });

    it('lets only one of two withdrawals at once pass the cumulative total', async () => {
      const player = await withdrawPlayer(db(), { rupees: 5_000, verified: false });
      const bankAccountId = await addBank(app, player);
      const orderNos = await Promise.all(
        [0, 1].map(async (i) => {
          const preview = await postApi(
            instances.apps[i % instances.apps.length]!,
            '/withdraw/preview',
            player.body({ amount: 800, bankAccountId }),
          );
          return expectOk<{ orderNo: string }>(preview.body).orderNo;
        }),
      );
      const answers = await Promise.all(
        orderNos.map((orderNo, i) =>
          postApi(
            instances.apps[i % instances.apps.length]!,
            '/withdraw/apply',
            player.body({ amount: 800, bankAccountId, orderNo, withdrawPassword: '123456' }),
          ),
        ),
      );
      const states = answers.map((a) => a.body.state).sort();
      expect(states).toEqual(['200', '403']);
    });
  });
});

describe.each(testDatabases())('date of birth on $kind', (target) => {
  let instances: Instances;
  let app: FastifyInstance;
  beforeAll(async () => {
    instances = await createInstances(target, ACCOUNT_ENV);
    app = instances.first.app;
  });
  afterAll(() => instances.close());

  /** The date `years` before the platform's today (+05:30), moved by `days`. */
  const yearsAgo = (years: number, days = 0) => {
    const today = todayIn(new Date(), offsetMinutes(PLATFORM_TIMEZONE));
    const date = new Date(
      Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days),
    );
    return date.toISOString().slice(0, 10);
  };

  it('signs up a player who is 18 today, and refuses one who is 18 tomorrow', async () => {
    const adult = await register(app, { birthday: yearsAgo(18) });
    const [row] = await queryRows<{ birthday: string }>(
      instances.first.database.db,
      sql`select birthday from players where id = ${Number(adult.session.uid)}`,
    );
    expect(row!.birthday).toBe(yearsAgo(18));

    for (const [birthday, msg] of [
      [yearsAgo(18, 1), 'You must be at least 18 years old to sign up'],
      [yearsAgo(5), 'You must be at least 18 years old to sign up'],
      ['1990-02-30', 'The date of birth must be a real date (YYYY-MM-DD)'],
      ['17/05/1990', 'Invalid birthday: The date of birth must be a date (YYYY-MM-DD)'],
      ['', 'Invalid birthday: Please enter your date of birth'],
    ] as const) {
      const mobile = newIndianPhone();
      const verificationCode = await requestCode(app, mobile, 'register');
      const { body } = await postApi(
        app,
        '/sso/register',
        commonBody({ mobile, verificationCode, password: GOOD_PASSWORD, birthday, ...CONSENT }),
      );
      expectError(body, '400', msg);
    }
  });

  it('refuses a deposit until a player made without a date of birth gives one', async () => {
    const db = instances.first.database.db;
    const player = await insertPlayer(db, { isGuest: true }, (id) => `Guest${id}`);
    const session = await loginAs(db, player.id);
    const order = () =>
      postApi(
        app,
        '/recharge/createRechargeOrder',
        authBody(session, { depositMethod: 1, depositAmount: 500 }),
      );
    expectError(
      (await order()).body,
      '400',
      'Please add your date of birth in your profile before your first deposit',
    );
    const under = await postApi(
      app,
      '/user/updateInfo',
      authBody(session, { birthday: '2015-01-01' }),
    );
    expectError(under.body, '400', 'The birthday must be a real date at least 18 years ago');
    expectOk(
      (await postApi(app, '/user/updateInfo', authBody(session, { birthday: '1990-05-17' }))).body,
    );
    // Past the date of birth, the deposit's own rules apply.
    expect((await order()).body.msg ?? '').not.toContain('date of birth');
  });
});
