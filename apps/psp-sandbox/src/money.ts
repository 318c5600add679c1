/** Rupees on the wire (≤ 2 decimals), integer paise inside. */
export const MAX_AMOUNT_PAISE = 1_000_000_000n; // Rs 10,000,000

/** Parses a rupee amount (number or decimal string); null when it is not a valid amount. */
export function toPaise(value: unknown): bigint | null {
  const text =
    typeof value === 'number' ? numberText(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null) return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const paise = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return paise > 0n && paise <= MAX_AMOUNT_PAISE ? paise : null;
}

function numberText(value: number) {
  if (!Number.isFinite(value)) return null;
  return String(value);
}

/** Paise as rupees for JSON (500, 500.5, 0.01). */
export const toRupees = (paise: bigint | string | number) => Number(BigInt(paise)) / 100;

/** Paise as a display string: 1,234.50 (Indian grouping). */
export function formatRupees(paise: bigint | string | number) {
  return (Number(BigInt(paise)) / 100).toLocaleString('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
