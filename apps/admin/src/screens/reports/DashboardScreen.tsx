import { adminReportsDashboard, type TDayFigures } from '@khel/contract/admin-reports';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useAdminQuery } from '../../api';
import { Link } from '../../router';
import { formatDateTime, formatNumber, formatRupees } from '../../ui/format';
import { Button, Card, ErrorState, Loading, Page } from '../../ui/layout';
import { COLORS, compactNumber, compactRupees, shortDay } from './chart-format';
import './reports.css';

type Key = keyof Omit<TDayFigures, 'day'>;

interface Tile {
  key: Key;
  money: boolean;
  color: string;
  /** Whether a rise is good news (bonus cost and withdrawals rising is not). */
  upIsGood: boolean;
  hint?: (today: TDayFigures) => string;
}

/** Today's change against yesterday, as a signed percentage (null when yesterday was 0). */
function change(today: number, yesterday: number): number | null {
  if (yesterday === 0) return null;
  return ((today - yesterday) / Math.abs(yesterday)) * 100;
}

function Delta({ tile, today, yesterday }: { tile: Tile; today: number; yesterday: number }) {
  const { t } = useTranslation('reports');
  const pct = change(today, yesterday);
  if (pct === null || !Number.isFinite(pct))
    return <span className="delta delta-flat">{t('dashboard.noComparison')}</span>;
  const up = pct > 0;
  const tone = Math.abs(pct) < 0.05 ? 'flat' : up === tile.upIsGood ? 'good' : 'bad';
  return (
    <span className={`delta delta-${tone}`}>
      {up ? '▲' : pct < 0 ? '▼' : '■'} {Math.abs(pct).toFixed(1)}%{' '}
      <span className="muted">{t('dashboard.vsYesterday')}</span>
    </span>
  );
}

