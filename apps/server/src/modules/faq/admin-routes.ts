import {
  adminFaqDelete,
  adminFaqList,
  adminFaqSave,
  type TAdminFaqEntry,
} from '@khel/contract/admin-content';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import { readFaq, type FaqRow } from './service';

const present = (row: FaqRow): TAdminFaqEntry => ({
  key: row.key,
  position: row.position,
  icon: row.icon,
  link: row.link,
  question: row.question,
  answer: row.answer,
  linkLabel: row.link_label,
  translations: (row.translations ?? {}) as TAdminFaqEntry['translations'],
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** One entry, locked for the write that reads it as its "before". */
async function lockedEntry(tx: Db, key: string) {
  const [row] = await queryRows<FaqRow>(
    tx,
    sql`select key, position, icon, link, question, answer, link_label, translations, updated_at
        from faq_entries where key = ${key} for update`,
  );
  return row ? present(row) : null;
}

/** Blank translated fields are dropped: they fall back to English anyway. */
function cleanTranslations(translations: Record<string, Record<string, string | undefined>>) {
  const kept: Record<string, Record<string, string>> = {};
  for (const [language, fields] of Object.entries(translations)) {
    const filled = Object.entries(fields).filter(([, v]) => typeof v === 'string' && v !== '');
    if (filled.length > 0) kept[language] = Object.fromEntries(filled) as Record<string, string>;
  }
  return kept;
}

/** The back office's FAQ editor (README.md): every entry, save one by key, delete one. */
export function adminFaqRoutes(app: FastifyInstance, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminFaqList, async (_input, context) => ({
    list: (await readFaq(context.db)).map(present),
  }));

  registerAdminEndpoint(app, admin, adminFaqSave, (input, context) =>
    context.transaction(async (tx, audit) => {
      const before = await lockedEntry(tx, input.key);
      if (input.create && before)
        throw new AppError('conflict', `An entry with the key ${input.key} exists already`);
      if (!input.create && !before) throw new AppError('notFound', 'No such FAQ entry');
      const e = input.entry;
      const translations = cleanTranslations(e.translations);
      const [row] = await queryRows<FaqRow>(
        tx,
        sql`insert into faq_entries (key, position, icon, link, question, answer, link_label,
              translations, updated_at)
            values (${input.key}, ${e.position}, ${e.icon}, ${e.link}, ${e.question}, ${e.answer},
              ${e.linkLabel}, ${JSON.stringify(translations)}::jsonb, ${context.at.toISOString()}::timestamptz)
            on conflict (key) do update set position = excluded.position, icon = excluded.icon,
              link = excluded.link, question = excluded.question, answer = excluded.answer,
              link_label = excluded.link_label, translations = excluded.translations,
              updated_at = excluded.updated_at
            returning key, position, icon, link, question, answer, link_label, translations, updated_at`,
      );
      const after = present(row!);
      audit({
        action: before ? 'faq.update' : 'faq.create',
        targetType: 'faq',
        targetId: input.key,
        before,
        after,
      });
      return after;
    }),
  );

  registerAdminEndpoint(app, admin, adminFaqDelete, (input, context) =>
    context.transaction(async (tx, audit) => {
      const before = await lockedEntry(tx, input.key);
      if (!before) throw new AppError('notFound', 'No such FAQ entry');
      await tx.execute(sql`delete from faq_entries where key = ${input.key}`);
      audit({ action: 'faq.delete', targetType: 'faq', targetId: input.key, before, after: null });
      return { key: input.key };
    }),
  );
}
