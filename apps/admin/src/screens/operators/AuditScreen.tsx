import { adminAuditList, type ZAuditEntry } from '@khel/contract/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/format';
import { Button, Page } from '../../ui/layout';

type Entry = z.output<typeof ZAuditEntry>;
const column = createColumnHelper<Entry>();

const json = (value: unknown) =>
  value === null || value === undefined ? (
    '—'
  ) : (
    <pre className="json">{JSON.stringify(value, null, 1)}</pre>
  );

/** The audit log: every admin write, who, when, what, before and after; searchable. */
export default function AuditScreen() {
  const { t } = useTranslation('operators');
  const [draft, setDraft] = useState({ action: '', targetType: '', targetId: '' });
  const [filters, setFilters] = useState(draft);
  const columns = useMemo(
    () => [
      column.accessor('at', {
        id: 'at',
        header: t('audit.at'),
        enableSorting: true,
        cell: (c) => formatDateTime(c.getValue()),
        size: 170,
      }),
      column.display({
        id: 'who',
        header: t('audit.who'),
        cell: ({ row }) =>
          row.original.operator ??
          (row.original.apiKey
            ? t('audit.apiKey', { name: row.original.apiKey })
            : t('audit.system')),
      }),
      column.accessor('action', {
        header: t('audit.action'),
        cell: (c) => <code>{c.getValue()}</code>,
      }),
      column.display({
        id: 'target',
        header: t('audit.target'),
        cell: ({ row }) =>
          `${row.original.targetType}${row.original.targetId ? ` #${row.original.targetId}` : ''}`,
      }),
      column.accessor('before', { header: t('audit.before'), cell: (c) => json(c.getValue()) }),
      column.accessor('after', { header: t('audit.after'), cell: (c) => json(c.getValue()) }),
      column.accessor('ip', { header: t('audit.ip'), cell: (c) => c.getValue() ?? '—' }),
    ],
    [t],
  );
  const active = Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== ''));
  return (
    <Page title={t('audit.title')} subtitle={t('audit.subtitle')}>
      <DataTable
        endpoint={adminAuditList}
        columns={columns}
        filters={active}
        initialSort={{ id: 'at', desc: true }}
        rowKey={(row) => row.id}
        empty={t('audit.empty')}
        toolbar={
          <form
            className="form-grid"
            style={{ flex: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              setFilters(draft);
            }}
          >
            <label className="form-field">
              <span className="form-label">{t('audit.action')}</span>
              <input
                value={draft.action}
                placeholder="withdrawal."
                onChange={(e) => setDraft({ ...draft, action: e.target.value })}
              />
            </label>
            <label className="form-field">
              <span className="form-label">{t('audit.targetType')}</span>
              <input
                value={draft.targetType}
                placeholder="player"
                onChange={(e) => setDraft({ ...draft, targetType: e.target.value })}
              />
            </label>
            <label className="form-field">
              <span className="form-label">{t('audit.targetId')}</span>
              <input
                value={draft.targetId}
                onChange={(e) => setDraft({ ...draft, targetId: e.target.value })}
              />
            </label>
            <div className="form-actions" style={{ alignItems: 'flex-end' }}>
              <Button
                variant="ghost"
                onClick={() => {
                  const none = { action: '', targetType: '', targetId: '' };
                  setDraft(none);
                  setFilters(none);
                }}
              >
                {t('common:action.clear')}
              </Button>
              <Button type="submit" variant="primary">
                {t('common:action.search')}
              </Button>
            </div>
          </form>
        }
      />
    </Page>
  );
}
