import { z } from 'zod';
import { withCommon } from './common';
import { CHECKIN_CONDITIONS } from './constants';
import { defineEndpoint } from './endpoint';
import { CURSOR_MESSAGE, rowIdText, text } from './input';
import { API_PATHS } from './paths';

/**
 * Daily engagement (docs/product.md §2, Signin): the 7-day check-in and the lucky wheel. Rewards
 * and prizes are paid through the bonus engine at once; the wheel is provably fair (a committed
 * server seed, the player's client seed and a nonce, as the Khel Originals games).
 */

const rupees = (what: string) => z.number().describe(`${what}, in rupees`);
const day = z.string().describe('A calendar day in the platform timezone, YYYY-MM-DD');

export const ZCheckinDay = z.object({
  day: z.number().int().min(1).max(7).describe('Day of the cycle, 1–7'),
  reward: rupees("That day's reward (the operator's cycle)"),
  state: z
    .enum(['done', 'today', 'upcoming'])
    .describe("done: checked in this cycle; today: today's, not yet checked in; upcoming: later"),
});

export const ZCheckinHistoryItem = z.object({
  date: day,
  cycleDay: z.number().int().min(1).max(7),
  reward: rupees('Paid for it'),
});

export const ZCheckinInfoResponse = z.object({
  available: z.boolean().describe('false: the operator has set no check-in rewards'),
  today: day,
  days: z.array(ZCheckinDay).describe('The 7 days of the current cycle (empty when unavailable)'),
  streak: z.number().int().describe('Days checked in in a row, today included when done'),
  checkedInToday: z.boolean(),
  condition: z.enum(CHECKIN_CONDITIONS).describe('What makes today count'),
  minDeposit: rupees('Deposit needed today (deposit conditions)'),
  minValidBet: rupees('Valid bet needed today (bet conditions)'),
  depositToday: rupees('Successful deposits today'),
  validBetToday: rupees('Valid bets settled today'),
  conditionMet: z.boolean().describe('Whether today counts already'),
  history: z.array(ZCheckinHistoryItem).describe('Last 30 check-ins, newest first'),
});
export type TCheckinInfoResponse = z.infer<typeof ZCheckinInfoResponse>;

export const ZCheckInResponse = z.object({
  date: day,
  cycleDay: z.number().int().min(1).max(7),
  reward: rupees('Paid to the wallet now'),
  streak: z.number().int(),
  balance: rupees('Wallet balance after the reward'),
});
export type TCheckInResponse = z.infer<typeof ZCheckInResponse>;

export const ZWheelPrize = z.object({
  slot: z.number().int().min(0).describe('Position on the wheel, clockwise from the pointer'),
  amount: rupees("The prize; 0 is a 'thanks' slot"),
  weight: z.number().int().min(0).describe('Chance = weight / sum of weights'),
});

export const ZWheelSeed = z.object({
  serverSeedHash: z.string().describe('SHA-256 of the hidden server seed, committed before spins'),
  clientSeed: z.string(),
  nonce: z.number().int().describe('The nonce the next spin uses'),
});

export const ZWheelSpin = z.object({
  id: z.string(),
  slot: z.number().int(),
  prize: rupees('Won (0: thanks)'),
  createdAt: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable().describe('Revealed once the pair is rotated; null until then'),
  clientSeed: z.string(),
  nonce: z.number().int(),
  weights: z.array(z.number().int()).describe('The weights the spin was drawn with, slot order'),
  amounts: z.array(z.number()).describe('The prizes of those slots, rupees'),
});
export type TWheelSpin = z.infer<typeof ZWheelSpin>;

export const ZWheelInfoResponse = z.object({
  available: z.boolean().describe('false: the operator has set no prizes'),
  prizes: z.array(ZWheelPrize),
  chances: z.number().int().describe('Spins left today'),
  spinsEarned: z.number().int().describe('Earned today: free spins plus deposit spins'),
  spinsUsed: z.number().int(),
  freeDailySpins: z.number().int(),
  depositPerSpin: rupees(
    'Deposited today per spin earned; null: deposits earn no spins',
  ).nullable(),
  depositToday: rupees('Successful deposits today'),
  seed: ZWheelSeed,
});
export type TWheelInfoResponse = z.infer<typeof ZWheelInfoResponse>;

export const ZWheelSpinResponse = z.object({
  spin: ZWheelSpin,
  chances: z.number().int().describe('Spins left today'),
  balance: rupees('Wallet balance after the prize'),
});
export type TWheelSpinResponse = z.infer<typeof ZWheelSpinResponse>;

