import { z } from 'zod';
import { withCommon } from './common';
import { PROMO_CODE_KINDS, PROMO_CODE_SCOPES, PROMO_REDEMPTION_STATUSES } from './constants';
import { defineEndpoint } from './endpoint';
import { text } from './input';
import { API_PATHS } from './paths';

/**
 * Promo codes (the Promo tab's 'promo code') and game-provider gift codes (the Jili page): the
 * operator creates them; a player redeems each at most once. A fixed-amount code pays at once
 * through the bonus engine (a reward, with its wager); a percentage code is redeemed now and pays
 * a share of the player's next successful deposit that reaches its minimum. The original app shows
 * only the screens; the calls are ours. Codes are matched case-insensitively.
 */

const rupees = (what: string) => z.number().describe(`${what}, in rupees`);
/** Emptiness is the service's to answer, in the words of the screen it came from. */
const code = text().trim().max(64, 'A code has at most 64 characters').describe('The code typed');

export const ZPromoCodeRedeemRequest = withCommon({ code });

export const ZPromoRedemption = z.object({
  code: z.string().describe('The code, upper case'),
  scope: z.enum(PROMO_CODE_SCOPES).describe("'promo': a platform promo code; else the provider"),
  kind: z.enum(PROMO_CODE_KINDS),
  status: z
    .enum(PROMO_REDEMPTION_STATUSES)
    .describe(
      "'granted': paid at redemption; 'pending_deposit': waits for the next qualifying deposit; " +
        "'paid': paid with that deposit; 'lapsed': the code ended before one came",
    ),
  amount: rupees('Paid (granted or paid); null while pending or lapsed').nullable(),
  wagerRequired: rupees('Added to the wager requirement with it; null while unpaid').nullable(),
  percent: z.number().nullable().describe("Share of the deposit, percent ('deposit_percent')"),
  cap: rupees('Most a percentage code pays').nullable(),
  minDeposit: rupees('Smallest deposit that qualifies (0: any)'),
  endsAt: z.string().nullable().describe('ISO end of the code (a pending one lapses then)'),
  redeemedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TPromoRedemption = z.infer<typeof ZPromoRedemption>;

export const ZPromoCodeRedeemResponse = z.object({
  redemption: ZPromoRedemption,
  balance: rupees('Wallet balance after the redemption'),
  wagerRemaining: rupees('Wager requirement after the redemption'),
});
export type TPromoCodeRedeemResponse = z.infer<typeof ZPromoCodeRedeemResponse>;

export const ZPromoCodeRecordsRequest = withCommon({
  scope: z.enum(PROMO_CODE_SCOPES).default('promo'),
});

export const ZPromoCodeRecordsResponse = z.object({
  list: z.array(ZPromoRedemption).describe('Newest first, at most 20'),
});
export type TPromoCodeRecordsResponse = z.infer<typeof ZPromoCodeRecordsResponse>;

const redeemNotes =
  'Refusals, each its own message: empty, wrong code (5 wrong codes per player in 15 minutes, ' +
  'then a wait), not valid yet, expired, fully redeemed, already redeemed by this player, a code ' +
  'of the other page, too little deposited (fixed-amount codes with a minimum), guest accounts.';

export const promoCodeRedeemEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.promoCodeRedeem,
  summary: 'Redeems a platform promo code: pays it now, or on the next qualifying deposit',
  description: redeemNotes,
  tag: 'promotions',
  auth: true,
  request: ZPromoCodeRedeemRequest,
  response: ZPromoCodeRedeemResponse,
});

export const jiliCodeRedeemEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.jiliCodeRedeem,
  summary: 'Redeems a Jili gift code (a code scoped to the Jili provider)',
  description: redeemNotes,
  tag: 'promotions',
  auth: true,
  request: ZPromoCodeRedeemRequest,
  response: ZPromoCodeRedeemResponse,
});

export const promoCodeRecordsEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.promoCodeRecords,
  summary: "The player's redeemed codes of one scope, newest first, with their state",
  tag: 'promotions',
  auth: true,
  request: ZPromoCodeRecordsRequest,
  response: ZPromoCodeRecordsResponse,
});

export const PROMO_CODE_ENDPOINTS = [
  promoCodeRedeemEndpoint,
  jiliCodeRedeemEndpoint,
  promoCodeRecordsEndpoint,
] as const;
