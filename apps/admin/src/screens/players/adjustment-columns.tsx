import type { TAdminAdjustment } from '@khel/contract/admin-players';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Link } from '../../router';
import { formatRupees } from '../../ui/format';
import { Badge } from '../../ui/layout';
import { AdjustmentActions } from './AdjustmentActions';
import { Mono, Money, StatusBadge, When } from './parts';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The columns of an adjustments table: the queue, and a player's own tab. `t` is the players
 * namespace's, from useTranslation('players') in the screen.
 */
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
      cell: (v) => (
        <span className="pl-stack">
          <When iso={v.getValue()} />
          <span className="pl-muted">{t('adjust.by', { name: v.row.original.requestedBy })}</span>
        </span>
      ),
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
        <span className="pl-stack">
          <Money
            value={v.row.original.direction === 'credit' ? v.getValue() : -v.getValue()}
            signed
          />
          {v.row.original.wager > 0 ? (
            <span className="pl-num pl-muted">
              {t('adjust.withWager', { amount: formatRupees(v.row.original.wager) })}
            </span>
          ) : null}
        </span>
      ),
    }),
    c.accessor('reason', {
      header: t('field.reason'),
      cell: (v) => <span className="pl-reason">{v.getValue()}</span>,
    }),
    c.accessor('status', {
      header: t('field.status'),
      cell: (v) => (
        <span className="pl-nowrap">
          <StatusBadge status={v.getValue()} />
          {v.row.original.needsApproval ? (
            <>
              {' '}
              <Badge tone="info">{t('adjust.fourEyes')}</Badge>
            </>
          ) : null}
        </span>
      ),
    }),
    c.display({
      id: 'decision',
      header: t('field.decision'),
      cell: ({ row }) =>
        row.original.decidedAt ? (
          <span className="pl-stack">
            <span>
              {row.original.decidedBy ?? (row.original.needsApproval ? '—' : t('adjust.auto'))}
            </span>
            <When iso={row.original.decidedAt} />
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
