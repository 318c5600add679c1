import {
  adminReportsCampaigns,
  adminReportsDaily,
  adminReportsExport,
  reportRangeChecked,
  type ReportKind,
  type TCampaignFigures,
  type TDayFigures,
} from '@khel/contract/admin-reports';
import { addDays } from '@khel/contract/dates';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCall, useAdminQuery } from '../../api';
import { DataTable } from '../../ui/DataTable';
import { formatNumber, formatRupees } from '../../ui/format';
import { Badge, Button, Card, Page, Stat, Tabs } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { platformToday, shortDay } from './chart-format';
import './reports.css';

type Range = { from: string; to: string };

const money = (value: number) => (
  <span className={`num ${value < 0 ? 'negative' : ''}`}>{formatRupees(value)}</span>
);
const count = (value: number) => <span className="num">{formatNumber(value)}</span>;

/** Saves text as a file the browser downloads. */
function download(filename: string, text: string, type: string) {
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function presets(today: string) {
  const month = today.slice(0, 8);
  const lastMonthEnd = addDays(`${month}01`, -1);
  return [
    { key: 'last7', range: { from: addDays(today, -6), to: today } },
    { key: 'last30', range: { from: addDays(today, -29), to: today } },
    { key: 'thisMonth', range: { from: `${month}01`, to: today } },
    { key: 'lastMonth', range: { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd } },
  ] as const;
}

/** Daily GGR, deposits, withdrawals and bonuses, and bonus cost by campaign, with CSV export. */
export default function ReportsScreen() {
  const { t } = useTranslation('reports');
  const today = platformToday();
  const [draft, setDraft] = useState<Range>({ from: addDays(today, -29), to: today });
  const [tab, setTab] = useState<ReportKind>('daily');
  const [exporting, setExporting] = useState(false);

  // The same rules as the server's (the contract's schema): a bad range is never sent.
  const checked = reportRangeChecked.safeParse(draft);
  const [range, setRange] = useState<Range>(draft);
  const problems = checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]));
  const apply = (next: Range) => {
    setDraft(next);
    if (reportRangeChecked.safeParse(next).success) setRange(next);
  };

  const totals = useAdminQuery(adminReportsDaily, { ...range, pageSize: 1 });
  const bonusTotal = useAdminQuery(adminReportsCampaigns, { ...range, pageSize: 1 });

  const dailyColumns = useMemo<ColumnDef<TDayFigures, unknown>[]>(
    () => [
      {
        id: 'day',
        header: t('column.day'),
        accessorKey: 'day',
        enableSorting: true,
        cell: (c) => <span className="nowrap">{shortDay(c.row.original.day, 'year')}</span>,
      },
      {
        id: 'deposits',
        accessorKey: 'deposits',
        header: t('figure.deposits'),
        enableSorting: true,
        cell: (c) => (
          <span className="stacked">
            {money(c.row.original.deposits)}
            <small className="muted">
              {t('column.times', { count: c.row.original.depositCount })}
            </small>
          </span>
        ),
      },
      {
        id: 'withdrawals',
        accessorKey: 'withdrawals',
        header: t('figure.withdrawals'),
        enableSorting: true,
        cell: (c) => (
          <span className="stacked">
            {money(c.row.original.withdrawals)}
            <small className="muted">
              {t('column.times', { count: c.row.original.withdrawalCount })}
            </small>
          </span>
        ),
      },
      { id: 'stakes', header: t('figure.stakes'), cell: (c) => money(c.row.original.stakes) },
      { id: 'wins', header: t('figure.wins'), cell: (c) => money(c.row.original.wins) },
      {
        id: 'ggr',
        accessorKey: 'ggr',
        header: t('figure.ggr'),
        enableSorting: true,
        cell: (c) => <strong>{money(c.row.original.ggr)}</strong>,
      },
      {
        id: 'bonusCost',
        accessorKey: 'bonusCost',
        header: t('figure.bonusCost'),
        enableSorting: true,
        cell: (c) => money(c.row.original.bonusCost),
      },
      {
        id: 'newPlayers',
        header: t('figure.newPlayers'),
        cell: (c) => count(c.row.original.newPlayers),
      },
      {
        id: 'activePlayers',
        accessorKey: 'activePlayers',
        header: t('figure.activePlayers'),
        enableSorting: true,
        cell: (c) => count(c.row.original.activePlayers),
      },
    ],
    [t],
  );

  const campaignColumns = useMemo<ColumnDef<TCampaignFigures, unknown>[]>(
    () => [
      {
        id: 'campaign',
        accessorKey: 'campaign',
        header: t('column.campaign'),
        enableSorting: true,
        cell: (c) => (
          <span className="stacked">
            <span>
              {c.row.original.label ?? t(`kind.${c.row.original.kind}`, c.row.original.kind)}
            </span>
            <code className="muted small">{c.row.original.campaign}</code>
          </span>
        ),
      },
      {
        id: 'kind',
        header: t('column.kind'),
        cell: (c) => (
          <Badge tone={c.row.original.kind.startsWith('vip') ? 'info' : 'neutral'}>
            {t(`kind.${c.row.original.kind}`, c.row.original.kind)}
          </Badge>
        ),
      },
      {
        id: 'count',
        accessorKey: 'count',
        header: t('column.paid'),
        enableSorting: true,
        cell: (c) => count(c.row.original.count),
      },
      {
        id: 'bonusCost',
        accessorKey: 'bonusCost',
        header: t('figure.bonusCost'),
        enableSorting: true,
        cell: (c) => <strong>{money(c.row.original.bonusCost)}</strong>,
      },
      {
        id: 'share',
        header: t('column.share'),
        cell: (c) => {
          const total = bonusTotal.data?.totalBonusCost ?? 0;
          const share = total > 0 ? (c.row.original.bonusCost / total) * 100 : 0;
          return (
            <span className="share">
              <span className="share-bar" style={{ width: `${Math.min(100, share)}%` }} />
              <span className="num">{share.toFixed(1)}%</span>
            </span>
          );
        },
      },
    ],
    [t, bonusTotal.data?.totalBonusCost],
  );

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await adminCall(adminReportsExport, { report: tab, ...range });
      download(file.filename, file.csv, file.contentType);
      toast.success(t('export.done', { count: file.rows }));
    } catch (error) {
      toast.error(error);
    } finally {
      setExporting(false);
    }
  }

  const sums = totals.data?.totals;
  return (
    <Page
      title={t('reports.title')}
      subtitle={t('reports.subtitle', { zone: totals.data?.timezone ?? 'GMT+5:30' })}
      actions={
        <Button
          variant="primary"
          onClick={() => void exportCsv()}
          busy={exporting}
          disabled={!checked.success}
        >
          {t('export.button')}
        </Button>
      }
    >
      <Card className="range-card">
        <div className="range-bar">
          <label className="form-field">
            <span className="form-label">{t('range.from')}</span>
            <input
              type="date"
              value={draft.from}
              max={today}
              onChange={(e) => apply({ ...draft, from: e.target.value })}
              aria-invalid={problems.from ? true : undefined}
            />
            {problems.from ? <span className="form-error">{problems.from}</span> : null}
          </label>
          <label className="form-field">
            <span className="form-label">{t('range.to')}</span>
            <input
              type="date"
              value={draft.to}
              onChange={(e) => apply({ ...draft, to: e.target.value })}
              aria-invalid={problems.to ? true : undefined}
            />
            {problems.to ? <span className="form-error">{problems.to}</span> : null}
          </label>
          <div className="range-presets" role="group" aria-label={t('range.presets')}>
            {presets(today).map((preset) => (
              <Button
                key={preset.key}
                variant="ghost"
                className={
                  preset.range.from === range.from && preset.range.to === range.to
                    ? 'preset-on'
                    : ''
                }
                onClick={() => apply(preset.range)}
              >
                {t(`range.${preset.key}`)}
              </Button>
            ))}
          </div>
        </div>
        <div className="report-totals">
          <Stat label={t('figure.deposits')} value={sums ? formatRupees(sums.deposits) : '—'} />
          <Stat
            label={t('figure.withdrawals')}
            value={sums ? formatRupees(sums.withdrawals) : '—'}
          />
          <Stat label={t('figure.ggr')} value={sums ? formatRupees(sums.ggr) : '—'} />
          <Stat label={t('figure.bonusCost')} value={sums ? formatRupees(sums.bonusCost) : '—'} />
          <Stat
            label={t('figure.netRevenue')}
            value={sums ? formatRupees(Math.round((sums.ggr - sums.bonusCost) * 100) / 100) : '—'}
            hint={t('figure.netRevenueHint')}
          />
          <Stat label={t('figure.newPlayers')} value={sums ? formatNumber(sums.newPlayers) : '—'} />
        </div>
      </Card>
      <Tabs
        tabs={[
          { key: 'daily', label: t('tab.daily') },
          { key: 'campaigns', label: t('tab.campaigns') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'daily' ? (
        <DataTable
          key="daily"
          endpoint={adminReportsDaily}
          columns={dailyColumns}
          filters={range}
          initialSort={{ id: 'day', desc: true }}
          rowKey={(row) => row.day}
          pageSize={50}
        />
      ) : (
        <DataTable
          key="campaigns"
          endpoint={adminReportsCampaigns}
          columns={campaignColumns}
          filters={range}
          initialSort={{ id: 'bonusCost', desc: true }}
          rowKey={(row) => row.campaign}
          empty={t('empty.campaigns')}
        />
      )}
    </Page>
  );
}
