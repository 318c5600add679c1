import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { offsetMinutes, PLATFORM_TIMEZONE, todayIn } from '@khel/contract/dates';
import { insertPlayer } from '../src/modules/accounts/store';
import {
  ACCOUNT_ENV,
  authBody,
  CONSENT,
  expectError,
  expectOk,
  GOOD_PASSWORD,
  newIndianPhone,
  newPakistaniPhone,
  register,
  requestCode,
} from './helpers/accounts';
import { loginAs } from './helpers/games';
import { commonBody, postApi } from './helpers/app';
import { setSetting } from './helpers/games';
import { createInstances, type Instances } from './helpers/instances';
import {
  addBank,
  expectLedgerClean,
  withdraw,
  withdrawPlayer,
  type WithdrawPlayer,
} from './helpers/withdrawals';
import { testDatabases } from './helpers/databases';
import {
  createDepositApp,
  depositCall,
  expectOrder,
  newDepositor,
  type DepositTestApp,
  type Depositor,
} from './helpers/deposits';

/**
 * The country rules beyond the phone prefix (src/modules/jurisdiction/README.md "Where the rules
 * apply"): deposit kinds per country at charge info and order creation, the minimum age at
 * sign-up, the profile's birthday and before a deposit, KYC withdrawal thresholds per country at
 * the withdrawal gate.
 */
const RULES = {
  countries: [
    // The market's default (+92): transfer and crypto only.
    {
      country: 'PK',
      phonePrefix: '+92',
      depositKinds: ['transfer', 'crypto'],
      kyc: { singleWithdrawalAboveRupees: 1000, cumulativeWithdrawalsAboveRupees: 1500 },
    },
    { country: 'IN', phonePrefix: '+91', minimumAge: 21, depositKinds: ['online'] },
  ],
};
const NOT_ALLOWED = 'This deposit method is not offered in your country';

