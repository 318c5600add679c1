import { z } from 'zod';
import { withCommon } from './common';
import { amount, CURSOR_MESSAGE, rowIdText, text } from './input';
import {
  DEPOSIT_RECORD_RANGES,
  DEPOSIT_STATUSES,
  TX_HASH_PATTERN,
  UTR_PATTERN,
  WALLET_PATHS,
} from './wallet-rules';
import { defineEndpoint } from './endpoint';

/**
 * Deposits (docs/product.md §2–§5, §7). Charge info keeps docs/product.md §3's field names and shapes (switches
 * as 0/1, agentsV2 and amountRange as JSON strings, rechargeItems pipe-separated) because the
 * player app's rules are written against them; everything the original app does not show is decided here.
 */

const flag = z.union([z.literal(0), z.literal(1)]).describe('Switch: 1 on, 0 off');
const rupees = (what: string) => z.number().describe(`${what}, in rupees`);
/** A rupee amount the player types: above zero, at most 2 decimals. */
const depositAmount = amount({
  messages: {
    invalid: 'Please input deposit amount!',
    notPositive: 'Please input deposit amount!',
    tooLarge: 'Deposit amount is too large',
    decimals: 'Use at most 2 decimals',
  },
}).describe('Rupees, at most 2 decimals');
const orderNo = text().trim().min(1).max(40).describe('Platform order number');

export const ZRechargeTypeItem = z.object({
  type: z.number().int().describe('Method id, sent back as depositMethod'),
  name: z.string().describe('Shown to the player'),
  method: z.enum(['UPI', 'IMPS']).describe('How the gateway collects'),
  isDefault: flag.describe('1 marks the default method (non-+91 players)'),
  amountRange: z.string().describe('JSON [min, max] in rupees, both inclusive'),
  showWeight: z.number().describe('Sort key above rechargeTypeLimit'),
  showOffset: z.number().describe('Sort key at or below rechargeTypeLimit'),
});
export type TRechargeTypeItem = z.infer<typeof ZRechargeTypeItem>;

export const ZCardItem = z.object({
  type: z.enum(['imps', 'upi']),
  rechargeItems: z.string().describe('Pipe-separated rupee amounts, e.g. "500|1000|2000"'),
});

export const ZCryptoConfigItem = z.object({
  currency: z.string().describe('e.g. USDT'),
  network: z.string().describe('e.g. TRC20'),
  address: z.string().describe('The deposit address'),
  qrCode: z.string().describe('The address as a QR code: an SVG data URL'),
  rate: z.number().describe('Rupees per 1 unit of the currency'),
  minAmount: rupees('Smallest deposit'),
  maxAmount: rupees('Largest deposit'),
});
export type TCryptoConfigItem = z.infer<typeof ZCryptoConfigItem>;

export const ZAgentItem = z.object({
  name: z.string(),
  contact: z.string().describe('A WhatsApp number or an https link'),
});

export const ZChargeInfo = z.object({
  rechargeOpen: flag.describe('0: deposits closed (+91 players see the deposit-closed popup)'),
  giftSwitch: flag.describe('Online payment tab (1) shown'),
  showTranfer: flag.describe('Transfer deposit tab (2) shown'),
  agentRechargeSwitch: flag.describe('Agency deposit tab (3) shown'),
  showCrypto: flag.describe('Crypto tab (4) shown'),
  fillOrderSwitch: flag.describe('Self-service UTR offered'),
  agentsV2: z.string().describe('JSON string: [{ name, contact }]'),
  typeA: z.object({ amountList: z.array(z.number()) }).describe('Online amounts'),
  typeB: z
    .object({
      amountList: z.array(z.number()),
      gift: z
        .number()
        .describe(
          "Bonus-event gift as a fraction of the deposit: the player's offer (bonusEventOffer), 0 without one",
        ),
    })
    .describe('Online amounts when the player joins the bonus event (empty list: no event)'),
  defaultIndex: rupees('Default online amount (the closest chip is chosen)'),
  rechargeTypeList: z.array(ZRechargeTypeItem),
  rechargeTypes: z.array(z.number().int()).describe('Tab order, keys 1–4'),
  rechargeTypeLimit: rupees('Above it methods sort by showWeight, else by showOffset'),
  cryptoConfig: z.array(ZCryptoConfigItem),
  cards: z.array(ZCardItem),
  transferGift: z.number().describe('Fraction added to transfer deposits'),
  transferGiftSwitch: flag,
  agentRechargeGift: z.number().describe('Fraction the agents add (shown only)'),
  cryptoGift: z.number().describe('Fraction added to crypto deposits'),
  bonusEventOffer: z
    .object({
      kind: z
        .enum(['first_deposit', 'deposit_gift'])
        .describe("The first-deposit bonus (player's first deposit) or the per-deposit gift"),
      percent: z.number(),
      cap: z.number().nullable().describe('Most paid, in rupees (null: no cap)'),
      wagerMultiple: z
        .number()
        .describe('Times the bonus (plus the deposit for first_deposit) is wagered'),
      refusal: z
        .enum(['phone'])
        .nullable()
        .describe('Why this player would get nothing: phone = a guest or no bound phone'),
    })
    .nullable()
    .describe('What joining the bonus event pays this player now (a promotions campaign)'),
});
export type TChargeInfo = z.infer<typeof ZChargeInfo>;

