import type { Db } from './client';
import { eq } from 'drizzle-orm';
import {
  announcements,
  appSettings,
  banners,
  campaigns,
  gameCategories,
  gameProviders,
  games,
  rankingAwards,
  seedRuns,
  serviceContacts,
  vipLevels,
} from './schema';
import { DEMO_ANNOUNCEMENT, seedDemoContentLocales } from './seed-content-locales';
import { DEMO_CAMPAIGNS } from './seed-promotions';

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

/** Runs `write` in one transaction unless the seed `name` ran before; returns whether it ran now. */
async function seedOnce(db: Db, name: string, write: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    await write(tx);
    return true;
  });
}

const seedSetting = (db: Db, name: string, key: string, value: unknown) =>
  seedOnce(db, name, async (tx) => {
    await tx.insert(appSettings).values({ key, value }).onConflictDoNothing();
  });

/**
 * Seeds each set of demo configuration (app settings, contacts, VIP levels; deposits;
 * withdrawals; check-in, wheel, ranking awards, referral; promotions) unless it was seeded before; returns whether the first set was seeded now.
 */
export async function seedDemoConfiguration(db: Db): Promise<boolean> {
  const seeded = await seedOnce(db, DEMO_SEED, async (tx) => {
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
  });
  await seedSetting(db, DEMO_DEPOSIT_SEED, 'deposit', DEMO_DEPOSIT_SETTINGS);
  await seedSetting(db, DEMO_WITHDRAW_SEED, 'withdraw', DEMO_WITHDRAW_SETTINGS);
  await seedSetting(db, DEMO_CHECKIN_SEED, 'checkin', DEMO_CHECKIN_SETTINGS);
  await seedSetting(db, DEMO_WHEEL_SEED, 'wheel', DEMO_WHEEL_SETTINGS);
  await seedOnce(db, 'demo-ranking-awards-v1', async (tx) => {
    await tx
      .insert(rankingAwards)
      .values(
        Object.entries(DEMO_RANKING_AWARDS).flatMap(([periodKind, awards]) =>
          awards.map((amount, i) => ({ periodKind, rank: i + 1, amountPaise: rupees(amount) })),
        ),
      );
  });
  await seedSetting(db, DEMO_REFERRAL_SEED, 'referral', DEMO_REFERRAL_SETTINGS);
  await seedOnce(db, 'demo-promotions-v1', async (tx) => {
    await tx.insert(campaigns).values(DEMO_CAMPAIGNS.map((c) => ({ ...c, demo: true })));
  });
  return seeded;
}

/**
 * DEMO CONFIGURATION. Ranking awards in rupees by place (1st, 2nd…) for each period kind, so a
 * sandbox's Ranking page shows what the close pays; the operator sets the real ones
 * (the back office, /admin/promotions/rankings/set).
 */
const DEMO_RANKING_AWARDS = {
  daily: [1000, 500, 300, 100, 100, 100, 100, 100, 100, 100],
  weekly: [5000, 2500, 1500, 500, 500, 500, 500, 500, 500, 500],
  monthly: [20000, 10000, 5000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

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

/**
 * Seeds the demo catalogue unless it was seeded before or 'khel' is not registered yet, then
 * its words in the other languages (seed-content-locales.ts); whether the catalogue was seeded.
 */
export async function seedDemoCatalogue(db: Db): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
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
    await tx.insert(announcements).values({ text: DEMO_ANNOUNCEMENT });
    return true;
  });
  await seedDemoContentLocales(db);
  return seeded;
}

/**
 * DEMO CONFIGURATION. What the Deposit page offers in a sandbox deployment (app_settings key
 * `deposit`, read by modules/deposits/config.ts): every tab on, two online methods, IMPS and UPI
 * transfer accounts, a USDT wallet and two agents. The accounts, address and contacts are
 * placeholders, not a real operator's. Seeded once ('demo-deposit-v1'); an operator edits the row.
 */
