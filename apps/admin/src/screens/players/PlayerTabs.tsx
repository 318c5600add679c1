import type { z } from 'zod';
import {
  adminAdjustmentList,
  adminPlayerBets,
  adminPlayerDeposits,
  adminPlayerLedger,
  adminPlayerNotes,
  adminPlayerReferrals,
  adminPlayerRewards,
  adminPlayerSessions,
  adminPlayerWithdrawals,
  type ZAdminLedgerEntry,
  type ZAdminPlayerBet,
  type ZAdminPlayerDeposit,
  type ZAdminPlayerInvitee,
  type ZAdminPlayerNote,
  type ZAdminPlayerReward,
  type ZAdminPlayerSession,
  type ZAdminPlayerWithdrawal,
} from '@khel/contract/admin-players';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AdminEndpoint } from '@khel/contract/admin';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { formatDate } from '../../ui/format';
import { Badge } from '../../ui/layout';
import { PlayerProtection } from '../protection/PlayerProtection';
import { adjustmentColumns } from './adjustment-columns';
import { Mono, Money, StatusBadge, When } from './parts';

export const PLAYER_TABS = [
  'ledger',
  'deposits',
  'withdrawals',
  'bets',
  'rewards',
  'sessions',
  'referrals',
  'notes',
  'protection',
  'adjustments',
] as const;
export type PlayerTabKey = (typeof PLAYER_TABS)[number];

type T = (key: string, options?: Record<string, unknown>) => string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- cells of any value type
type Columns<R> = ColumnDef<R, any>[];

const when = (value: string | null) => <When iso={value} />;
const amountHeader = (label: string) => () => <span className="pl-num">{label}</span>;

function ledgerColumns(t: T): Columns<z.output<typeof ZAdminLedgerEntry>> {
  const c = createColumnHelper<z.output<typeof ZAdminLedgerEntry>>();
  return [
    c.accessor('createdAt', {
      id: 'createdAt',
      header: t('field.time'),
      enableSorting: true,
      cell: (v) => when(v.getValue()),
    }),
    c.accessor('kind', {
      header: t('field.kind'),
      cell: (v) => (
        <span>
          {t(`kind.${v.getValue()}`, { defaultValue: v.getValue() })}
          {v.row.original.type ? (
            <span className="pl-muted">
              {' '}
              · {t(`recordType.${v.row.original.type}`, { defaultValue: v.row.original.type })}
            </span>
          ) : null}
        </span>
      ),
    }),
    c.accessor('amount', {
      id: 'amount',
      header: amountHeader(t('field.amount')),
      enableSorting: true,
      cell: (v) => <Money value={v.getValue()} signed />,
    }),
    c.accessor('balanceAfter', {
      header: amountHeader(t('field.balanceAfter')),
      cell: (v) => <Money value={v.getValue()} />,
    }),
    c.accessor('detail', {
      header: t('field.detail'),
      cell: (v) => <span className="pl-reason">{v.getValue() ?? '—'}</span>,
    }),
    c.accessor('transactionId', {
      header: t('field.transaction'),
      cell: (v) => <Mono>#{v.getValue()}</Mono>,
    }),
  ];
}

function depositColumns(t: T): Columns<z.output<typeof ZAdminPlayerDeposit>> {
  const c = createColumnHelper<z.output<typeof ZAdminPlayerDeposit>>();
  return [
    c.accessor('createdAt', {
      id: 'createdAt',
      header: t('field.time'),
      enableSorting: true,
      cell: (v) => when(v.getValue()),
    }),
    c.accessor('orderNo', { header: t('field.orderNo'), cell: (v) => <Mono>{v.getValue()}</Mono> }),
    c.accessor('channelName', {
      header: t('field.channel'),
      cell: (v) => `${v.getValue()} · ${v.row.original.method}`,
    }),
    c.accessor('amount', {
      id: 'amount',
      header: amountHeader(t('field.amount')),
      enableSorting: true,
      cell: (v) => <Money value={v.getValue()} />,
    }),
    c.accessor('credited', {
      header: amountHeader(t('field.credited')),
      cell: (v) => <Money value={v.getValue()} />,
    }),
    c.accessor('bonus', {
      header: amountHeader(t('field.bonus')),
      cell: (v) => <Money value={v.getValue()} />,
    }),
    c.accessor('status', {
      header: t('field.status'),
      cell: (v) => <StatusBadge status={v.getValue()} />,
    }),
    c.display({
      id: 'reference',
      header: t('field.reference'),
      cell: ({ row }) => <Mono>{row.original.utr ?? row.original.txHash ?? '—'}</Mono>,
    }),
  ];
}

