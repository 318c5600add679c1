import type { TAdminDeposit } from '@khel/contract/admin-money';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../router';
import { formatDateTime, formatRupees } from '../../ui/format';
import { DepositStatusBadge, Ref } from './shared';

const column = createColumnHelper<TAdminDeposit>();

/** The deposit tables' columns: the reference the player gave beside what the gateway said. */
export function useDepositColumns() {
  const { t } = useTranslation('money');
  return useMemo(
    () => [
      column.accessor('orderNo', {
        header: t('col.orderNo'),
        cell: (c) => (
          <Link to={`/deposits/order/${c.getValue()}`} onClick={(e) => e.stopPropagation()}>
            <Ref>{c.getValue()}</Ref>
          </Link>
        ),
        size: 190,
      }),
      column.accessor('playerId', { header: t('col.player'), size: 100 }),
      column.display({
        id: 'kind',
        header: t('col.kind'),
        cell: ({ row }) => (
          <div className="money-stack">
            <span>{t(`kind.${row.original.selfService ? 'selfService' : row.original.kind}`)}</span>
            <span className="muted">{row.original.method}</span>
          </div>
        ),
        size: 130,
      }),
      column.accessor('amount', {
        id: 'amount',
        header: t('col.amount'),
        enableSorting: true,
        cell: (c) => <span className="num">{formatRupees(c.getValue())}</span>,
        size: 130,
      }),
      column.accessor('credited', {
        header: t('col.credited'),
        cell: (c) => <span className="num">{formatRupees(c.getValue())}</span>,
        size: 130,
      }),
      column.display({
        id: 'reference',
        header: t('col.reference'),
        cell: ({ row }) => (
          <Ref>{row.original.utr ?? row.original.txHash ?? row.original.bankRef}</Ref>
        ),
      }),
      column.accessor('status', {
        header: t('col.status'),
        cell: ({ row }) => (
          <div className="money-stack">
            <DepositStatusBadge status={row.original.status} />
            {row.original.reviewReason ? (
              <span className="muted">{t('deposit.flagged')}</span>
            ) : null}
          </div>
        ),
        size: 120,
      }),
      column.accessor('createTime', {
        id: 'createTime',
        header: t('col.created'),
        enableSorting: true,
        cell: (c) => formatDateTime(c.getValue()),
        size: 170,
      }),
    ],
    [t],
  );
}
