import { adminPlayerSearch, type TAdminPlayerRow } from '@khel/contract/admin-players';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { Button, Page } from '../../ui/layout';
import { Mono, Money, StatusBadge, When } from './parts';

const column = createColumnHelper<TAdminPlayerRow>();
const STATUSES = ['all', 'active', 'disabled'] as const;
type StatusFilter = (typeof STATUSES)[number];

/** Player search: by id, phone or nickname; sorted by sign-up, last seen or balance. */
export default function PlayersScreen() {
  const { t } = useTranslation('players');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [draft, setDraft] = useState(search.get('q') ?? '');
  const [query, setQuery] = useState(draft);
  const [status, setStatus] = useState<StatusFilter>('all');

  const columns = useMemo(
    () => [
      column.accessor('id', {
        header: t('field.id'),
        cell: (c) => <Mono>{c.getValue()}</Mono>,
        size: 110,
      }),
      column.accessor('nickname', {
        header: t('search.player'),
        cell: ({ row }) => (
          <span className="pl-stack">
            <span>
              {row.original.nickname}
              {row.original.isGuest ? (
                <span className="pl-muted"> · {t('search.guest')}</span>
              ) : null}
            </span>
            <span className="pl-muted">
              <span className="pl-mono">{row.original.phone ?? '—'}</span> · VIP{' '}
              {row.original.vipLevel}
            </span>
          </span>
        ),
      }),
      column.accessor('status', {
        header: t('field.status'),
        cell: (c) => <StatusBadge status={c.getValue()} />,
      }),
      column.accessor('balance', {
        id: 'balance',
        header: () => <span className="pl-num">{t('field.balance')}</span>,
        enableSorting: true,
        cell: (c) => <Money value={c.getValue()} />,
      }),
      column.accessor('wagerRemaining', {
        header: () => <span className="pl-num">{t('search.wager')}</span>,
        cell: (c) => <Money value={c.getValue()} />,
      }),
      column.accessor('createdAt', {
        id: 'createdAt',
        header: t('field.registered'),
        enableSorting: true,
        cell: (c) => <When iso={c.getValue()} />,
      }),
      column.accessor('lastSeenAt', {
        id: 'lastSeenAt',
        header: t('field.lastSeen'),
        enableSorting: true,
        cell: (c) => <When iso={c.getValue()} />,
      }),
    ],
    [t],
  );

  return (
    <Page title={t('search.title')} subtitle={t('search.subtitle')}>
      <DataTable
        endpoint={adminPlayerSearch}
        columns={columns}
        filters={{ query, status }}
        initialSort={{ id: 'createdAt', desc: true }}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/players/${row.id}`)}
        empty={query ? t('search.noMatch', { query }) : t('search.empty')}
        toolbar={
          <form
            className="pl-search"
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              setQuery(draft.trim());
            }}
          >
            <label className="form-field">
              <span className="form-label">{t('search.label')}</span>
              <input
                type="search"
                value={draft}
                maxLength={64}
                placeholder={t('search.placeholder')}
                onChange={(event) => setDraft(event.target.value)}
              />
            </label>
            <label className="form-field">
              <span className="form-label">{t('field.status')}</span>
              <select
                value={status}
                onChange={(event) => setStatus(event.target.value as StatusFilter)}
              >
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`search.status.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="primary" type="submit">
              {t('common:action.search')}
            </Button>
            {query ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setDraft('');
                  setQuery('');
                }}
              >
                {t('common:action.clear')}
              </Button>
            ) : null}
          </form>
        }
      />
    </Page>
  );
}
