import { faqListEndpoint, text, UI_LANGUAGES, type TFaqEntry } from '@khel/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { localized, uiLanguage } from '../../lib/localize';
import { parseOperatorBody } from '../../lib/operator-body';
import { operatorOk, requireOperator } from '../../plugins/operator';
import { registerEndpoint } from '../../plugins/api';

interface FaqRow {
  key: string;
  position: number;
  icon: string;
  link: string | null;
  question: string;
  answer: string;
  link_label: string;
  translations: unknown;
}

const readFaq = (db: Db) =>
  queryRows<FaqRow>(
    db,
    sql`select key, position, icon, link, question, answer, link_label, translations
        from faq_entries order by position, key`,
  );

/** The FAQ in `language`: each entry's translation where it has one, English otherwise. */
export async function faqIn(db: Db, language: string | null | undefined) {
  const lang = uiLanguage(language);
  const list: TFaqEntry[] = (await readFaq(db)).map((row) => {
    const text = localized(
      { question: row.question, answer: row.answer, linkLabel: row.link_label },
      row.translations,
      lang,
    );
    return { key: row.key, icon: row.icon, link: row.link, ...text };
  });
  return { list };
}

const words = (max: number) => text().trim().min(1).max(max);
const ZEntry = z.object({
  position: z.number().int().min(0).max(100_000),
  icon: text()
    .trim()
    .regex(/^[a-z][a-zA-Z]{0,31}$/, 'expected an icon name'),
  link: text()
    .trim()
    .regex(/^\/pages\/[A-Za-z/]{1,120}$/, 'expected an in-app page path')
    .nullable(),
  question: words(200),
  answer: words(2000),
  linkLabel: text().trim().max(60).default(''),
  translations: z
    .partialRecord(
      z.enum(UI_LANGUAGES),
      z.object({
        question: text().trim().max(200).optional(),
        answer: text().trim().max(2000).optional(),
        linkLabel: text().trim().max(60).optional(),
      }),
    )
    .default({}),
});
const KEY = /^[A-Za-z0-9_-]{1,40}$/;

/** The operator's FAQ API (README.md): every entry with its translations, put one, delete one. */
function operatorFaqRoutes(app: FastifyInstance, db: Db, token: string) {
  requireOperator(app, token);
  app.get('/operator/faq', async () => operatorOk(await readFaq(db)));
  app.put<{ Params: { key: string } }>('/operator/faq/:key', async (request) => {
    if (!KEY.test(request.params.key)) throw new AppError('badRequest', 'Invalid key');
    const e = parseOperatorBody(ZEntry, request.body);
    await db.execute(
      sql`insert into faq_entries (key, position, icon, link, question, answer, link_label, translations, updated_at)
          values (${request.params.key}, ${e.position}, ${e.icon}, ${e.link}, ${e.question}, ${e.answer},
            ${e.linkLabel}, ${JSON.stringify(e.translations)}::jsonb, now())
          on conflict (key) do update set position = excluded.position, icon = excluded.icon,
            link = excluded.link, question = excluded.question, answer = excluded.answer,
            link_label = excluded.link_label, translations = excluded.translations, updated_at = now()`,
    );
    return operatorOk({ key: request.params.key });
  });
  app.delete<{ Params: { key: string } }>('/operator/faq/:key', async (request) => {
    const rows = await queryRows<{ key: string }>(
      db,
      sql`delete from faq_entries where key = ${request.params.key} returning key`,
    );
    if (rows.length === 0) throw new AppError('notFound', 'No such FAQ entry');
    return operatorOk({ key: request.params.key });
  });
}

export async function registerFaq(
  api: FastifyInstance,
  deps: { db: Db },
  options: { operatorToken: string | undefined },
) {
  registerEndpoint(api, faqListEndpoint, (input) => faqIn(deps.db, input.language));
  const token = options.operatorToken;
  if (token) await api.register(async (scope) => operatorFaqRoutes(scope, deps.db, token));
}
