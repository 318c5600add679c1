import type { Db } from './client';
import { eq } from 'drizzle-orm';
import {
  announcements,
  appSettings,
  banners,
  gameCategories,
  gameProviders,
  games,
  seedRuns,
  serviceContacts,
  vipLevels,
} from './schema';

/**
 * DEMO CONFIGURATION. Seeded once, on the first start, into the operator tables; an operator
 * changes the rows afterwards and a restart never overwrites them. Contacts and VIP figures
 * here are placeholders for a sandbox deployment, not a real operator's.
 */
export const DEMO_SETTINGS: Record<string, unknown> = {
  appName: 'Khel',
  appVersion: '1.0.0',
  appVersionCode: 100,
  currencySign: 'Rs',
  phoneNumberPrefix: '+92',
  phoneNumberPrefixes: ['+92', '+91'],
  theme: 'green',
  timezone: '+05:30',
  links: { manual_recharge_url: '', faq_url: '/pages/faq/Faq' },
  loginMethods: { password: true, otp: true, id: true, guest: true },
  wagering: { depositMultiple: 1, bonusMultiple: 1 },
};

const DEMO_CONTACTS = [
  { kind: 'VipCS', contact: '+919800000006', minVipLevel: 6, sortOrder: 0 },
  { kind: 'VipWebCS', contact: 'https://t.me/KhelVipSupportDemo', minVipLevel: 1, sortOrder: 0 },
  { kind: 'WebCS', contact: 'https://t.me/KhelSupportDemo', minVipLevel: 0, sortOrder: 0 },
  { kind: 'WebCS', contact: '+923000000000', minVipLevel: 0, sortOrder: 1 },
];

const rupees = (n: number) => BigInt(n) * 100n;

/** Level, cumulative deposit needed, upgrade bonus, rebate bp, weekly, birthday, daily limit, fee bp, daily times, relegation. */
const DEMO_VIP: [number, number, number, number, number, number, number, number, number, number][] =
  [
    [0, 0, 0, 0, 0, 0, 20_000, 200, 2, 0],
    [1, 1_000, 18, 10, 0, 0, 30_000, 200, 3, 500],
    [2, 10_000, 88, 20, 18, 18, 50_000, 150, 3, 2_000],
    [3, 50_000, 288, 30, 58, 58, 100_000, 150, 4, 8_000],
    [4, 200_000, 888, 40, 188, 188, 200_000, 100, 5, 30_000],
    [5, 500_000, 1_888, 50, 388, 388, 300_000, 100, 5, 80_000],
    [6, 1_000_000, 3_888, 60, 888, 888, 500_000, 50, 6, 150_000],
    [7, 3_000_000, 8_888, 70, 1_888, 1_888, 800_000, 50, 8, 400_000],
    [8, 10_000_000, 28_888, 80, 3_888, 3_888, 1_200_000, 0, 10, 1_200_000],
    [9, 30_000_000, 88_888, 90, 8_888, 8_888, 2_000_000, 0, 12, 3_500_000],
    [10, 100_000_000, 288_888, 100, 18_888, 18_888, 5_000_000, 0, 15, 10_000_000],
  ];

const DEMO_SEED = 'demo-config-v1';

/** Seeds the demo configuration unless it was seeded before; returns whether it seeded now. */
export async function seedDemoConfiguration(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: DEMO_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    await tx
      .insert(appSettings)
      .values(Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
    await tx.insert(serviceContacts).values(DEMO_CONTACTS);
    await tx
      .insert(vipLevels)
      .values(
        DEMO_VIP.map(
          ([level, deposit, upgrade, rebate, weekly, birthday, limit, fee, times, releg]) => ({
            level,
            depositRequiredPaise: rupees(deposit),
            upgradeBonusPaise: rupees(upgrade),
            betRebateBp: rebate,
            weeklyBonusPaise: rupees(weekly),
            birthdayBonusPaise: rupees(birthday),
            withdrawDailyLimitPaise: rupees(limit),
            withdrawFeeBp: fee,
            withdrawDailyTimes: times,
            relegationDepositPaise: rupees(releg),
            vipCustomerService: level >= 6,
          }),
        ),
      )
      .onConflictDoNothing();
    return true;
  });
}

/**
 * DEMO CONFIGURATION. The catalogue of Khel Originals, two Home banners and an announcement,
 * seeded once ('demo-catalogue-v1') once the in-house provider 'khel' is registered (the
 * embedded games register it at start); an operator edits the rows afterwards. Only categories
 * holding games are seeded: slots, live, table and fishing come with the providers that fill them.
 */
export const DEMO_CATALOGUE_PROVIDER = 'khel';

const DEMO_CATEGORIES = [
  { code: 'originals', sortOrder: 0 },
  { code: 'crash', sortOrder: 1 },
];

const DEMO_GAMES = [
  { gameCode: 'crash', name: 'Crash', categoryCode: 'crash', tags: ['hot', 'new'], sortOrder: 0 },
  { gameCode: 'dice', name: 'Dice', categoryCode: 'originals', tags: ['hot'], sortOrder: 1 },
  { gameCode: 'mines', name: 'Mines', categoryCode: 'originals', tags: ['hot'], sortOrder: 2 },
  { gameCode: 'limbo', name: 'Limbo', categoryCode: 'originals', tags: ['new'], sortOrder: 3 },
];

const DEMO_CATALOGUE_SEED = 'demo-catalogue-v1';

/** Seeds the demo catalogue unless it was seeded before or 'khel' is not registered yet. */
export async function seedDemoCatalogue(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [khel] = await tx
      .select({ code: gameProviders.code })
      .from(gameProviders)
      .where(eq(gameProviders.code, DEMO_CATALOGUE_PROVIDER));
    if (!khel) return false;
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: DEMO_CATALOGUE_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    await tx.insert(gameCategories).values(DEMO_CATEGORIES).onConflictDoNothing();
    const seeded = await tx
      .insert(games)
      .values(
        DEMO_GAMES.map((g) => ({
          ...g,
          providerCode: DEMO_CATALOGUE_PROVIDER,
          imageUrl: `/static/games/${g.gameCode}.svg`,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: games.id, gameCode: games.gameCode });
    const crash = seeded.find((g) => g.gameCode === 'crash');
    await tx.insert(banners).values([
      {
        title: 'First deposit bonus',
        imageUrl: '/static/banners/first-deposit.svg',
        linkType: 'route',
        link: '/pages/promo/FirstDeposit/FirstDeposit',
        sortOrder: 0,
      },
      {
        title: 'Play Crash',
        imageUrl: '/static/banners/crash.svg',
        linkType: crash ? 'game' : 'none',
        link: crash ? String(crash.id) : '',
        sortOrder: 1,
      },
    ]);
    await tx.insert(announcements).values({
      text: 'Welcome to Khel! This is a demo deployment: play Khel Originals with sandbox money.',
    });
    return true;
  });
}
