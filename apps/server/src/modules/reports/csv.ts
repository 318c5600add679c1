/**
 * CSV (RFC 4180) for the reports' export: fields joined by commas, lines by CRLF; a field with a
 * comma, quote, CR or LF is quoted with its quotes doubled. A text field a spreadsheet would read
 * as a formula (starting with =, +, -, @, tab or CR: OWASP's "CSV injection") is prefixed with a
 * single quote; numbers are written as numbers (a negative GGR stays a number).
 */
export type Cell = string | number | null;

const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvOf = (header: string[], rows: Cell[][]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
