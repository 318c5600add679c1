import type { TChargeInfo } from '@khel/contract';
import type { Db } from '../../db/client';
import { bonusEventOffer } from '../promotions';
import { readDepositConfig, type DepositConfig } from './config';
import { renderQrCode } from '../../lib/qr-code';
import { DEPOSIT_KIND_OF_TYPE, type DepositKind, type JurisdictionRules } from '../jurisdiction';
import { allowedDepositKinds } from './place-order';
import { phoneOfPlayer } from './store';

/**
 * /recharge/getChargeInfo: the configuration in docs/product.md §3's field names and shapes, with
 * what the bonus event pays this player (a promotions campaign; typeB.gift is its fraction), and
 * only the deposit kinds the player's country allows (the jurisdiction rules' depositKinds): a
 * kind not allowed has its switch off and leaves rechargeTypes, so the page never shows a tab
 * that order creation refuses.
 */
export async function getChargeInfo(options: {
  db: Db;
  playerId: number;
  now: Date;
  jurisdiction: JurisdictionRules;
}): Promise<TChargeInfo> {
  const offer = await bonusEventOffer(options.db, options.playerId, options.now);
  const allowed = await allowedDepositKinds(
    options.db,
    options.jurisdiction,
    await phoneOfPlayer(options.db, options.playerId),
  );
  return toChargeInfo(onlyAllowedKinds(await readDepositConfig(options.db), allowed), offer);
}

/** The deposit configuration with the kinds outside `allowed` switched off. */
export function onlyAllowedKinds(config: DepositConfig, allowed: Set<DepositKind>): DepositConfig {
  const off = <F extends number>(kind: DepositKind, flag: F) => (allowed.has(kind) ? flag : 0);
  return {
    ...config,
    giftSwitch: off('online', config.giftSwitch),
    showTranfer: off('transfer', config.showTranfer),
    // Self-service UTR is a transfer too.
    fillOrderSwitch: off('transfer', config.fillOrderSwitch),
    agentRechargeSwitch: off('agency', config.agentRechargeSwitch),
    showCrypto: off('crypto', config.showCrypto),
    rechargeTypes: config.rechargeTypes.filter((type) => {
      const kind = DEPOSIT_KIND_OF_TYPE[type];
      return kind !== undefined && allowed.has(kind);
    }),
  };
}

export async function toChargeInfo(
  config: DepositConfig,
  offer: TChargeInfo['bonusEventOffer'],
): Promise<TChargeInfo> {
  return {
    rechargeOpen: config.rechargeOpen,
    giftSwitch: config.giftSwitch,
    showTranfer: config.showTranfer,
    agentRechargeSwitch: config.agentRechargeSwitch,
    showCrypto: config.showCrypto,
    fillOrderSwitch: config.fillOrderSwitch,
    agentsV2: JSON.stringify(config.agents),
    typeA: { amountList: config.typeA.amountList },
    typeB: {
      amountList: config.typeB.amountList,
      gift: offer && !offer.refusal ? offer.percent / 100 : 0,
    },
    defaultIndex: config.defaultIndex,
    rechargeTypeList: config.rechargeTypeList.map((m) => ({
      ...m,
      amountRange: JSON.stringify(m.amountRange),
    })),
    rechargeTypes: config.rechargeTypes,
    rechargeTypeLimit: config.rechargeTypeLimit,
    cryptoConfig: await Promise.all(
      config.crypto.map(async (w) => ({ ...w, qrCode: await renderQrCode(w.address) })),
    ),
    cards: config.cards.map((c) => ({ type: c.type, rechargeItems: c.rechargeItems.join('|') })),
    transferGift: config.transferGift,
    transferGiftSwitch: config.transferGiftSwitch,
    agentRechargeGift: config.agentRechargeGift,
    cryptoGift: config.cryptoGift,
    bonusEventOffer: offer,
  };
}

/** /home/rechargeButtonStatus. */
export async function getRechargeButtonStatus(options: { db: Db }) {
  const config = await readDepositConfig(options.db);
  return { rechargeOpen: config.rechargeOpen, showButton: config.showButton };
}

/** /recharge/getPayChannel: the online methods open now (none while deposits are closed). */
export async function listPayChannels(options: { db: Db; gatewayCode: string }) {
  const config = await readDepositConfig(options.db);
  const open = config.rechargeOpen === 1 && config.giftSwitch === 1;
  return {
    list: open
      ? config.rechargeTypeList.map((m) => ({
          type: m.type,
          name: m.name,
          method: m.method,
          gateway: options.gatewayCode,
          minAmount: m.amountRange[0],
          maxAmount: m.amountRange[1],
        }))
      : [],
  };
}
