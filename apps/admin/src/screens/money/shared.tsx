import type { AdminWithdrawStatus, DepositStatus } from '@khel/contract/admin-money';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { formatDateTime } from '../../ui/format';
import { Badge, Button, type Tone } from '../../ui/layout';

const WITHDRAW_TONES: Record<AdminWithdrawStatus, Tone> = {
  review: 'warn',
  processing: 'info',
  success: 'good',
  failed: 'bad',
  rejected: 'neutral',
  payout_failed: 'bad',
};

export function WithdrawStatusBadge({ status }: { status: AdminWithdrawStatus }) {
  const { t } = useTranslation('money');
  return <Badge tone={WITHDRAW_TONES[status]}>{t(`withdrawStatus.${status}`)}</Badge>;
}

const DEPOSIT_TONES: Record<DepositStatus, Tone> = {
  pending: 'warn',
  success: 'good',
  failed: 'bad',
  expired: 'neutral',
  rejected: 'bad',
};

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('money');
  return <Badge tone={DEPOSIT_TONES[status]}>{t(`depositStatus.${status}`)}</Badge>;
}

/** The platform's day (GMT+5:30) of a date input, as the instant it starts. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The filters every money table shares: player, order number and creation days. */
export interface MoneyFilterValues {
  playerId: string;
  orderNo: string;
  from: string;
  to: string;
}
export const NO_FILTERS: MoneyFilterValues = { playerId: '', orderNo: '', from: '', to: '' };

/** The request fields of the filters that are set (`to` is inclusive of its day). */
export function filterInput(values: MoneyFilterValues) {
  const input: { playerId?: string; orderNo?: string; from?: string; to?: string } = {};
  if (/^[1-9]\d{0,18}$/.test(values.playerId.trim())) input.playerId = values.playerId.trim();
  if (values.orderNo.trim()) input.orderNo = values.orderNo.trim();
  if (values.from) input.from = dayStart(values.from).toISOString();
  if (values.to) input.to = new Date(dayStart(values.to).getTime() + 86_400_000).toISOString();
  return input;
}

/** The toolbar of a money table: edits apply on Search (or Enter), Clear empties them. */
export function MoneyFilters({
  value,
  onChange,
  children,
}: {
  value: MoneyFilterValues;
  onChange: (next: MoneyFilterValues) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('money');
  const [draft, setDraft] = useState(value);
  const badPlayer = draft.playerId.trim() !== '' && !/^[1-9]\d{0,18}$/.test(draft.playerId.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!badPlayer) onChange(draft);
  };
  const field = (key: keyof MoneyFilterValues) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value })),
  });
  return (
    <form className="money-filters" onSubmit={submit} role="search">
      {children}
      <label className={`form-field ${badPlayer ? 'has-error' : ''}`}>
        <span className="form-label">{t('filter.playerId')}</span>
        <input inputMode="numeric" placeholder="123456" {...field('playerId')} />
        {badPlayer ? <span className="form-error">{t('filter.badPlayerId')}</span> : null}
      </label>
      <label className="form-field">
        <span className="form-label">{t('filter.orderNo')}</span>
        <input placeholder={t('filter.orderNoHint')} {...field('orderNo')} />
      </label>
      <label className="form-field">
        <span className="form-label">{t('filter.from')}</span>
        <input type="date" {...field('from')} />
      </label>
      <label className="form-field">
        <span className="form-label">{t('filter.to')}</span>
        <input type="date" min={draft.from || undefined} {...field('to')} />
      </label>
      <div className="money-filter-actions">
        <Button type="submit" variant="primary">
          {t('filter.search')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(NO_FILTERS);
            onChange(NO_FILTERS);
          }}
        >
          {t('filter.clear')}
        </Button>
      </div>
    </form>
  );
}

/** A monospace reference (order number, UTR, hash) that keeps its digits together. */
export function Ref({ children }: { children: string | null | undefined }) {
  if (!children) return <span className="muted">—</span>;
  return (
    <code className="money-ref" title={children}>
      {children}
    </code>
  );
}

/**
 * A time in a table cell: day and minute in the platform's timezone (GMT+5:30), the year only
 * when it is not this one; the full time on hover.
 */
export function ShortTime({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <span className="muted">—</span>;
  const date = new Date(iso);
  const thisYear = new Date().getFullYear() === date.getFullYear();
  const text = date.toLocaleString(i18next.language || 'en', {
    timeZone: 'Asia/Kolkata',
    ...(thisYear ? {} : { year: 'numeric' }),
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return (
    <time className="money-time" dateTime={iso} title={formatDateTime(iso)}>
      {text}
    </time>
  );
}
