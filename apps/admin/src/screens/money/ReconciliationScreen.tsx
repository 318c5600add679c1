import { adminDepositReconciliation, type TAdminDeposit } from '@khel/contract/admin-money';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { Page, Tabs } from '../../ui/layout';
import { DepositActions } from './actions';
import { useDepositColumns } from './depositColumns';
import { filterInput, MoneyFilters, NO_FILTERS, ShortTime, type MoneyFilterValues } from './shared';
import './money.css';

const column = createColumnHelper<TAdminDeposit>();
type Kind = 'all' | 'transfer' | 'crypto' | 'flagged';
const KINDS: readonly Kind[] = ['all', 'transfer', 'crypto', 'flagged'];

/**
 * The reconciliation queue: UTRs and crypto hashes players submitted that the gateway has not
 * confirmed, and orders a callback flagged, oldest first. Finance matches what the bank
 * statement or the chain shows (credited once) or rejects it with a reason.
 */
export default function ReconciliationScreen() {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  const [kind, setKind] = useState<Kind>('all');
  const [filters, setFilters] = useState<MoneyFilterValues>(NO_FILTERS);
  const base = useDepositColumns({ queue: true });
  const columns = useMemo(
    () => [
      ...base,
      column.accessor('referenceAt', {
        id: 'referenceAt',
        header: t('col.submitted'),
        enableSorting: true,
        cell: (c) => <ShortTime iso={c.getValue() ?? c.row.original.createTime} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('col.actions')}</span>,
        cell: ({ row }) => <DepositActions compact order={{ ...row.original, awaiting: true }} />,
      }),
    ],
    [t, base],
  );
  return (
    <Page title={t('reconciliation.title')} subtitle={t('reconciliation.subtitle')}>
      <Tabs
        tabs={KINDS.map((key) => ({ key, label: t(`reconciliation.tab.${key}`) }))}
        value={kind}
        onChange={setKind}
      />
      <DataTable
        endpoint={adminDepositReconciliation}
        columns={columns}
        filters={{ ...filterInput(filters), ...(kind === 'all' ? {} : { kind }) }}
        initialSort={{ id: 'referenceAt', desc: false }}
        rowKey={(row) => row.orderNo}
        onRowClick={(row) => navigate(`/deposits/order/${row.orderNo}`)}
        empty={t('reconciliation.empty')}
        toolbar={<MoneyFilters value={filters} onChange={setFilters} />}
      />
    </Page>
  );
}