export const chargeInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.chargeInfo,
  summary: 'What the Deposit page offers: tabs, amounts, methods, transfer, agency and crypto',
  tag: 'deposits',
  auth: true,
  request: withCommon({}),
  response: ZChargeInfo,
});

export const ZPayChannel = z.object({
  type: z.number().int(),
  name: z.string(),
  method: z.enum(['UPI', 'IMPS']),
  gateway: z.string().describe('Gateway code'),
  minAmount: rupees('Smallest order'),
  maxAmount: rupees('Largest order'),
});
export const payChannelEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.payChannel,
  summary: 'The online payment channels open now and their limits',
  tag: 'deposits',
  auth: true,
  request: withCommon({}),
  response: z.object({ list: z.array(ZPayChannel) }),
});

export const ZRechargeButtonStatus = z.object({
  rechargeOpen: flag.describe('0 when deposits are closed'),
  showButton: flag.describe('1 when Home shows its deposit entry'),
});
export const rechargeButtonStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.rechargeButtonStatus,
  summary: 'Whether deposits are open and Home shows the deposit button',
  tag: 'deposits',
  auth: true,
  request: withCommon({}),
  response: ZRechargeButtonStatus,
});

/** Everything the player may see of a deposit order, in /recharge/record and /recharge/orderDetail. */
export const ZDepositOrder = z.object({
  orderNo,
  channel: z.number().int().describe('1 online, 2 transfer, 4 crypto'),
  channelName: z.string().describe('Method name, e.g. "UPI Fast"'),
  amount: rupees('Deposit'),
  bonusAmount: rupees('Bonus credited with it (event, transfer, crypto or self-service)'),
  status: z.enum(DEPOSIT_STATUSES),
  selfService: z.boolean().describe('A self-service UTR order'),
  utr: z.string().nullable(),
  txHash: z.string().nullable(),
  payUrl: z.string().nullable().describe('The pay page while an online order can be paid'),
  createTime: z.string().describe('ISO time'),
  expireTime: z.string().nullable().describe('ISO time an unpaid order expires'),
  successTime: z.string().nullable().describe('ISO time the money arrived'),
  payTo: z
    .object({
      type: z.enum(['imps', 'upi', 'crypto']),
      accountName: z.string().nullable(),
      accountNo: z.string().nullable(),
      ifsc: z.string().nullable(),
      bankName: z.string().nullable(),
      upiId: z.string().nullable(),
      address: z.string().nullable(),
      network: z.string().nullable(),
      currency: z.string().nullable(),
      cryptoAmount: z.string().nullable().describe('Exact amount of the currency to send'),
      qrCode: z.string().nullable(),
    })
    .nullable()
    .describe('Where a transfer or crypto order is paid'),
});
export type TDepositOrder = z.infer<typeof ZDepositOrder>;

export const ZCreateRechargeOrderRequest = withCommon({
  depositAmount,
  depositChannel: z
    .union([z.literal(1), z.literal(4)], { message: 'Unknown deposit channel' })
    .default(1)
    .describe('1 online payment (default), 4 crypto'),
  depositMethod: z
    .union([
      z.number().int(),
      text()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ])
    .nullish()
    .describe('A rechargeTypeList type; required for online payment'),
  depositMethodName: text().max(64).nullish(),
  bonusEvent: z.boolean().default(false).describe('Joined the bonus event (typeB amounts)'),
  currency: text().max(16).nullish().describe('Crypto currency of cryptoConfig'),
});
export type TCreateRechargeOrderRequest = z.input<typeof ZCreateRechargeOrderRequest>;

