import i18next from 'i18next';

/** The platform's timezone (GMT+5:30): operators read times as players see them. */
const TIME_ZONE = 'Asia/Kolkata';

const locale = () => i18next.language || 'en';

/** Rupees as the player app shows them: `Rs 1,234.50`. */
export function formatRupees(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `Rs ${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return value.toLocaleString(locale());
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(locale(), {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  // A bare day (YYYY-MM-DD) is already a platform day: shown as is, in the locale's words.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00+05:30`) : new Date(iso);
  return date.toLocaleDateString(locale(), {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: '2-digit',
  });
}