describe.each(testDatabases())('jurisdiction country rules on $kind', (target) => {
  let t: DepositTestApp;
  beforeAll(async () => {
    t = await createDepositApp(target, {
      ...ACCOUNT_ENV,
      JURISDICTION_RULES: JSON.stringify(RULES),
    });
  });
  afterAll(() => t.close());

  const chargeInfo = async (who: Depositor) =>
    expectOk<Record<string, unknown>>(await depositCall(t.app, who, '/recharge/getChargeInfo'));
  const online = (who: Depositor) =>
    depositCall(t.app, who, '/recharge/createRechargeOrder', {
      depositMethod: 1,
      depositAmount: 500,
    });
  const transfer = (who: Depositor) =>
    depositCall(t.app, who, '/recharge/createTransferOrder', { depositAmount: 1000 });
  const crypto = (who: Depositor) =>
    depositCall(t.app, who, '/recharge/createRechargeOrder', {
      depositChannel: 4,
      currency: 'USDT',
      depositAmount: 1000,
    });
  const selfUtr = (who: Depositor) =>
    depositCall(t.app, who, '/recharge/submitUtr', {
      utr: String(randomInt(100_000_000_000, 999_999_999_999)),
      depositAmount: 1000,
    });
  const bindPhone = (who: Depositor, phone: string) =>
    t.database.db.execute(sql`update players set phone = ${phone} where id = ${who.playerId}`);

  it('offers a player without a phone the market country’s kinds, and refuses the others', async () => {
    const player = await newDepositor(t.database.db);
    expect(await chargeInfo(player)).toMatchObject({
      rechargeTypes: [2, 4],
      giftSwitch: 0,
      showTranfer: 1,
      fillOrderSwitch: 1,
      agentRechargeSwitch: 0,
      showCrypto: 1,
    });
    expectError(await online(player), '403', NOT_ALLOWED);
    expect(expectOrder(await transfer(player)).channel).toBe(2);
    expect(expectOrder(await crypto(player)).channel).toBe(4);
    const orders = await queryRows(
      t.database.db,
      sql`select channel from deposit_orders where player_id = ${player.playerId} order by id`,
    );
    expect(orders).toEqual([{ channel: 2 }, { channel: 4 }]);
  });

  it('places a player with a bound phone in the phone’s country', async () => {
    const player = await newDepositor(t.database.db);
    await bindPhone(player, `+9198${String(player.playerId).padStart(8, '0')}`);
    expect(await chargeInfo(player)).toMatchObject({
      rechargeTypes: [1],
      giftSwitch: 1,
      showTranfer: 0,
      fillOrderSwitch: 0,
      agentRechargeSwitch: 0,
      showCrypto: 0,
    });
    expectError(await transfer(player), '403', NOT_ALLOWED);
    expectError(await crypto(player), '403', NOT_ALLOWED);
    expectError(await selfUtr(player), '403', NOT_ALLOWED);
    expect(expectOrder(await online(player)).channel).toBe(1);
  });

  /** The date `years` before the platform's today (+05:30), moved by `days`. */
  const yearsAgo = (years: number, days = 0) => {
    const today = todayIn(new Date(), offsetMinutes(PLATFORM_TIMEZONE));
    const date = new Date(
      Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days),
    );
    return date.toISOString().slice(0, 10);
  };

  it('signs up at the phone country’s minimum age, naming it when refused', async () => {
    const signUp = async (mobile: string, birthday: string) => {
      const verificationCode = await requestCode(t.app, mobile, 'register');
      return (
        await postApi(
          t.app,
          '/sso/register',
          commonBody({ mobile, verificationCode, password: GOOD_PASSWORD, birthday, ...CONSENT }),
        )
      ).body;
    };
    // India asks 21: one day short is refused, 21 today is in.
    expectError(
      await signUp(newIndianPhone(), yearsAgo(21, 1)),
      '400',
      'You must be at least 21 years old to sign up',
    );
    expectOk(await signUp(newIndianPhone(), yearsAgo(21)));
    // Pakistan keeps 18, with the message it always had.
    expectOk(await signUp(newPakistaniPhone(), yearsAgo(18)));
    expectError(
      await signUp(newPakistaniPhone(), yearsAgo(18, 1)),
      '400',
      'You must be at least 18 years old to sign up',
    );
  });

  it('asks the country’s minimum age of the profile’s birthday and before a deposit', async () => {
    const db = t.database.db;
    // Signed up in Pakistan at 19, the phone then changed to an Indian one (21).
    const moved = await register(t.app, { mobile: newPakistaniPhone(), birthday: yearsAgo(19) });
    const who: Depositor = { playerId: Number(moved.session.uid), session: moved.session };
    await bindPhone(who, newIndianPhone());
    expectError(await online(who), '403', 'You must be at least 21 years old to deposit');
    await bindPhone(who, newPakistaniPhone());
    expect(expectOrder(await transfer(who)).channel).toBe(2);

    // A player made without a date of birth, in India: the profile asks 21.
    const guest = await insertPlayer(db, { isGuest: true }, (id) => `Guest${id}`);
    const session = await loginAs(db, guest.id);
    const indian: Depositor = { playerId: guest.id, session };
    await bindPhone(indian, newIndianPhone());
    const setBirthday = async (birthday: string) =>
      (await postApi(t.app, '/user/updateInfo', authBody(session, { birthday }))).body;
    expectError(
      await setBirthday(yearsAgo(20)),
      '400',
      'The birthday must be a real date at least 21 years ago',
    );
    expectOk(await setBirthday(yearsAgo(22)));
    expect(expectOrder(await online(indian)).channel).toBe(1);
  });

  it('refuses every kind to a player whose phone’s country the licence does not cover', async () => {
    const player = await newDepositor(t.database.db);
    // A country dropped from the licence after the phone was bound.
    await bindPhone(player, `+4477${String(player.playerId).padStart(8, '0')}`);
    expect(await chargeInfo(player)).toMatchObject({ rechargeTypes: [], showTranfer: 0 });
    expectError(await transfer(player), '403', NOT_ALLOWED);
    expectError(await online(player), '403', NOT_ALLOWED);
  });
});

