import type { TFaqEntry } from '@khel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { localized, uiLanguage } from '../../lib/localize';

export interface FaqRow {
  key: string;
  position: number;
  icon: string;
  link: string | null;
  question: string;
  answer: string;
  link_label: string;
  translations: unknown;
  updated_at: Date | string;
}

export const readFaq = (db: Db) =>
  queryRows<FaqRow>(
    db,
    sql`select key, position, icon, link, question, answer, link_label, translations, updated_at
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
