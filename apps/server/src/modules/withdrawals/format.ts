import { randomInt } from 'node:crypto';

/** Service charge: amount × feeBp / 10000, rounded UP to the paisa (the platform never undercharges). */
export const serviceCharge = (amountPaise: bigint, feeBp: number): bigint =>
  (amountPaise * BigInt(feeBp) + 9_999n) / 10_000n;

/** What leaves the server of an account number: its last 4 digits. */
export const maskAccountNumber = (accountNumber: string) => `••••${accountNumber.slice(-4)}`;

/** 'HDFC Bank ••••1234', or just the masked number when the bank is unknown. */
export const accountLabel = (bankName: string, accountNumber: string) =>
  [bankName, maskAccountNumber(accountNumber)].filter(Boolean).join(' ');

export const ORDER_NO_PATTERN = /^W\d{16}$/;

/**
 * A withdrawal order number, `W<yyMMdd><10 random digits>` with the date of the platform's day.
 * Random rather than sequential, so a player cannot guess another player's orders.
 */
export function newOrderNo(localDay: string): string {
  const date = localDay.slice(2).replaceAll('-', '');
  const digits =
    String(randomInt(0, 100_000)).padStart(5, '0') + String(randomInt(0, 100_000)).padStart(5, '0');
  return `W${date}${digits}`;
}

const MAX_ID = 9_223_372_036_854_775_807n;

/** A row id from the wire (up to 19 digits): one past bigint's range names no row, not a 500. */
export const rowId = (value: string): bigint => {
  const id = BigInt(value);
  return id > MAX_ID ? 0n : id;
};