export const createRechargeOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.createRechargeOrder,
  summary: 'Creates an online (pay page) or crypto deposit order',
  description:
    "Online: the answer's payUrl is the gateway's pay page; the money arrives with the gateway's " +
    'signed callback, once. Crypto: the answer carries the address and exact amount; the player ' +
    "then submits the transaction hash. Refused with 'You still have N orders being processed. " +
    "Please try again later.' while N pending orders reach the configured limit (default 3).",
  tag: 'deposits',
  auth: true,
  request: ZCreateRechargeOrderRequest,
  response: ZDepositOrder,
});

export const ZCreateTransferOrderRequest = withCommon({
  depositAmount,
  depositPaymentMethod: z
    .union([z.literal(1), z.literal(2)], { message: 'Unknown transfer method' })
    .default(1)
    .describe('1 IMPS (default), 2 UPI'),
});
export type TCreateTransferOrderRequest = z.input<typeof ZCreateTransferOrderRequest>;

export const createTransferOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.createTransferOrder,
  summary: 'Creates a transfer deposit order and answers the account to pay',
  tag: 'deposits',
  auth: true,
  request: ZCreateTransferOrderRequest,
  response: ZDepositOrder,
});

const utr = text({ message: 'Please input utr!' })
  .trim()
  .min(1, 'Please input utr!')
  .regex(UTR_PATTERN, 'UTR must be 12 digits');

export const ZSubmitUtrRequest = withCommon({
  utr,
  orderNo: orderNo.nullish().describe('The transfer order paid; absent for self-service UTR'),
  depositAmount: depositAmount.nullish().describe('Self-service only: the rupees transferred'),
});
export type TSubmitUtrRequest = z.input<typeof ZSubmitUtrRequest>;

export const submitUtrEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.submitUtr,
  summary: 'Submits the 12-digit UTR of a transfer (or a self-service UTR without an order)',
  description:
    "The gateway's reconciliation confirms the UTR; each UTR credits once. A self-service UTR " +
    'creates its own order and earns 1 % of the deposit per full 6 hours until confirmed, up to 30 %.',
  tag: 'deposits',
  auth: true,
  request: ZSubmitUtrRequest,
  response: ZDepositOrder,
});

export const ZSubmitTxHashRequest = withCommon({
  orderNo,
  txHash: text({ message: 'Please input the transaction hash' })
    .trim()
    .min(1, 'Please input the transaction hash')
    .regex(TX_HASH_PATTERN, 'The transaction hash must be 64 hexadecimal characters'),
});
export const submitTxHashEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.submitTxHash,
  summary: 'Submits the transaction hash of a crypto deposit',
  tag: 'deposits',
  auth: true,
  request: ZSubmitTxHashRequest,
  response: ZDepositOrder,
});

export const ZRechargeRecordRequest = withCommon({
  range: z.enum(DEPOSIT_RECORD_RANGES).default('today'),
  status: z.enum(['all', ...DEPOSIT_STATUSES]).default('all'),
  cursor: rowIdText(CURSOR_MESSAGE).nullish(),
  pageSize: z.number().int().min(1).max(50).default(20),
});
export const ZRechargeRecordResponse = z.object({
  list: z.array(ZDepositOrder),
  nextCursor: z.string().nullable().describe('Pass back for the next page; null at the end'),
});
export type TRechargeRecordResponse = z.infer<typeof ZRechargeRecordResponse>;

export const rechargeRecordEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.rechargeRecord,
  summary: "The player's deposit orders, newest first (Today, 7 Days, 30 Days)",
  tag: 'deposits',
  auth: true,
  request: ZRechargeRecordRequest,
  response: ZRechargeRecordResponse,
});

export const rechargeOrderDetailEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.rechargeOrderDetail,
  summary: "One of the player's deposit orders",
  tag: 'deposits',
  auth: true,
  request: withCommon({ orderNo }),
  response: ZDepositOrder,
});

export const RECHARGE_ENDPOINTS = [
  rechargeButtonStatusEndpoint,
  chargeInfoEndpoint,
  payChannelEndpoint,
  createRechargeOrderEndpoint,
  createTransferOrderEndpoint,
  submitUtrEndpoint,
  submitTxHashEndpoint,
  rechargeRecordEndpoint,
  rechargeOrderDetailEndpoint,
] as const;
