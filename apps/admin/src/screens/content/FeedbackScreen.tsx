import { adminFeedbackList, type TAdminFeedbackRow } from '@khel/contract/admin-content';
import { FEEDBACK_CATEGORIES, type FEEDBACK_STATUSES } from '@khel/contract/constants';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/form';
import { formatDateTime } from '../../ui/format';
import { Badge, Page, Tabs } from '../../ui/layout';
import './content.css';

const column = createColumnHelper<TAdminFeedbackRow>();
type StatusTab = (typeof FEEDBACK_STATUSES)[number] | 'all';

export function StatusBadge({ status }: { status: TAdminFeedbackRow['status'] }) {
  const { t } = useTranslation('content');
  return <Badge tone={status === 'open' ? 'warn' : 'good'}>{t(`feedback.status.${status}`)}</Badge>;
}

/** Players' feedback: the open ones first to answer, filtered by category or player. */
export default function FeedbackScreen() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusTab>('open');
  const [category, setCategory] = useState('');
  const [playerId, setPlayerId] = useState('');
  const player = /^[1-9]\d{0,18}$/.test(playerId.trim()) ? playerId.trim() : undefined;
  const columns = [
    column.accessor('createdAt', {
      header: t('feedback.sentAt'),
      enableSorting: true,
      size: 170,
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    column.accessor('playerId', { header: t('feedback.player'), size: 100 }),
    column.accessor('category', {
      header: t('feedback.category'),
      size: 120,
      cell: ({ getValue }) => t(`feedback.categories.${getValue()}`),
    }),
    column.accessor('content', {
      header: t('feedback.message'),
      size: 460,
      cell: ({ row }) => (
        <div>
          <span className="ct-clip">{row.original.content}</span>
          {row.original.screenshots > 0 ? (
            <span className="ct-lang">
              {t('feedback.screenshots', { count: row.original.screenshots })}
            </span>
          ) : null}
        </div>
      ),
    }),
    column.accessor('status', {
      header: t('field.status'),
      size: 110,
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    }),
    column.accessor('repliedAt', {
      header: t('feedback.repliedAt'),
      enableSorting: true,
      size: 170,
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
  ];
  return (
    <Page title={t('feedback.heading')} subtitle={t('feedback.subtitle')}>
      <DataTable
        endpoint={adminFeedbackList}
        columns={columns}
        filters={{
          ...(status === 'all' ? {} : { status }),
          ...(category ? { category: category as TAdminFeedbackRow['category'] } : {}),
          ...(player ? { playerId: player } : {}),
        }}
        initialSort={{ id: 'createdAt', desc: true }}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/support/feedback/${row.id}`)}
        empty={t('feedback.empty')}
        toolbar={
          <div className="ct-filters">
            <Tabs
              tabs={[
                { key: 'open', label: t('feedback.status.open') },
                { key: 'replied', label: t('feedback.status.replied') },
                { key: 'all', label: t('filter.all') },
              ]}
              value={status}
              onChange={setStatus}
            />
            <span style={{ flex: 1 }} />
            <Field label={t('feedback.category')}>
              <select value={category} onChange={(e) => setCategory(e.target.value)}>
                <option value="">{t('filter.all')}</option>
                {FEEDBACK_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`feedback.categories.${c}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('feedback.player')}>
              <input
                inputMode="numeric"
                placeholder={t('feedback.playerPlaceholder')}
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
