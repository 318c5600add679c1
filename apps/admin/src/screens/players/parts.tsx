import i18next from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRupees } from '../../ui/format';
import { Badge, type Tone } from '../../ui/layout';
import './players.css';

/** An amount right-aligned; signed amounts green in, red out. */
export function Money({ value, signed }: { value: number | null; signed?: boolean }) {
  if (value === null) return <span className="pl-num pl-muted">—</span>;
  const tone = signed ? (value > 0 ? 'pl-in' : value < 0 ? 'pl-out' : '') : '';
  const text =
    signed && value > 0
      ? `+${formatRupees(value)}`
      : signed && value < 0
        ? `−${formatRupees(-value)}`
        : formatRupees(value);
  return <span className={`pl-num ${tone}`}>{text}</span>;
}

export const Mono = ({ children }: { children: ReactNode }) => (
  <span className="pl-mono">{children ?? '—'}</span>
);

const STATUS_TONES: Record<string, Tone> = {
  active: 'good',
  disabled: 'bad',
  success: 'good',
  posted: 'good',
  settled: 'good',
  claimed: 'good',
  clear: 'good',
  passed: 'good',
  pending: 'warn',
  review: 'warn',
  processing: 'info',
  open: 'info',
  claimable: 'info',
  held: 'warn',
  failed: 'bad',
  rejected: 'bad',
  expired: 'neutral',
  cancelled: 'neutral',
};

/** A status in words of the players namespace (`status.<value>`), coloured by what it means. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('players');
  return (
    <Badge tone={STATUS_TONES[status] ?? 'neutral'}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** A time in a table cell: the platform day on one line, the time (GMT+5:30) under it. */
export function When({ iso }: { iso: string | null }) {
  if (!iso) return <span className="pl-muted">—</span>;
  const time = new Date(iso).toLocaleTimeString(i18next.language || 'en', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
  return (
    <span className="pl-when">
      <span>{formatDate(iso)}</span>
      <span className="pl-muted">{time}</span>
    </span>
  );
}
