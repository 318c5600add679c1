import type { TAdminDeposit } from '@khel/contract/admin-money';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../router';
import { formatRupees } from '../../ui/format';
import { Badge } from '../../ui/layout';
import { DepositStatusBadge, Ref, ShortTime } from './shared';

const column = createColumnHelper<TAdminDeposit>();

/**
 * The deposit tables' columns: the reference the player gave beside what was credited. The
 * reconciliation queue leaves out the status (all pending) and adds its own time and actions.
 */
export function useDepositColumns(options: { queue?: boolean } = {}) {
  const { t } = useTranslation('money');
  const queue = options.queue ?? false;
  return useMemo(
    () => [
      column.accessor('orderNo', {
        header: t('col.orderNo'),
        cell: (c) => (
          <Link to={`/deposits/order/${c.getValue()}`} onClick={(e) => e.stopPropagation()}>
            <Ref>{c.getValue()}</Ref>
          </Link>
        ),
      }),
      column.accessor('playerId', { header: t('col.player') }),
      column.display({
        id: 'kind',
        header: t('col.kind'),
        cell: ({ row }) => (
          <div className="money-stack">
            <span>{t(`kind.${row.original.selfService ? 'selfService' : row.original.kind}`)}</span>
            <span className="muted">{row.original.method}</span>
          </div>
        ),
      }),
      column.accessor('amount', {
        id: 'amount',
        header: t('col.amount'),
        enableSorting: true,
        cell: ({ row }) => (
          <div className="money-stack">
            <span className="num">{formatRupees(row.original.amount)}</span>
            {row.original.credited !== null ? (
              <span className="muted num">
                {t('col.creditedShort', { amount: formatRupees(row.original.credited) })}
              </span>
            ) : null}
          </div>
        ),
      }),
      column.display({
        id: 'reference',
        header: t('col.reference'),
        cell: ({ row }) => (
          <div className="money-stack">
            <Ref>{row.original.utr ?? row.original.txHash ?? row.original.bankRef}</Ref>
            {row.original.reviewReason ? (
              <span>
                <Badge tone="bad">{t('deposit.flagged')}</Badge>
              </span>
            ) : null}
          </div>
        ),
      }),
      ...(queue
        ? []
        : [
            column.accessor('status', {
              header: t('col.status'),
              cell: (c) => <DepositStatusBadge status={c.getValue()} />,
            }),
            column.accessor('createTime', {
              id: 'createTime',
              header: t('col.created'),
              enableSorting: true,
              cell: (c) => <ShortTime iso={c.getValue()} />,
            }),
          ]),
    ],
    [t, queue],
  );
}
