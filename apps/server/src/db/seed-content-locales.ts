import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { announcements, banners, seedRuns } from './schema';

/** The demo announcement, English (db/seed.ts inserts it). */
export const DEMO_ANNOUNCEMENT =
  'Welcome to Khel! This is a demo deployment: play Khel Originals with sandbox money.';

/**
 * DEMO CONFIGURATION. The demo banners' and announcement's words in the other five UI languages
 * (the rows themselves are English, the fallback): a banner's title is its alt text, and each
 * language has its own artwork (apps/web/public/static/banners/<name>.<lang>.svg). Written once
 * ('demo-content-locales-v1') after the demo catalogue, on a new database and on one seeded
 * before translations existed alike, and only into rows still as seeded: an operator's changes
 * stay.
 */
const BANNERS = {
  'First deposit bonus': {
    image: 'first-deposit',
    titles: {
      es: 'Bono del primer depósito',
      fr: 'Bonus du premier dépôt',
      'zh-CN': '首充奖励',
      'zh-TW': '首儲獎勵',
      id: 'Bonus deposit pertama',
    },
  },
  'Play Crash': {
    image: 'crash',
    titles: {
      es: 'Juega a Crash',
      fr: 'Jouez à Crash',
      'zh-CN': '畅玩 Crash',
      'zh-TW': '暢玩 Crash',
      id: 'Main Crash',
    },
  },
} as const;

const WELCOME_TRANSLATIONS = {
  es: '¡Bienvenido a Khel! Esta es una instalación de demostración: juega a Khel Originals con dinero de prueba.',
  fr: 'Bienvenue sur Khel ! Ceci est une version de démonstration : jouez aux Khel Originals avec de l’argent fictif.',
  'zh-CN': '欢迎来到 Khel！这是演示版本：使用沙盒资金畅玩 Khel Originals。',
  'zh-TW': '歡迎來到 Khel！這是展示版本：使用沙盒資金暢玩 Khel Originals。',
  id: 'Selamat datang di Khel! Ini adalah versi demo: mainkan Khel Originals dengan uang sandbox.',
};

const CATALOGUE_SEED = 'demo-catalogue-v1';
const SEED = 'demo-content-locales-v1';

/** Seeds the demo content's translations once the demo catalogue exists; whether it ran now. */
export async function seedDemoContentLocales(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [catalogue] = await tx.select().from(seedRuns).where(eq(seedRuns.name, CATALOGUE_SEED));
    if (!catalogue) return false;
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: SEED })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    const untouched = (column: typeof banners.translations | typeof announcements.translations) =>
      sql`${column} = '{}'::jsonb`;
    for (const [title, banner] of Object.entries(BANNERS)) {
      const translations = Object.fromEntries(
        Object.entries(banner.titles).map(([language, text]) => [
          language,
          { title: text, imageUrl: `/static/banners/${banner.image}.${language}.svg` },
        ]),
      );
      await tx
        .update(banners)
        .set({ translations })
        .where(
          and(
            eq(banners.title, title),
            eq(banners.imageUrl, `/static/banners/${banner.image}.svg`),
            untouched(banners.translations),
          ),
        );
    }
    await tx
      .update(announcements)
      .set({
        translations: Object.fromEntries(
          Object.entries(WELCOME_TRANSLATIONS).map(([language, text]) => [language, { text }]),
        ),
      })
      .where(and(eq(announcements.text, DEMO_ANNOUNCEMENT), untouched(announcements.translations)));
    return true;
  });
}