function withdrawalColumns(t: T): Columns<z.output<typeof ZAdminPlayerWithdrawal>> {
  const c = createColumnHelper<z.output<typeof ZAdminPlayerWithdrawal>>();
  return [
    c.accessor('createdAt', {
      id: 'createdAt',
      header: t('field.time'),
      enableSorting: true,
      cell: (v) => when(v.getValue()),
    }),
    c.accessor('orderNo', { header: t('field.orderNo'), cell: (v) => <Mono>{v.getValue()}</Mono> }),
    c.accessor('amount', {
      id: 'amount',
      header: amountHeader(t('field.amount')),
      enableSorting: true,
      cell: (v) => <Money value={v.getValue()} />,
    }),
    c.accessor('fee', {
      header: amountHeader(t('field.fee')),
      cell: (v) => <Money value={v.getValue()} />,
    }),
    c.display({
      id: 'bank',
      header: t('field.bank'),
      cell: ({ row }) => (
        <span className="pl-nowrap">
          {row.original.bankName} <Mono>{row.original.accountNumber}</Mono>
        </span>
      ),
    }),
    c.accessor('status', {
      header: t('field.status'),
      cell: (v) => (
        <span>
          <StatusBadge status={v.getValue()} />
          {v.row.original.failureReason ? (
            <span className="pl-reason pl-muted">{v.row.original.failureReason}</span>
          ) : null}
        </span>
      ),
    }),
    c.accessor('utr', { header: t('field.utr'), cell: (v) => <Mono>{v.getValue()}</Mono> }),
  ];
}

function betColumns(t: T): Columns<z.output<typeof ZAdminPlayerBet>> {
  const c = createColumnHelper<z.output<typeof ZAdminPlayerBet>>();
  return [
    c.accessor('createdAt', {
      id: 'createdAt',
      header: t('field.time'),
      enableSorting: true,
      cell: (v) => when(v.getValue()),
    }),
    c.accessor('game', {
      header: t('field.game'),
      cell: (v) => (
        <span>
          {v.getValue() ?? '—'} <span className="pl-muted">· {v.row.original.provider}</span>
        </span>
      ),
    }),
    c.accessor('roundId', { header: t('field.round'), cell: (v) => <Mono>{v.getValue()}</Mono> }),
    c.accessor('stake', {
      id: 'stake',
      header: amountHeader(t('field.stake')),
      enableSorting: true,
      cell: (v) => <Money value={v.getValue()} />,
    }),
    c.accessor('win', {
      id: 'win',
      header: amountHeader(t('field.win')),
      enableSorting: true,
      cell: (v) => <Money value={v.getValue()} />,
    }),
    c.accessor('validBet', {
      header: amountHeader(t('field.validBet')),
      cell: (v) => <Money value={v.getValue()} />,
    }),
    c.accessor('status', {
      header: t('field.status'),
      cell: (v) => <StatusBadge status={v.getValue()} />,
    }),
  ];
}

