import type { Db } from './client';
import { appSettings, seedRuns, serviceContacts, vipLevels } from './schema';

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
