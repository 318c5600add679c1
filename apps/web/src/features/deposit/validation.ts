import { TX_HASH_PATTERN, UTR_PATTERN } from '@khel/contract/wallet-rules';
import { UTR_LENGTH } from '@khel/contract/limits';
import { paiseOf, parseTypedRupees } from '@khel/contract/money';
import type { AmountBounds } from './amounts';

export type DepositAmountError =
  { code: 'amountRequired' } | { code: 'amountRange'; min: number; max: number };

/**
 * 'Please input deposit amount!' for an empty or unreadable amount, 'Deposit amount must during'
 * the range when outside it. A range of 0–0 (an empty amount list) sets no bound.
 */
export function validateDepositAmount(
  text: string,
  { min, max }: AmountBounds,
): DepositAmountError | null {
  const typed = parseTypedRupees(text);
  if (!typed.ok || typed.paise === 0n) return { code: 'amountRequired' };
  const bounded = min > 0 || max > 0;
  if (bounded && (typed.paise < paiseOf(min) || typed.paise > paiseOf(max))) {
    return { code: 'amountRange', min, max };
  }
  return null;
}

export type UtrError = 'utrRequired' | 'utrDigits';

/** 'Please input utr!' when empty; otherwise it must be exactly 12 digits. */
export function validateUtr(utr: string): UtrError | null {
  const value = utr.trim();
  if (!value) return 'utrRequired';
  return UTR_PATTERN.test(value) ? null : 'utrDigits';
}

/** Keeps only digits, at most 12, as the player types a UTR. */
export const cleanUtrInput = (text: string) => text.replace(/\D/g, '').slice(0, UTR_LENGTH);

export type TxHashError = 'txHashRequired' | 'txHashFormat';

/** A crypto transaction hash: 64 hex digits, with or without 0x (the contract's TX_HASH_PATTERN). */
export function validateTxHash(hash: string): TxHashError | null {
  const value = hash.trim();
  if (!value) return 'txHashRequired';
  return TX_HASH_PATTERN.test(value) ? null : 'txHashFormat';
}