function rewardColumns(t: T): Columns<z.output<typeof ZAdminPlayerReward>> {
  const c = createColumnHelper<z.output<typeof ZAdminPlayerReward>>();
  return [
    c.accessor('createdAt', {
      id: 'createdAt',
      header: t('field.time'),
      enableSorting: true,
      cell: (v) => when(v.getValue()),
    }),
    c.accessor('kind', {
      header: t('field.kind'),
      cell: (v) => (
        <span>
          {v.getValue()} <span className="pl-muted pl-mono">{v.row.original.source}</span>
        </span>
      ),
    }),
    c.accessor('amount', {
      id: 'amount',
      header: amountHeader(t('field.amount')),
      enableSorting: true,
      cell: (v) => <Money value={v.getValue()} />,
    }),
    c.accessor('wager', {
      header: amountHeader(t('field.wager')),
      cell: (v) => <Money value={v.getValue()} />,
    }),
    c.accessor('status', {
      header: t('field.status'),
      cell: (v) => <StatusBadge status={v.getValue()} />,
    }),
    c.accessor('claimedAt', { header: t('field.claimed'), cell: (v) => when(v.getValue()) }),
    c.accessor('expiresAt', { header: t('field.expires'), cell: (v) => when(v.getValue()) }),
  ];
}

function sessionColumns(t: T): Columns<z.output<typeof ZAdminPlayerSession>> {
  const c = createColumnHelper<z.output<typeof ZAdminPlayerSession>>();
  return [
    c.accessor('createdAt', {
      id: 'createdAt',
      header: t('field.signedIn'),
      enableSorting: true,
      cell: (v) => when(v.getValue()),
    }),
    c.accessor('lastSeenAt', {
      id: 'lastSeenAt',
      header: t('field.lastSeen'),
      enableSorting: true,
      cell: (v) => when(v.getValue()),
    }),
    c.accessor('method', {
      header: t('field.method'),
      cell: (v) => t(`method.${v.getValue()}`, { defaultValue: v.getValue() }),
    }),
    c.accessor('ip', { header: t('field.ip'), cell: (v) => <Mono>{v.getValue()}</Mono> }),
    c.accessor('deviceNumber', {
      header: t('field.device'),
      cell: (v) => <Mono>{v.getValue()}</Mono>,
    }),
    c.accessor('live', {
      header: t('field.status'),
      cell: (v) =>
        v.getValue() ? (
          <Badge tone="good">{t('session.live')}</Badge>
        ) : (
          <span>
            <Badge>{v.row.original.revokedAt ? t('session.ended') : t('session.expired')}</Badge>{' '}
            <span className="pl-muted">{v.row.original.revokedReason ?? ''}</span>
          </span>
        ),
    }),
  ];
}

function referralColumns(t: T): Columns<z.output<typeof ZAdminPlayerInvitee>> {
  const c = createColumnHelper<z.output<typeof ZAdminPlayerInvitee>>();
  return [
    c.accessor('registeredAt', {
      id: 'registeredAt',
      header: t('field.registered'),
      enableSorting: true,
      cell: (v) => when(v.getValue()),
    }),
    c.accessor('id', {
      header: t('field.invitee'),
      cell: (v) => (
        <Link to={`/players/${v.getValue()}`} onClick={(e) => e.stopPropagation()}>
          {v.row.original.nickname} <Mono>{v.getValue()}</Mono>
        </Link>
      ),
    }),
    c.accessor('review', {
      header: t('field.review'),
      cell: (v) => <StatusBadge status={v.getValue()} />,
    }),
    c.accessor('validDay', {
      header: t('field.validDay'),
      cell: (v) => (v.getValue() ? formatDate(v.getValue()) : '—'),
    }),
    c.accessor('pairNo', { header: t('field.pair'), cell: (v) => v.getValue() ?? '—' }),
  ];
}

