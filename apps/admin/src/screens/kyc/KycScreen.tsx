import { adminKycList, type TAdminKycRow } from '@khel/contract/admin-kyc';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/form';
import { formatDateTime } from '../../ui/format';
import { Page, Tabs } from '../../ui/layout';
import { KycStatusBadge } from './StatusBadge';
import './kyc.css';

const column = createColumnHelper<TAdminKycRow>();
type StatusTab = TAdminKycRow['status'] | 'all';

/** The review queue: pending submissions oldest first, or any status, or one player's. */
export default function KycScreen() {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusTab>('pending');
  const [playerId, setPlayerId] = useState('');
  const player = /^[1-9]\d{0,18}$/.test(playerId.trim()) ? playerId.trim() : undefined;
  const columns = [
    column.accessor('submittedAt', {
      header: t('submittedAt'),
      enableSorting: true,
      size: 170,
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    column.accessor('playerId', {
      header: t('player'),
      size: 180,
      cell: ({ row }) => `${row.original.playerId} · ${row.original.nickname}`,
    }),
    column.accessor('documentType', {
      header: t('document'),
      size: 150,
      cell: ({ getValue }) => t(`documents.${getValue()}`),
    }),
    column.accessor('status', {
      header: t('statusLabel'),
      size: 120,
      cell: ({ getValue }) => <KycStatusBadge status={getValue()} />,
    }),
    column.accessor('reasons', {
      header: t('reasonsLabel'),
      size: 320,
      cell: ({ getValue }) =>
        getValue()
          .map((r) => t(`reasons.${r}`))
          .join(', ') || '—',
    }),
    column.accessor('decidedAt', {
      header: t('decidedAt'),
      enableSorting: true,
      size: 170,
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
  ];
  return (
    <Page title={t('heading')} subtitle={t('subtitle')}>
      <DataTable
        endpoint={adminKycList}
        columns={columns}
        filters={{
          ...(status === 'all' ? {} : { status }),
          ...(player ? { playerId: player } : {}),
        }}
        initialSort={{ id: 'submittedAt', desc: status !== 'pending' }}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/kyc/${row.id}`)}
        empty={t('empty')}
        toolbar={
          <div className="kyc-filters">
            <Tabs
              tabs={[
                { key: 'pending', label: t('status.pending') },
                { key: 'verified', label: t('status.verified') },
                { key: 'rejected', label: t('status.rejected') },
                { key: 'all', label: t('all') },
              ]}
              value={status}
              onChange={setStatus}
            />
            <span style={{ flex: 1 }} />
            <Field label={t('player')}>
              <input
                inputMode="numeric"
                placeholder={t('playerPlaceholder')}
                value={playerId}
                onChange={(e) => setPlayerId(e.target.value)}
              />
            </Field>
          </div>
        }
      />
    </Page>
  );
}
