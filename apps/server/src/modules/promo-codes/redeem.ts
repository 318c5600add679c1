import { minutesPhrase, phrase, type Phrase } from '@khel/contract/messages';
import type { PromoCodeScope, TPromoCodeRedeemResponse } from '@khel/contract';
import { rupeesText, toRupees } from '@khel/contract/money';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { guardedCheck } from '../../lib/attempts';
import { assertNotExcluded } from '../protection';
import { bonusExpenseAccount } from '../rewards';
import { readWallet } from '../wallet';
import { normaliseCode } from '@khel/contract/admin-promotions';
import type { PromoCodeDeps } from './deps';
import { payCode } from './pay';
import { presentRedemption, providerOf, scopeOf } from './present';
import {
  depositedPaise,
  findCode,
  hasRedeemed,
  insertRedemption,
  listRedemptions,
  readRedemption,
  takeUse,
  type CodeRow,
} from './store';

/** Wrong codes counted per player: 5 in 15 minutes, then a wait (codes are guessable). */
export const WRONG_CODE_LIMIT = 5;
export const WRONG_CODE_WINDOW_SECONDS = 15 * 60;
const wrongCodeKey = (playerId: number) => `promo-code:wrong:${playerId}`;

export const MESSAGES = {
  empty: (scope: PromoCodeScope) =>
    scope === 'promo' ? 'The promo code cannot be empty' : 'The gift code cannot be empty',
  wrong: (scope: PromoCodeScope) =>
    scope === 'promo'
      ? 'Invalid promo code, please check it and try again'
      : 'Invalid gift code, please check it and try again',
  guest: 'Please bind your phone number before redeeming codes',
  notYet: 'This code is not valid yet',
  expired: 'This code has expired',
  usedUp: 'This code has been fully redeemed',
  already: 'You have already redeemed this code',
  otherPage: (provider: string | null) =>
    provider === null
      ? phrase('This is a promo code: please redeem it on the Promo page')
      : phrase('This is a {provider} gift code: please redeem it on its gift code page', {
          provider: provider === 'jili' ? 'Jili' : provider,
        }),
  minDeposit: (paise: bigint) =>
    phrase('Deposit at least Rs {amount} in total before redeeming this code', {
      amount: rupeesText(paise),
    }),
  throttled: (seconds: number) =>
    phrase('Too many wrong codes. Please try again in {wait}', {
      wait: minutesPhrase(Math.max(1, Math.ceil(seconds / 60))),
    }),
};

const refuse = (message: string | Phrase) => new AppError('badRequest', message);

/** Refusals a code's own state gives before any use is taken (re-checked atomically after). */
async function assertRedeemable(
  deps: PromoCodeDeps,
  code: CodeRow,
  player: { id: number },
  scope: PromoCodeScope,
  now: Date,
) {
  if (scopeOf(code.provider) !== scope) throw refuse(MESSAGES.otherPage(code.provider));
  if (new Date(code.starts_at).getTime() > now.getTime()) throw refuse(MESSAGES.notYet);
  // A code an operator disabled is refused as an ended one (the player needs no other story).
  if (
    code.disabled_at !== null ||
    (code.ends_at !== null && new Date(code.ends_at).getTime() <= now.getTime())
  ) {
    throw refuse(MESSAGES.expired);
  }
  if (await hasRedeemed(deps.db, code.id, player.id)) throw refuse(MESSAGES.already);
  if (code.used >= code.total_uses) throw refuse(MESSAGES.usedUp);
  const minimum = BigInt(code.min_deposit_paise);
  if (
    code.kind === 'amount' &&
    minimum > 0n &&
    (await depositedPaise(deps.db, player.id)) < minimum
  ) {
    throw refuse(MESSAGES.minDeposit(minimum));
  }
}

/**
 * Why the conditional use-taking update took nothing: the code as committed now (after the row
 * lock it waited for) — disabled or ended meanwhile by an operator, else used up.
 */
