const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An order time as 'YYYY-MM-DD HH:mm:ss' in the player's clock. Numbers may be seconds or
 * milliseconds since the epoch; ISO times (with a 'T', as the contract's) are read; other strings
 * are shown as the server wrote them.
 */
export function formatOrderTime(value: string | number | null | undefined): string {
  if (value === undefined || value === null || value === '') return '--';
  if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  const date =
    typeof value === 'string' ? new Date(value) : new Date(value < 1e12 ? value * 1000 : value);
  if (Number.isNaN(date.getTime())) return '--';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
