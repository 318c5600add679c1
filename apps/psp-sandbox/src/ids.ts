import { randomInt } from 'node:crypto';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

function stamp() {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getUTCFullYear()).slice(2)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}`;
}

/** Gateway ids look like a real PSP's: a prefix, the UTC date and random digits. */
export const newOrderId = () => `PO${stamp()}${digits(10)}`;
export const newPayoutId = () => `TX${stamp()}${digits(10)}`;
/** A bank reference: 12 digits, never starting with 0. */
export const newUtr = () => `${randomInt(1, 10)}${digits(11)}`;