async function whyNoUse(tx: Db, code: CodeRow, now: Date) {
  const latest = await findCode(tx, code.code);
  const ended =
    latest?.ends_at !== null &&
    latest?.ends_at !== undefined &&
    new Date(latest.ends_at).getTime() <= now.getTime();
  if (!latest || latest.disabled_at !== null || ended) return MESSAGES.expired;
  if (new Date(latest.starts_at).getTime() > now.getTime()) return MESSAGES.notYet;
  return MESSAGES.usedUp;
}

/**
 * Redeems a found code, in ONE transaction: the player's redemption row is inserted (unique per
 * code and player: a second one of the same player inserts nothing → 'already redeemed'), then
 * one use is taken by a conditional update (none left → 'fully redeemed', and the transaction
 * rolls the redemption back); a fixed amount is then paid through the bonus engine in the same
 * transaction. A percentage code stays 'pending_deposit' until the deposits hook pays it.
 */
async function redeemFound(
  deps: PromoCodeDeps,
  code: CodeRow,
  playerId: number,
  now: Date,
  bonusExpenseId: bigint,
) {
  await deps.db.transaction(async (tx) => {
    const redemptionId = await insertRedemption(tx, {
      codeId: code.id,
      playerId,
      status: code.kind === 'amount' ? 'granted' : 'pending_deposit',
      at: now,
    });
    if (redemptionId === null) throw refuse(MESSAGES.already);
    if (!(await takeUse(tx, code.id, now))) throw refuse(await whyNoUse(tx, code, now));
    if (code.kind === 'amount') {
      await payCode(tx, {
        playerId,
        codeId: code.id,
        provider: code.provider,
        amountPaise: BigInt(code.amount_paise!),
        wagerMultipleHundredths: code.wager_multiple_hundredths,
        redemptionId,
        at: now,
        bonusExpenseId,
      });
    }
  });
}

/**
 * A player redeems a code on the page of `scope`. Guests (no bound phone) are refused. Every
 * attempt is counted before the lookup, atomically (lib/attempts.ts): a wrong code stays counted,
 * anything else is taken back, so at most 5 wrong codes per player in 15 minutes are ever
 * looked up, however many arrive at once.
 */
export async function redeemCode(
  deps: PromoCodeDeps,
  player: { id: number; isGuest: boolean },
  scope: PromoCodeScope,
  typed: string,
): Promise<TPromoCodeRedeemResponse> {
  const text = normaliseCode(typed);
  if (text === '') throw refuse(MESSAGES.empty(scope));
  if (player.isGuest) throw refuse(MESSAGES.guest);
  await assertNotExcluded(deps.db, player.id, deps.now());
  const bonusExpenseId = await bonusExpenseAccount(deps.accounts);
  const now = deps.now();
  let codeId: string | null = null;
  const found = await guardedCheck(
    deps.db,
    [
      {
        key: wrongCodeKey(player.id),
        limit: WRONG_CODE_LIMIT,
        windowSeconds: WRONG_CODE_WINDOW_SECONDS,
      },
    ],
    async () => {
      const code = await findCode(deps.db, text);
      if (!code) return false;
      await assertRedeemable(deps, code, player, scope, now);
      await redeemFound(deps, code, player.id, now, bonusExpenseId);
      codeId = code.id;
      return true;
    },
    { refused: (seconds) => new AppError('tooManyRequests', MESSAGES.throttled(seconds)) },
  );
  if (!found || codeId === null) throw refuse(MESSAGES.wrong(scope));
  const row = await readRedemption(deps.db, codeId, player.id);
  const wallet = await readWallet(deps.db, player.id);
  return {
    redemption: presentRedemption(row!, now),
    balance: toRupees(wallet.balancePaise),
    wagerRemaining: toRupees(wallet.wagerRemainingPaise),
  };
}

/** The player's redeemed codes of one page, newest first. */
export async function listRedeemed(deps: PromoCodeDeps, playerId: number, scope: PromoCodeScope) {
  const now = deps.now();
  const rows = await listRedemptions(deps.db, playerId, providerOf(scope), 20);
  return { list: rows.map((row) => presentRedemption(row, now)) };
}
