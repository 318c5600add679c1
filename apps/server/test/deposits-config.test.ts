import { ZChargeInfo, ZPayChannel } from '@khel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDepositConfig } from '../src/modules/deposits/config';
import { cryptoAmountFor } from '@khel/contract/money';
import { depositBonusFor } from '../src/modules/deposits/credit-deposit';
import type { DepositOrderRow } from '../src/modules/deposits/store';
import { testDatabases } from './helpers/databases';
import {
  createDepositApp,
  depositCall,
  newDepositor,
  type DepositTestApp,
  type Depositor,
} from './helpers/deposits';
import { expectOk } from './helpers/accounts';
import { commonBody, postApi } from './helpers/app';
import { setSetting } from './helpers/games';
import { DEMO_DEPOSIT_SETTINGS } from '../src/db/seed';

describe('deposit rules', () => {
  it('asks for the crypto amount rounded up to 2 decimals', () => {
    expect(cryptoAmountFor(100_000n, 88)).toBe('11.37'); // 1000 / 88 = 11.3636…
    expect(cryptoAmountFor(88_000n, 88)).toBe('10.00');
    expect(cryptoAmountFor(100n, 88.5)).toBe('0.02'); // 1 / 88.5 = 0.0113 → up
  });

  it('pays the self-service bonus for full 6-hour periods of waiting, up to 30 %', () => {
    const submitted = new Date('2026-11-01T00:00:00Z');
    const order = {
      selfService: true,
      referenceAt: submitted,
      createdAt: submitted,
      bonusRateBp: 0,
    };
    const after = (hours: number) =>
      depositBonusFor(
        order as DepositOrderRow,
        100_000n,
        new Date(submitted.getTime() + hours * 3_600_000),
      );
    expect(after(5.99)).toBe(0n);
    expect(after(6)).toBe(1_000n); // 1 % of Rs 1000
    expect(after(23.9)).toBe(3_000n);
    expect(after(24 * 30)).toBe(30_000n); // capped at 30 %
  });

  it('pays the bonus rate promised on the order of the amount that arrived', () => {
    const order = { selfService: false, bonusRateBp: 500 } as DepositOrderRow;
    expect(depositBonusFor(order, 50_050n, new Date())).toBe(2_502n); // 5 % rounded down
  });

  it('reads a missing or broken configuration as defaults and drops broken items', () => {
    const empty = parseDepositConfig(undefined);
    expect(empty).toMatchObject({
      rechargeOpen: 1,
      giftSwitch: 0,
      pendingOrderLimit: 3,
      orderTtlMinutes: 30,
    });
    expect(parseDepositConfig('nonsense').rechargeTypeList).toEqual([]);
    const broken = parseDepositConfig({
      ...DEMO_DEPOSIT_SETTINGS,
      pendingOrderLimit: 'many',
      showCrypto: 7,
      typeA: { amountList: [500, 100, 200] },
      rechargeTypeList: [
        { type: 1, name: 'ok', method: 'UPI', amountRange: [1, 2] },
        { type: 'x' },
      ],
    });
    expect(broken.pendingOrderLimit).toBe(3);
    expect(broken.showCrypto).toBe(0);
    expect(broken.typeA.amountList).toEqual([100, 200, 500]);
    expect(broken.rechargeTypeList.map((m) => m.name)).toEqual(['ok']);
  });
});

describe.each(testDatabases())('charge info on $kind', (target) => {
  let t: DepositTestApp;
  let player: Depositor;
  beforeAll(async () => {
    t = await createDepositApp(target);
    player = await newDepositor(t.database.db);
  });
  afterAll(() => t.close());

  it('answers every charge-info field of docs/product.md §3 from the demo configuration', async () => {
    const info = ZChargeInfo.parse(
      expectOk(await depositCall(t.app, player, '/recharge/getChargeInfo')),
    );
    expect(info).toMatchObject({
      rechargeOpen: 1,
      giftSwitch: 1,
      showTranfer: 1,
      showCrypto: 1,
      fillOrderSwitch: 1,
      // The demo first-deposit campaign (promotions), not paid to a guest: no badge.
      typeB: { gift: 0 },
      bonusEventOffer: {
        kind: 'first_deposit',
        percent: 100,
        cap: 2000,
        wagerMultiple: 5,
        refusal: 'phone',
      },
      defaultIndex: 500,
      rechargeTypes: [1, 2, 3, 4],
      cards: [
        { type: 'imps', rechargeItems: '1000|2000|5000|10000|20000|50000' },
        { type: 'upi', rechargeItems: '500|1000|2000|5000|10000' },
      ],
    });
    expect(info.rechargeTypeList[0]).toMatchObject({
      type: 1,
      method: 'UPI',
      amountRange: '[100,50000]',
    });
    expect(JSON.parse(info.agentsV2)).toHaveLength(2);
    expect(info.cryptoConfig[0]!.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(info.cryptoConfig[0]!.qrCode.split(',')[1]!, 'base64').toString()).toContain(
      '<svg',
    );
  });

  it('answers the button status and the open online channels', async () => {
    expect(expectOk(await depositCall(t.app, player, '/home/rechargeButtonStatus'))).toEqual({
      rechargeOpen: 1,
      showButton: 1,
    });
    const { list } = expectOk<{ list: unknown[] }>(
      await depositCall(t.app, player, '/recharge/getPayChannel'),
    );
    expect(list.map((c) => ZPayChannel.parse(c))).toEqual([
      {
        type: 1,
        name: 'UPI Fast',
        method: 'UPI',
        gateway: 'sandbox',
        minAmount: 100,
        maxAmount: 50000,
      },
      {
        type: 2,
        name: 'IMPS Bank',
        method: 'IMPS',
        gateway: 'sandbox',
        minAmount: 1000,
        maxAmount: 50000,
      },
    ]);
  });

  it('falls back to defaults on a broken setting instead of failing', async () => {
    await setSetting(t.database.db, 'deposit', {
      rechargeOpen: 'yes',
      cards: 'none',
      crypto: [{}],
    });
    const info = ZChargeInfo.parse(
      expectOk(await depositCall(t.app, player, '/recharge/getChargeInfo')),
    );
    expect(info).toMatchObject({ rechargeOpen: 1, giftSwitch: 0, cards: [], cryptoConfig: [] });
    await setSetting(t.database.db, 'deposit', 42);
    expect(expectOk(await depositCall(t.app, player, '/recharge/getChargeInfo'))).toMatchObject({
      rechargeTypeList: [],
    });
    await setSetting(t.database.db, 'deposit', { ...DEMO_DEPOSIT_SETTINGS, rechargeOpen: 0 });
    expect(expectOk(await depositCall(t.app, player, '/home/rechargeButtonStatus'))).toEqual({
      rechargeOpen: 0,
      showButton: 1,
    });
    expect(expectOk(await depositCall(t.app, player, '/recharge/getPayChannel'))).toEqual({
      list: [],
    });
    await setSetting(t.database.db, 'deposit', DEMO_DEPOSIT_SETTINGS);
  });

  it('needs a logged-in player', async () => {
    const { body } = await postApi(t.app, '/recharge/getChargeInfo', commonBody());
    expect(body.state).toBe('401');
  });
});
