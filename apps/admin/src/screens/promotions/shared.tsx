import type { TCost } from '@khel/contract/admin-promotions';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatNumber, formatRupees } from '../../ui/format';
import { Card, Empty, Stat } from '../../ui/layout';

/** What a promotion has cost so far: paid to wallets, how often, to whom, and still open. */
export function CostStats({ cost, title }: { cost: TCost; title?: string }) {
  const { t } = useTranslation('promotions');
  return (
    <div className="stats" aria-label={title ?? t('cost.title')}>
      <Stat label={t('cost.paid')} value={formatRupees(cost.paid)} hint={t('cost.paidHint')} />
      <Stat label={t('cost.paidCount')} value={formatNumber(cost.paidCount)} />
      <Stat label={t('cost.players')} value={formatNumber(cost.players)} />
      <Stat
        label={t('cost.outstanding')}
        value={formatRupees(cost.outstanding)}
        hint={t('cost.outstandingHint')}
      />
    </div>
  );
}

/** A cost cell of a table: paid, and what is still open under it. */
export function CostCell({ cost }: { cost: TCost }) {
  const { t } = useTranslation('promotions');
  return (
    <div className="num">
      <strong>{formatRupees(cost.paid)}</strong>
      <div className="muted">
        {cost.outstanding > 0
          ? t('cost.openShort', { amount: formatRupees(cost.outstanding) })
          : t('cost.times', { count: cost.paidCount })}
      </div>
    </div>
  );
}

/** Paid per platform day (the last 30 days with any), oldest left. */
export function DailyCostChart({
  days,
}: {
  days: readonly { day: string; paid: number; paidCount: number }[];
}) {
  const { t } = useTranslation('promotions');
  const data = [...days].reverse().map((d) => ({ ...d, label: formatDate(d.day) }));
  return (
    <Card title={t('cost.daily')}>
      {data.length === 0 ? (
        <Empty>{t('cost.noDays')}</Empty>
      ) : (
        <div style={{ width: '100%', height: 220 }}>
          <ResponsiveContainer>
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis
                tick={{ fontSize: 12 }}
                width={70}
                tickFormatter={(v: number) => formatNumber(v)}
              />
              <Tooltip
                formatter={(value) => [formatRupees(Number(value)), t('cost.paid')]}
                labelFormatter={(label) => String(label)}
              />
              <Bar dataKey="paid" fill="#2f6fde" radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

/**
 * A time of the platform (GMT+5:30) for a datetime-local input and back: the back office edits
 * times as players live them, the API takes ISO with its offset.
 */
export const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const shifted = new Date(new Date(iso).getTime() + 330 * 60_000);
  return shifted.toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => (value ? `${value}:00+05:30` : null);

/** A number input's value for react-hook-form: empty is undefined, else a number. */
export const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
export const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
