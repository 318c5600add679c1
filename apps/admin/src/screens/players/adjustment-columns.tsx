import type { TAdminAdjustment } from '@khel/contract/admin-players';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Link } from '../../router';
import { formatDateTime } from '../../ui/format';
import { Badge } from '../../ui/layout';
import { AdjustmentActions } from './AdjustmentActions';
import { Mono, Money, StatusBadge } from './parts';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The columns of an adjustments table: the queue, and a player's own tab. */
export function adjustmentColumns(
  t: T,
  options: { showPlayer: boolean },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- cells of any value type
): ColumnDef<TAdminAdjustment, any>[] {
  const c = createColumnHelper<TAdminAdjustment>();
  return [
    c.accessor('createdAt', {
      id: 'createdAt',
      header: t('field.requested'),
      enableSorting: true,
      cell: (v) => <span className="pl-nowrap">{formatDateTime(v.getValue())}</span>,
    }),
    ...(options.showPlayer
      ? [
          c.accessor('playerId', {
            header: t('field.player'),
            cell: (v) => (
              <Link to={`/players/${v.getValue()}`}>
                {v.row.original.playerNickname} <Mono>{v.getValue()}</Mono>
              </Link>
            ),
          }),
        ]
      : []),
    c.accessor('amount', {
      id: 'amount',
      header: () => <span className="pl-num">{t('field.amount')}</span>,
      enableSorting: true,
      cell: (v) => (
        <Money
          value={v.row.original.direction === 'credit' ? v.getValue() : -v.getValue()}
          signed
        />
      ),
    }),
    c.accessor('wager', {
      header: () => <span className="pl-num">{t('field.wager')}</span>,
      cell: (v) => (v.getValue() > 0 ? <Money value={v.getValue()} /> : <span className="pl-num pl-muted">—</span>),
    }),
    c.accessor('reason', {
      header: t('field.reason'),
      cell: (v) => <span className="pl-reason">{v.getValue()}</span>,
    }),
    c.accessor('requestedBy', { header: t('field.requestedBy') }),
    c.accessor('status', {
      header: t('field.status'),
      cell: (v) => (
        <span className="pl-nowrap">
          <StatusBadge status={v.getValue()} />{' '}
          {v.row.original.needsApproval ? <Badge tone="info">{t('adjust.fourEyes')}</Badge> : null}
        </span>
      ),
    }),
    c.display({
      id: 'decision',
      header: t('field.decision'),
      cell: ({ row }) =>
        row.original.decidedAt ? (
          <span>
            {row.original.decidedBy ?? (row.original.needsApproval ? '—' : t('adjust.auto'))}
            <span className="pl-muted pl-nowrap"> · {formatDateTime(row.original.decidedAt)}</span>
            {row.original.decisionNote ? (
              <span className="pl-reason pl-muted">{row.original.decisionNote}</span>
            ) : null}
          </span>
        ) : (
          <AdjustmentActions adjustment={row.original} />
        ),
    }),
  ];
}
