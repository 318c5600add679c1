import { ADJUSTMENT_STATUSES, adminAdjustmentList } from '@khel/contract/admin-players';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api';
import { DataTable } from '../../ui/DataTable';
import { formatRupees } from '../../ui/format';
import { Page, Tabs } from '../../ui/layout';
import { adjustmentColumns } from './adjustment-columns';
import './players.css';

const FILTERS = [...ADJUSTMENT_STATUSES, 'all'] as const;
type Filter = (typeof FILTERS)[number];

/** Manual adjustments: the four-eyes queue (pending) first, then what was posted or rejected. */
export default function AdjustmentsScreen() {
  const { t } = useTranslation('players');
  const [status, setStatus] = useState<Filter>('pending');
  const columns = useMemo(() => adjustmentColumns(t, { showPlayer: true }), [t]);
  const pending = useAdminQuery(adminAdjustmentList, { status: 'pending', pageSize: 1 });
  const threshold = pending.data?.thresholdRupees;
  return (
    <Page
      title={t('queue.title')}
      subtitle={
        threshold === undefined
          ? t('queue.subtitleLoading')
          : t('queue.subtitle', { threshold: formatRupees(threshold) })
      }
    >
      <Tabs
        tabs={FILTERS.map((key) => ({
          key,
          label:
            key === 'pending' && pending.data
              ? `${t('queue.filter.pending')} (${pending.data.total})`
              : t(`queue.filter.${key}`),
        }))}
        value={status}
        onChange={setStatus}
      />
      <DataTable
        endpoint={adminAdjustmentList}
        columns={columns}
        filters={{ status }}
        initialSort={{ id: 'createdAt', desc: status !== 'pending' }}
        rowKey={(row) => row.id}
        empty={status === 'pending' ? t('queue.emptyPending') : t('empty.adjustments')}
        key={status}
      />
    </Page>
  );
}