export const ZWheelWinner = z.object({
  id: z.string(),
  player: z.string().describe('Masked phone or name'),
  prize: rupees('Won'),
  createdAt: z.string(),
});

export const ZWheelWinnersResponse = z.object({
  list: z.array(ZWheelWinner).describe('The latest 20 money prizes, newest first'),
});
export type TWheelWinnersResponse = z.infer<typeof ZWheelWinnersResponse>;

export const ZWheelRecordsRequest = withCommon({
  cursor: rowIdText(CURSOR_MESSAGE).nullish(),
  pageSize: z.number().int().min(1).max(50).default(20),
});

export const ZWheelRecordsResponse = z.object({
  list: z.array(ZWheelSpin).describe("The player's spins, newest first"),
  nextCursor: z.string().nullable(),
});
export type TWheelRecordsResponse = z.infer<typeof ZWheelRecordsResponse>;

export const ZWheelSpinDetailRequest = withCommon({
  spinId: rowIdText('Invalid spinId: expected a spin id'),
});

export const WHEEL_CLIENT_SEED_MESSAGE = 'The client seed must be 1–64 visible characters';

export const ZWheelRotateSeedRequest = withCommon({
  clientSeed: text()
    .regex(/^[\x21-\x7e]{1,64}$/, WHEEL_CLIENT_SEED_MESSAGE)
    .nullish()
    .describe('The next client seed; a random one if absent'),
});

export const ZWheelRotateSeedResponse = z.object({
  previous: ZWheelSeed.extend({ serverSeed: z.string() })
    .nullable()
    .describe('The pair just retired, its server seed revealed (null: it had no spins)'),
  current: ZWheelSeed,
});
export type TWheelRotateSeedResponse = z.infer<typeof ZWheelRotateSeedResponse>;

export const checkinInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.checkinInfo,
  summary: "The 7-day check-in cycle, today's state, the condition and the history",
  tag: 'engagement',
  auth: true,
  request: withCommon({}),
  response: ZCheckinInfoResponse,
});

export const checkInEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.checkIn,
  summary: "Checks in for today (once a day) and pays the cycle day's reward",
  description:
    'A missed day restarts the cycle at day 1; after day 7 it starts over. Refused when today ' +
    "does not meet the operator's condition or the player has checked in today.",
  tag: 'engagement',
  auth: true,
  request: withCommon({}),
  response: ZCheckInResponse,
});

export const wheelInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.wheelInfo,
  summary: "The wheel's prizes and weights, the player's spins left today and the seed pair",
  tag: 'engagement',
  auth: true,
  request: withCommon({}),
  response: ZWheelInfoResponse,
});

export const wheelSpinEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.wheelSpin,
  summary: 'Spins the wheel: uses one spin, draws the slot from the seeds, pays the prize',
  tag: 'engagement',
  auth: true,
  request: withCommon({}),
  response: ZWheelSpinResponse,
});

export const wheelWinnersEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.wheelWinners,
  summary: "The winners' announcement: recent money prizes with masked names",
  tag: 'engagement',
  auth: false,
  request: withCommon({}),
  response: ZWheelWinnersResponse,
});

export const wheelRecordsEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.wheelRecords,
  summary: "The player's spins (my record), newest first, with their seeds",
  tag: 'engagement',
  auth: true,
  request: ZWheelRecordsRequest,
  response: ZWheelRecordsResponse,
});

export const wheelSpinDetailEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.wheelSpinDetail,
  summary: "One of the player's spins with what verifies it",
  tag: 'engagement',
  auth: true,
  request: ZWheelSpinDetailRequest,
  response: ZWheelSpin,
});

export const wheelRotateSeedEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.wheelRotateSeed,
  summary: 'Reveals the server seed of the pair in use and starts a new pair at nonce 0',
  tag: 'engagement',
  auth: true,
  request: ZWheelRotateSeedRequest,
  response: ZWheelRotateSeedResponse,
});

export const ENGAGEMENT_ENDPOINTS = [
  checkinInfoEndpoint,
  checkInEndpoint,
  wheelInfoEndpoint,
  wheelSpinEndpoint,
  wheelWinnersEndpoint,
  wheelRecordsEndpoint,
  wheelSpinDetailEndpoint,
  wheelRotateSeedEndpoint,
] as const;