function StatTile({
  tile,
  figures,
}: {
  tile: Tile;
  figures: { today: TDayFigures; yesterday: TDayFigures; series: TDayFigures[] };
}) {
  const { t } = useTranslation('reports');
  const value = figures.today[tile.key];
  return (
    <div className="stat report-stat" data-testid={`stat-${tile.key}`}>
      <div className="report-stat-top">
        <div className="stat-label">{t(`figure.${tile.key}`)}</div>
        <Delta tile={tile} today={value} yesterday={figures.yesterday[tile.key]} />
      </div>
      <div className={`stat-value ${value < 0 ? 'negative' : ''}`} data-testid="stat-value">
        {tile.money ? formatRupees(value) : formatNumber(value)}
      </div>
      <div className="stat-hint">{tile.hint ? tile.hint(figures.today) : '\u00a0'}</div>
      <div className="sparkline" aria-hidden>
        <AreaChart
          data={figures.series}
          margin={{ top: 2, right: 0, bottom: 0, left: 0 }}
          responsive
          style={{ width: '100%', height: 36 }}
          accessibilityLayer={false}
          tabIndex={-1}
        >
          <defs>
            <linearGradient id={`spark-${tile.key}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={tile.color} stopOpacity={0.35} />
              <stop offset="100%" stopColor={tile.color} stopOpacity={0} />
            </linearGradient>
          </defs>
          <Area
            type="monotone"
            dataKey={tile.key}
            stroke={tile.color}
            strokeWidth={1.5}
            fill={`url(#spark-${tile.key})`}
            isAnimationActive={false}
          />
        </AreaChart>
      </div>
    </div>
  );
}

function ChartCard({
  title,
  subtitle,
  children,
  wide,
}: {
  title: string;
  subtitle: string;
  children: React.ReactElement;
  wide?: boolean;
}) {
  return (
    <Card className={`chart-card ${wide ? 'chart-wide' : ''}`}>
      <div className="chart-head">
        <h2>{title}</h2>
        <span className="muted">{subtitle}</span>
      </div>
      <div className="chart-body">{children}</div>
    </Card>
  );
}

const axis = { fontSize: 11, fill: '#5d6b78' };
/** A chart sized by its box (the card's .chart-body), following it when the window resizes. */
const FILL = { responsive: true, style: { width: '100%', height: '100%' } } as const;

/** The admin's home: today's figures against yesterday, and the last 30 days (from the ledger). */
export default function DashboardScreen() {
  const { t } = useTranslation('reports');
  const query = useAdminQuery(adminReportsDashboard, {}, { refetchInterval: 60_000 });
  const data = query.data;

  const tiles: Tile[] = [
    {
      key: 'deposits',
      money: true,
      color: COLORS.deposits,
      upIsGood: true,
      hint: (d) => t('dashboard.depositCount', { count: d.depositCount }),
    },
    {
      key: 'withdrawals',
      money: true,
      color: COLORS.withdrawals,
      upIsGood: false,
      hint: (d) => t('dashboard.withdrawalCount', { count: d.withdrawalCount }),
    },
    {
      key: 'ggr',
      money: true,
      color: COLORS.ggr,
      upIsGood: true,
      hint: (d) =>
        t('dashboard.stakesWins', { stakes: formatRupees(d.stakes), wins: formatRupees(d.wins) }),
    },
    {
      key: 'bonusCost',
      money: true,
      color: COLORS.bonusCost,
      upIsGood: false,
      hint: (d) =>
        d.ggr > 0
          ? t('dashboard.ofGgr', { percent: ((d.bonusCost / d.ggr) * 100).toFixed(1) })
          : '\u00a0',
    },
    {
      key: 'newPlayers',
      money: false,
      color: COLORS.newPlayers,
      upIsGood: true,
      hint: () => t('dashboard.registered'),
    },
    {
      key: 'activePlayers',
      money: false,
      color: COLORS.activePlayers,
      upIsGood: true,
      hint: (d) => t('dashboard.bets', { count: d.betCount }),
    },
  ];

  const tooltipRupees = (value: unknown) => formatRupees(Number(value));
  const tooltipNumber = (value: unknown) => formatNumber(Number(value));
  const label = (day: unknown) => shortDay(String(day));

  return (
    <Page
      title={t('dashboard.title')}
      subtitle={
        data
          ? t('dashboard.subtitle', {
              day: shortDay(data.today.day, 'long'),
              zone: data.timezone,
              at: formatDateTime(data.asOf),
            })
          : t('dashboard.loadingSubtitle')
      }
      actions={
        <>
          <Button variant="ghost" onClick={() => void query.refetch()} busy={query.isFetching}>
            {t('dashboard.refresh')}
          </Button>
          <Link to="/reports" className="btn btn-default">
            {t('dashboard.openReports')}
          </Link>
        </>
      }
    >
      {query.isPending ? (
        <Loading />
      ) : query.error && !data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : data ? (
        <div className="dashboard">
          <div className="report-stats" aria-label={t('dashboard.today')}>
            {tiles.map((tile) => (
              <StatTile key={tile.key} tile={tile} figures={data} />
            ))}
          </div>
          <div className="chart-grid">
            <ChartCard title={t('chart.money')} subtitle={t('chart.last30')}>
              <BarChart
                data={data.series}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                {...FILL}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e6ebf0" />
                <XAxis dataKey="day" tickFormatter={label} tick={axis} minTickGap={16} />
                <YAxis tickFormatter={compactRupees} tick={axis} width={64} />
                <Tooltip formatter={tooltipRupees} labelFormatter={label} />
                <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
                <Bar
                  dataKey="deposits"
                  name={t('figure.deposits')}
                  fill={COLORS.deposits}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="withdrawals"
                  name={t('figure.withdrawals')}
                  fill={COLORS.withdrawals}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                />
              </BarChart>
            </ChartCard>
            <ChartCard title={t('chart.revenue')} subtitle={t('chart.last30')}>
              <ComposedChart
                data={data.series}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                {...FILL}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e6ebf0" />
                <XAxis dataKey="day" tickFormatter={label} tick={axis} minTickGap={16} />
                <YAxis tickFormatter={compactRupees} tick={axis} width={64} />
                <Tooltip formatter={tooltipRupees} labelFormatter={label} />
                <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
                <Bar
                  dataKey="ggr"
                  name={t('figure.ggr')}
                  fill={COLORS.ggr}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                >
                  {data.series.map((d) => (
                    <Cell key={d.day} fill={d.ggr < 0 ? COLORS.negative : COLORS.ggr} />
                  ))}
                </Bar>
                <Line
                  dataKey="bonusCost"
                  name={t('figure.bonusCost')}
                  stroke={COLORS.bonusCost}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </ComposedChart>
            </ChartCard>
            <ChartCard title={t('chart.players')} subtitle={t('chart.last30')} wide>
              <LineChart
                data={data.series}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                {...FILL}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e6ebf0" />
                <XAxis dataKey="day" tickFormatter={label} tick={axis} minTickGap={16} />
                <YAxis tickFormatter={compactNumber} tick={axis} width={64} allowDecimals={false} />
                <Tooltip formatter={tooltipNumber} labelFormatter={label} />
                <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
                <Line
                  dataKey="activePlayers"
                  name={t('figure.activePlayers')}
                  stroke={COLORS.activePlayers}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
                <Line
                  dataKey="newPlayers"
                  name={t('figure.newPlayers')}
                  stroke={COLORS.newPlayers}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </LineChart>
            </ChartCard>
          </div>
        </div>
      ) : null}
    </Page>
  );
}
