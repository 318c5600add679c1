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

const shown = (value: unknown) =>
  value === undefined ? '∅' : typeof value === 'string' ? value : JSON.stringify(value);
const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * What a write changed, one line per field: `field: before → after` for an update, `field:
 * value` for what was created (no before) or removed (no after). Unchanged fields are left out.
 */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const b = record(before);
  const a = record(after);
  if (!b && !a) {
    if (before === null && after === null) return <>—</>;
    return <code>{`${shown(before ?? undefined)} → ${shown(after ?? undefined)}`}</code>;
  }
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  const lines = keys
    .filter((k) => JSON.stringify(b?.[k]) !== JSON.stringify(a?.[k]))
    .map((k) =>
      b && a ? `${k}: ${shown(b[k])} → ${shown(a[k])}` : `${k}: ${shown((a ?? b)![k])}`,
    );
  return <pre className="json">{lines.join('\n') || '—'}</pre>;
}

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
        cell: (c) => <span className="nowrap">{formatDateTime(c.getValue())}</span>,
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
      column.display({
        id: 'change',
        header: t('audit.change'),
        cell: ({ row }) => <Change before={row.original.before} after={row.original.after} />,
        size: 360,
      }),
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