function noteColumns(t: T): Columns<z.output<typeof ZAdminPlayerNote>> {
  const c = createColumnHelper<z.output<typeof ZAdminPlayerNote>>();
  return [
    c.accessor('createdAt', {
      id: 'createdAt',
      header: t('field.time'),
      enableSorting: true,
      cell: (v) => when(v.getValue()),
      size: 180,
    }),
    c.accessor('author', { header: t('field.author') }),
    c.accessor('kind', {
      header: t('field.kind'),
      cell: (v) => (
        <Badge
          tone={
            v.getValue() === 'disabled' ? 'bad' : v.getValue() === 'enabled' ? 'good' : 'neutral'
          }
        >
          {t(`noteKind.${v.getValue()}`)}
        </Badge>
      ),
    }),
    c.accessor('body', {
      header: t('field.note'),
      cell: (v) => (
        <span className="pl-reason" style={{ maxWidth: 560, whiteSpace: 'pre-wrap' }}>
          {v.getValue()}
        </span>
      ),
    }),
  ];
}

type Make<R> = (t: T) => Columns<R>;

/** One tab's table: its columns made once per language, the player's rows from the server. */
function TabTable<R>({
  endpoint,
  make,
  filters,
  toolbar,
  sortId = 'createdAt',
  empty,
}: {
  endpoint: AdminEndpoint;
  make: Make<R>;
  filters: Record<string, unknown>;
  toolbar?: ReactNode;
  sortId?: string;
  empty: string;
}) {
  const { t } = useTranslation('players');
  const columns = useMemo(() => make(t), [make, t]);
  return (
    <DataTable
      // The endpoint and its columns are chosen together (PlayerTab): the row types agree.
      endpoint={endpoint as typeof adminPlayerNotes}
      columns={columns as unknown as Columns<z.output<typeof ZAdminPlayerNote>>}
      filters={filters}
      initialSort={{ id: sortId, desc: true }}
      rowKey={(row) => row.id}
      empty={empty}
      toolbar={toolbar}
    />
  );
}

const adjustmentsOfPlayer = (t: T) => adjustmentColumns(t, { showPlayer: false });

/** The open tab of the player page: one server-side table of the player's rows. */
export function PlayerTab({ tab, playerId }: { tab: PlayerTabKey; playerId: string }) {
  const { t } = useTranslation('players');
  const [direction, setDirection] = useState<'all' | 'in' | 'out'>('all');
  const common = { key: tab, filters: { playerId }, empty: t(`empty.${tab}`) };
  switch (tab) {
    case 'ledger':
      return (
        <TabTable
          {...common}
          endpoint={adminPlayerLedger}
          make={ledgerColumns}
          filters={{ playerId, direction }}
          toolbar={
            <label className="form-field">
              <span className="form-label">{t('field.direction')}</span>
              <select
                value={direction}
                onChange={(e) => setDirection(e.target.value as typeof direction)}
              >
                {(['all', 'in', 'out'] as const).map((d) => (
                  <option key={d} value={d}>
                    {t(`direction.${d}`)}
                  </option>
                ))}
              </select>
            </label>
          }
        />
      );
    case 'deposits':
      return <TabTable {...common} endpoint={adminPlayerDeposits} make={depositColumns} />;
    case 'withdrawals':
      return <TabTable {...common} endpoint={adminPlayerWithdrawals} make={withdrawalColumns} />;
    case 'bets':
      return <TabTable {...common} endpoint={adminPlayerBets} make={betColumns} />;
    case 'rewards':
      return <TabTable {...common} endpoint={adminPlayerRewards} make={rewardColumns} />;
    case 'sessions':
      return <TabTable {...common} endpoint={adminPlayerSessions} make={sessionColumns} />;
    case 'referrals':
      return (
        <TabTable
          {...common}
          endpoint={adminPlayerReferrals}
          make={referralColumns}
          sortId="registeredAt"
        />
      );
    case 'notes':
      return <TabTable {...common} endpoint={adminPlayerNotes} make={noteColumns} />;
    case 'adjustments':
      return <TabTable {...common} endpoint={adminAdjustmentList} make={adjustmentsOfPlayer} />;
    case 'protection':
      return <PlayerProtection playerId={playerId} />;
  }
}