export const DEMO_DEPOSIT_SETTINGS = {
  rechargeOpen: 1,
  showButton: 1,
  giftSwitch: 1,
  showTranfer: 1,
  agentRechargeSwitch: 1,
  showCrypto: 1,
  fillOrderSwitch: 1,
  typeA: { amountList: [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000] },
  typeB: { amountList: [500, 1000, 2000, 5000, 10000, 20000, 50000], gift: 0.05 },
  defaultIndex: 500,
  rechargeTypeList: [
    {
      type: 1,
      name: 'UPI Fast',
      method: 'UPI',
      isDefault: 1,
      amountRange: [100, 50000],
      showWeight: 2,
      showOffset: 1,
    },
    {
      type: 2,
      name: 'IMPS Bank',
      method: 'IMPS',
      isDefault: 0,
      amountRange: [1000, 50000],
      showWeight: 1,
      showOffset: 2,
    },
  ],
  rechargeTypes: [1, 2, 3, 4],
  rechargeTypeLimit: 5000,
  cards: [
    { type: 'imps', rechargeItems: [1000, 2000, 5000, 10000, 20000, 50000] },
    { type: 'upi', rechargeItems: [500, 1000, 2000, 5000, 10000] },
  ],
  transferAccounts: {
    imps: {
      accountName: 'Khel Demo Payments',
      accountNo: '918020012345678',
      ifsc: 'UTIB0000123',
      bankName: 'Axis Bank',
    },
    upi: { upiId: 'khel.demo@upi', payee: 'Khel Demo Payments' },
  },
  crypto: [
    {
      currency: 'USDT',
      network: 'TRC20',
      address: 'TKhelDemoAddressDoNotSendFunds00001',
      rate: 88,
      minAmount: 1000,
      maxAmount: 500000,
    },
  ],
  agents: [
    { name: 'Agent Ravi', contact: '+919800000101' },
    { name: 'Agent Meera', contact: 'https://t.me/KhelAgentDemo' },
  ],
  transferGift: 0.02,
  transferGiftSwitch: 1,
  agentRechargeGift: 0.03,
  cryptoGift: 0.03,
  pendingOrderLimit: 3,
  orderTtlMinutes: 30,
};

const DEMO_DEPOSIT_SEED = 'demo-deposit-v1';

const DEMO_WITHDRAW_SEED = 'demo-withdraw-v1';

/**
 * DEMO CONFIGURATION: withdrawal bounds in rupees, the review threshold, accounts per player,
 * wrong passwords allowed, payout sends to an unreachable gateway before the order is held.
 */
export const DEMO_WITHDRAW_SETTINGS = {
  minAmount: 100,
  maxAmount: 50_000,
  reviewAbove: 20_000,
  maxAccounts: 5,
  passwordMaxFailures: 5,
  payoutMaxAttempts: 8,
};

const DEMO_CHECKIN_SEED = 'demo-checkin-v1';

/**
 * DEMO CONFIGURATION: the 7-day check-in (app_settings `checkin`, modules/engagement) — rupees
 * per day of the cycle; any day counts. A sandbox placeholder, not a real operator's.
 */
export const DEMO_CHECKIN_SETTINGS = {
  rewards: [1, 2, 3, 5, 8, 12, 20],
  condition: 'none',
  minDeposit: 0,
  minValidBet: 0,
};

const DEMO_WHEEL_SEED = 'demo-wheel-v1';

/**
 * DEMO CONFIGURATION: the lucky wheel (app_settings `wheel`, modules/engagement) — 8 slots
 * clockwise (rupees, weight; 0 is 'thanks'), one free spin a day and one per Rs 1,000 deposited.
 * Expected cost Rs 2.80 a spin. A sandbox placeholder, not a real operator's.
 */
export const DEMO_WHEEL_SETTINGS = {
  prizes: [
    { amount: 0, weight: 400 },
    { amount: 1, weight: 250 },
    { amount: 2, weight: 150 },
    { amount: 5, weight: 100 },
    { amount: 10, weight: 60 },
    { amount: 20, weight: 30 },
    { amount: 50, weight: 9 },
    { amount: 100, weight: 1 },
  ],
  freeDailySpins: 1,
  depositPerSpin: 1000,
};

const DEMO_REFERRAL_SEED = 'demo-referral-v1';

/**
 * DEMO CONFIGURATION: the referral program's conditions (a valid invitee bound a phone,
 * deposited Rs 100 and bet Rs 20) and the reward per two valid invitees, in rupees.
 */
export const DEMO_REFERRAL_SETTINGS = {
  requirePhone: true,
  minDeposit: 100,
  minValidBet: 20,
  rewardPerPair: 150,
  burstCount: 3,
  burstWindowMinutes: 60,
};
