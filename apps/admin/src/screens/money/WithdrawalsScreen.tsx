import {
  adminMoneyAlerts,
  adminWithdrawalList,
  type AdminWithdrawStatus,
  type TAdminWithdrawal,
} from '@khel/contract/admin-money';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api';
import { Link, useNavigate } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { formatRupees } from '../../ui/format';
import { Page, Tabs } from '../../ui/layout';
import { WithdrawalActions } from './actions';
import {
  filterInput,
  MoneyFilters,
  NO_FILTERS,
  Ref,
  ShortTime,
  WithdrawStatusBadge,
  type MoneyFilterValues,
} from './shared';
import './money.css';

const column = createColumnHelper<TAdminWithdrawal>();
type Tab = AdminWithdrawStatus | 'all';
const TABS: readonly Tab[] = [
  'review',
  'processing',
  'payout_failed',
  'success',
  'failed',
  'rejected',
  'all',
];

/**
 * Withdrawals: the review queue first (orders above the review threshold, approve or reject with
 * a reason), then every order by status, with filters; a row opens the order and its payout.
 */
export default function WithdrawalsScreen() {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('review');
  const [filters, setFilters] = useState<MoneyFilterValues>(NO_FILTERS);
  const alerts = useAdminQuery(adminMoneyAlerts, {}, { refetchInterval: 30_000 });
  const counts = alerts.data?.counts;

  const columns = useMemo(
    () => [
      column.accessor('orderNo', {
        header: t('col.orderNo'),
        cell: (c) => (
          <Link to={`/withdrawals/order/${c.getValue()}`} onClick={(e) => e.stopPropagation()}>
            <Ref>{c.getValue()}</Ref>
          </Link>
        ),
      }),
      column.accessor('playerId', { header: t('col.player') }),
      column.accessor('amount', {
        id: 'amount',
        header: t('col.amount'),
        enableSorting: true,
        cell: ({ row }) => (
          <div className="money-stack">
            <span className="num">{formatRupees(row.original.amount)}</span>
            <span className="muted num">
              {t('col.arrivalShort', { amount: formatRupees(row.original.arrivalAmount) })}
            </span>
          </div>
        ),
      }),
      column.display({
        id: 'account',
        header: t('col.account'),
        cell: ({ row }) => (
          <div className="money-stack">
            <span>{row.original.holderName}</span>
            <span className="muted">{row.original.bankAccount}</span>
          </div>
        ),
      }),
      // In one status's tab every row says the same: the column is only for "All".
      ...(tab === 'all'
        ? [
            column.accessor('status', {
              header: t('col.status'),
              cell: (c) => <WithdrawStatusBadge status={c.getValue()} />,
            }),
          ]
        : []),
      column.accessor('createTime', {
        id: 'createTime',
        header: t('col.created'),
        enableSorting: true,
        cell: (c) => <ShortTime iso={c.getValue()} />,
      }),
      ...(tab === 'review' || tab === 'payout_failed'
        ? [
            column.display({
              id: 'actions',
              header: () => <span className="visually-hidden">{t('col.actions')}</span>,
              cell: ({ row }) => <WithdrawalActions order={row.original} compact />,
            }),
          ]
        : [
            column.accessor('finishTime', {
              id: 'finishTime',
              header: t('col.finished'),
              enableSorting: true,
              cell: (c) => <ShortTime iso={c.getValue()} />,
            }),
          ]),
    ],
    [t, tab],
  );

  const tabLabel = (key: Tab) => {
    const count =
      key === 'review'
        ? counts?.withdrawalReview
        : key === 'payout_failed'
          ? counts?.payoutFailed
          : undefined;
    const label = key === 'all' ? t('tab.all') : t(`withdrawStatus.${key}`);
    return count ? (
      <>
        {label} <span className="money-count">{count}</span>
      </>
    ) : (
      label
    );
  };

  return (
    <Page title={t('withdrawals.title')} subtitle={t('withdrawals.subtitle')}>
      <Tabs
        tabs={TABS.map((key) => ({ key, label: tabLabel(key) }))}
        value={tab}
        onChange={setTab}
      />
      <DataTable
        endpoint={adminWithdrawalList}
        columns={columns}
        filters={{ ...filterInput(filters), ...(tab === 'all' ? {} : { status: tab }) }}
        // The queue is worked oldest first; history newest first.
        initialSort={{ id: 'createTime', desc: tab !== 'review' }}
        key={tab}
        rowKey={(row) => row.orderNo}
        onRowClick={(row) => navigate(`/withdrawals/order/${row.orderNo}`)}
        empty={tab === 'review' ? t('withdrawals.emptyQueue') : t('withdrawals.empty')}
        toolbar={<MoneyFilters value={filters} onChange={setFilters} />}
      />
    </Page>
  );
}
