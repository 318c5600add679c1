/** Players must be at least this old (docs/product.md §9). */
export const MINIMUM_AGE = 18;

/** 'The date of birth must be a real date (YYYY-MM-DD)': the form of a date of birth. */
export const BIRTHDAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a YYYY-MM-DD date of birth is a real date on which the player was at least
 * `minimumAge` (MINIMUM_AGE unless a country's rule asks more) by `today` (an instant; pass the
 * platform's local date to count by its day).
 */
export function adultOn(birthday: string, today: Date, minimumAge = MINIMUM_AGE): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return false;
  }
  if (year < 1900) return false;
  const adulthood = new Date(Date.UTC(year + minimumAge, month - 1, day));
  return adulthood.getTime() <= today.getTime();
}