describe.each(testDatabases())('KYC thresholds by country on $kind', (target) => {
  let instances: Instances;
  const app = () => instances.first.app;
  const db = () => instances.first.database.db;
  beforeAll(async () => {
    instances = await createInstances(target, {
      PORT: '0',
      JURISDICTION_RULES: JSON.stringify(RULES),
    });
    await app().listen({ port: 0, host: '127.0.0.1' });
    // The operator's thresholds: India's players (no kyc rule) get these.
    await setSetting(db(), 'withdraw', { kycSingleAbove: 3_000, kycTotalAbove: 5_000 });
    await db().execute(sql`update vip_levels set withdraw_daily_times = 50 where level = 0`);
  });
  afterAll(async () => {
    await expectLedgerClean(db());
    await instances.close();
  });

  const gate = async (player: WithdrawPlayer) =>
    expectOk<{ withdrawals: unknown }>((await postApi(app(), '/kyc/state', player.body())).body)
      .withdrawals;
  const single = (rupees: number) =>
    `Please verify your identity to withdraw more than Rs ${rupees} at once`;
  const total = (rupees: number) =>
    `Please verify your identity: your withdrawals would pass Rs ${rupees} in total`;

  it('applies the country’s single-withdrawal threshold: exactly it passes, a paisa more does not', async () => {
    const player = await withdrawPlayer(db(), { rupees: 5_000, verified: false });
    expect(await gate(player)).toEqual({
      singleAbove: 1_000,
      totalAbove: 1_500,
      withdrawnTotal: 0,
    });
    const bankAccountId = await addBank(app(), player);
    expectError(
      (await withdraw(app(), player, { amount: 1_000.01, bankAccountId })).body,
      '403',
      single(1_000),
    );
    expectOk((await withdraw(app(), player, { amount: 1_000, bankAccountId })).body);
  });

  it('applies the country’s cumulative threshold, one withdrawal of two at once past it', async () => {
    const player = await withdrawPlayer(db(), { rupees: 5_000, verified: false });
    const bankAccountId = await addBank(app(), player);
    expectOk((await withdraw(app(), player, { amount: 700, bankAccountId })).body);
    expectError(
      (await withdraw(app(), player, { amount: 800.01, bankAccountId })).body,
      '403',
      total(1_500),
    );
    // Two of Rs 800 at once (across instances on PostgreSQL): the wallet lock lets one through.
    const answers = await Promise.all(
      instances.apps.slice(0, 2).map(async (instance) => {
        const preview = await postApi(
          instance,
          '/withdraw/preview',
          player.body({ amount: 800, bankAccountId }),
        );
        const { orderNo } = expectOk<{ orderNo: string }>(preview.body);
        return postApi(
          instance,
          '/withdraw/apply',
          player.body({ amount: 800, bankAccountId, orderNo, withdrawPassword: '123456' }),
        );
      }),
    );
    const states = answers.map((a) => a.body.state);
    expect(states.filter((s) => s === '200')).toHaveLength(1);
    expect(await gate(player)).toMatchObject({ withdrawnTotal: 1_500 });
    expectError(
      (await withdraw(app(), player, { amount: 100, bankAccountId })).body,
      '403',
      total(1_500),
    );
  });

  it('leaves the operator’s thresholds to a country whose rule sets none', async () => {
    const player = await withdrawPlayer(db(), { rupees: 9_000, verified: false });
    await db().execute(
      sql`update players set phone = ${`+9197${String(player.playerId).padStart(8, '0')}`}
          where id = ${player.playerId}`,
    );
    expect(await gate(player)).toEqual({
      singleAbove: 3_000,
      totalAbove: 5_000,
      withdrawnTotal: 0,
    });
    const bankAccountId = await addBank(app(), player);
    expectError(
      (await withdraw(app(), player, { amount: 3_000.01, bankAccountId })).body,
      '403',
      single(3_000),
    );
    expectOk((await withdraw(app(), player, { amount: 3_000, bankAccountId })).body);
    expectError(
      (await withdraw(app(), player, { amount: 2_000.01, bankAccountId })).body,
      '403',
      total(5_000),
    );
    expectOk((await withdraw(app(), player, { amount: 2_000, bankAccountId })).body);
  });
});
