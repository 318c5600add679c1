const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** Today's messages show the time, older ones the date, in the player's language. */
export function formatMailTime(sentAt: string, locale: string, now: Date = new Date()): string {
  const date = new Date(sentAt);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = sameDay(date, now)
    ? { hour: '2-digit', minute: '2-digit', hour12: false }
    : { year: 'numeric', month: '2-digit', day: '2-digit' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}
