import { adminDepositList, DEPOSIT_KINDS, DEPOSIT_STATUSES } from '@khel/contract/admin-money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositKind, DepositStatus } from '@khel/contract/admin-money';
import { useNavigate } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { Page } from '../../ui/layout';
import { useDepositColumns } from './depositColumns';
import { filterInput, MoneyFilters, NO_FILTERS, type MoneyFilterValues } from './shared';
import './money.css';

/** Every deposit order: filters by status, kind, player, order number and days; sortable. */
export default function DepositsScreen() {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  const [filters, setFilters] = useState<MoneyFilterValues>(NO_FILTERS);
  const [status, setStatus] = useState<DepositStatus | ''>('');
  const [kind, setKind] = useState<DepositKind | ''>('');
  const columns = useDepositColumns();
  return (
    <Page title={t('deposits.title')} subtitle={t('deposits.subtitle')}>
      <DataTable
        endpoint={adminDepositList}
        columns={columns}
        filters={{
          ...filterInput(filters),
          ...(status ? { status } : {}),
          ...(kind ? { kind } : {}),
        }}
        initialSort={{ id: 'createTime', desc: true }}
        rowKey={(row) => row.orderNo}
        onRowClick={(row) => navigate(`/deposits/order/${row.orderNo}`)}
        empty={t('deposits.empty')}
        toolbar={
          <MoneyFilters value={filters} onChange={setFilters}>
            <label className="form-field">
              <span className="form-label">{t('col.status')}</span>
              <select
                value={status}
                onChange={(e) => setStatus(e.target.value as DepositStatus | '')}
              >
                <option value="">{t('filter.any')}</option>
                {DEPOSIT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`depositStatus.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="form-field">
              <span className="form-label">{t('col.kind')}</span>
              <select value={kind} onChange={(e) => setKind(e.target.value as DepositKind | '')}>
                <option value="">{t('filter.any')}</option>
                {DEPOSIT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </select>
            </label>
          </MoneyFilters>
        }
      />
    </Page>
  );
}
