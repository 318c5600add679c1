import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_DAILY_LIMIT } from '@khel/contract';
import { queryRows } from '../src/db/query';
import { insertPlayer } from '../src/modules/accounts/store';
import { authBody, expectError, expectOk, type Session } from './helpers/accounts';
import { commonBody, postApi, type Envelope } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { loginAs } from './helpers/games';
import { createInstances, type Instances } from './helpers/instances';
import {
  commonFields,
  formData,
  pngOfSize,
  TINY_GIF,
  TINY_PNG,
  type FormPart,
} from './helpers/multipart';
import type { FastifyInstance } from 'fastify';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';

const MB = 1024 * 1024;

interface Feedback {
  id: string;
  category: string;
  content: string;
  screenshots: number;
  status: string;
  reply: string | null;
}

describe.each(testDatabases())('feedback and FAQ on $kind', (target) => {
  let instances: Instances;
  let app: FastifyInstance;
  let support: Operator;
  let marketing: Operator;
  beforeAll(async () => {
    instances = await createInstances(target, {});
    app = instances.first.app;
    const owner = await signedInOwner(app, instances.first.database.db);
    support = await signedInOperator(owner, 'support');
    marketing = await signedInOperator(owner, 'marketing');
  });
  afterAll(() => instances.close());

  async function newPlayer() {
    const player = await insertPlayer(
      instances.first.database.db,
      { isGuest: true },
      (id) => `Guest${id}`,
    );
    return loginAs(instances.first.database.db, player.id);
  }

  const fields = (session: Session, extra: Record<string, string> = {}): FormPart[] => [
    ...commonFields({ sign: session.sign, uid: String(session.uid) }),
    ...Object.entries({
      category: 'deposit',
      content: 'My deposit took an hour to arrive.',
      mobile: '',
      email: '',
      ...extra,
    }).map(([name, value]) => ({ name, value })),
  ];
  const png = (data: Buffer, filename = 'shot.png'): FormPart => ({
    name: 'screenshot',
    filename,
    contentType: 'image/png',
    data,
  });
  async function submit(parts: FormPart[], on: FastifyInstance = app) {
    const { payload, headers } = formData(parts);
    const response = await on.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      headers,
      payload,
    });
    return response.json() as Envelope;
  }

  it('checks the form: category, suggestion length, email, login', async () => {
    const session = await newPlayer();
    expectError(await submit(fields(session, { category: 'casino' })), '400', /category/);
    expectError(
      await submit(fields(session, { content: '   ' })),
      '400',
      /Please write your suggestion/,
    );
    expectError(
      await submit(fields(session, { content: 'too short' })),
      '400',
      /at least 10 characters/,
    );
    expectError(
      await submit(fields(session, { content: 'x'.repeat(501) })),
      '400',
      /at most 500 characters/,
    );
    expectError(await submit(fields(session, { email: 'not-an-email' })), '400', /valid email/);
    expectError(
      await submit(fields({ sign: 'nope', uid: session.uid })),
      '401',
      'Please login first',
    );
    const bodyJson = await postApi(app, '/feedback/submit', commonBody());
    expectError(bodyJson.body, '400', /multipart/);
  });

  it('takes up to 3 screenshots checked by content, at most 2 MB each', async () => {
    const session = await newPlayer();
    // A text file named .png is not an image.
    expectError(
      await submit([...fields(session), png(Buffer.from('hello, not an image at all'))]),
      '400',
      /must be JPEG, PNG, GIF or WebP/,
    );
    expectError(
      await submit([...fields(session), png(pngOfSize(2 * MB + 1))]),
      '413',
      /at most 2 MB/,
    );
    const sent = expectOk<Feedback>(
      await submit([
        ...fields(session),
        png(pngOfSize(2 * MB)),
        { name: 'screenshot', filename: 'a.gif', contentType: 'image/gif', data: TINY_GIF },
        png(TINY_PNG),
        png(TINY_PNG, 'fourth.png'),
      ]),
    );
    // The fourth is dropped (maxCount truncates, docs/product.md §5).
    expect(sent).toMatchObject({
      category: 'deposit',
      screenshots: 3,
      status: 'open',
      reply: null,
    });
    const list = expectOk<{ list: Feedback[]; sentToday: number }>(
      (await postApi(app, '/feedback/list', authBody(session))).body,
    );
    expect(list.list.map((f) => f.id)).toEqual([sent.id]);
    expect(list.sentToday).toBe(1);
  });

  it(`allows ${FEEDBACK_DAILY_LIMIT} a day per player, however many arrive at once`, async () => {
    const session = await newPlayer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submit(fields(session), instances.apps[i % instances.apps.length]),
      ),
    );
    const ok = answers.filter((a) => a.state === '200');
    expect(ok).toHaveLength(FEEDBACK_DAILY_LIMIT);
    for (const refused of answers.filter((a) => a.state !== '200')) {
      expectError(refused, '429', /at most 5 feedback messages a day/);
    }
    const [row] = await queryRows<{ n: number }>(
      instances.first.database.db,
      sql`select count(*)::int as n from feedback where player_id = ${Number(session.uid)}`,
    );
    expect(row!.n).toBe(FEEDBACK_DAILY_LIMIT);
  });

  it('the operator lists and replies once; the reply arrives as a mail', async () => {
    const session = await newPlayer();
    const sent = expectOk<Feedback>(
      await submit([...fields(session, { category: 'withdraw' }), png(TINY_PNG)]),
    );
    expect(
      (
        await app.inject({ method: 'POST', url: '/api/admin/support/feedback/list', payload: {} })
      ).json(),
    ).toMatchObject({ state: '401' });
    const open = await support.call('/admin/support/feedback/list', { status: 'open' });
    const mine = (open.resultData.list as Feedback[]).find((f) => f.id === sent.id)!;
    expect(mine.screenshots).toBe(1);
    const detail = await support.call('/admin/support/feedback/detail', { id: sent.id });
    expect(detail.resultData.screenshotIds).toHaveLength(1);
    const file = await support.call('/admin/support/feedback/screenshot', {
      id: detail.resultData.screenshotIds[0],
    });
    expect(file.resultData.contentType).toBe('image/png');
    expect(Buffer.from(file.resultData.dataBase64 as string, 'base64').equals(TINY_PNG)).toBe(true);
    const reply = (id: string, text: string) =>
      support.call('/admin/support/feedback/reply', { id, reply: text });
    expect(await reply(sent.id, '')).toMatchObject({ state: '400' });
    expect(await reply(sent.id, 'Your withdrawal was paid at 14:05.')).toMatchObject({
      state: '200',
      resultData: { status: 'replied', reply: 'Your withdrawal was paid at 14:05.' },
    });
    expect(await reply(sent.id, 'again')).toMatchObject({ state: '409' });
    expect(await reply('999999999', 'x')).toMatchObject({ state: '404' });

    const list = expectOk<{ list: Feedback[] }>(
      (await postApi(app, '/feedback/list', authBody(session))).body,
    );
    expect(list.list[0]).toMatchObject({
      status: 'replied',
      reply: 'Your withdrawal was paid at 14:05.',
    });
    const mail = expectOk<{ list: { template: string; title: string; content: string }[] }>(
      (await postApi(app, '/mail/list', authBody(session, { language: 'zh-TW' }))).body,
    );
    expect(mail.list).toEqual([
      expect.objectContaining({
        template: 'feedback.replied',
        title: '您的回饋已回覆',
        content: 'Your withdrawal was paid at 14:05.',
      }),
    ]);
  });

  it('serves the FAQ per language, edited by the operator', async () => {
    const faq = async (language?: string) =>
      expectOk<{
        list: { key: string; question: string; link: string | null; linkLabel: string }[];
      }>((await postApi(app, '/faq/list', commonBody(language ? { language } : {}))).body).list;
    const english = await faq();
    expect(english).toHaveLength(10);
    expect(english[0]).toMatchObject({
      key: 'deposit',
      question: 'How do I deposit?',
      link: '/pages/wallet/Deposit',
      linkLabel: 'Deposit',
    });
    expect((await faq('zh-CN'))[0]!.question).not.toBe('How do I deposit?');
    expect((await faq('fr'))[0]!.question).toMatch(/dépôt|déposer/i);
    expect((await faq('xx'))[0]!.question).toBe('How do I deposit?');

    const put = (key: string, entry: unknown, create = false) =>
      marketing.call('/admin/content/faq/save', { key, create, entry });
    expect(
      await put(
        'bonus',
        { position: 5, icon: 'gift', link: 'javascript:alert(1)', question: 'q', answer: 'a' },
        true,
      ),
    ).toMatchObject({ state: '400' });
    expect(
      await put(
        'bonus',
        {
          position: 5,
          icon: 'gift',
          link: null,
          question: 'Where is my bonus?',
          answer: 'In My reward.',
          translations: { es: { question: '¿Dónde está mi bono?' } },
        },
        true,
      ),
    ).toMatchObject({ state: '200' });
    expect((await faq())[0]).toMatchObject({
      key: 'bonus',
      question: 'Where is my bonus?',
      link: null,
    });
    expect((await faq('es'))[0]).toMatchObject({
      question: '¿Dónde está mi bono?',
      answer: 'In My reward.',
    });
    expect(await marketing.call('/admin/content/faq/delete', { key: 'bonus' })).toMatchObject({
      state: '200',
    });
    expect(await faq()).toHaveLength(10);
  });
});
