import {
  adminCategories,
  adminCategoryUpdate,
  adminGames,
  adminGameUpdate,
  type TAdminGame,
} from '@khel/contract/admin-settings';
import { GAME_TAGS } from '@khel/contract/constants';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { useNavigate } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { Badge, Button, Card, Empty, Loaded, Page, Tabs } from '../../ui/layout';
import { toast } from '../../ui/toast';
import './settings.css';

const column = createColumnHelper<TAdminGame>();

/** The catalogue (enable/disable, hot/new inline; the rest on a game's page) and categories. */
export default function GamesScreen() {
  const { t } = useTranslation('settings');
  const [tab, setTab] = useState<'games' | 'categories'>('games');
  return (
    <Page title={t('games.title')} subtitle={t('games.subtitle')}>
      <Tabs
        tabs={[
          { key: 'games', label: t('games.tab.games') },
          { key: 'categories', label: t('games.tab.categories') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'games' ? <Catalogue /> : <Categories />}
    </Page>
  );
}

function Catalogue() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const categories = useAdminQuery(adminCategories, {});
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState<'' | 'on' | 'off'>('');
  const update = useAdminMutation(adminGameUpdate, {
    invalidates: [adminGames],
    onSuccess: (game) => toast.success(t('games.savedToast', { name: game.name })),
  });
  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: t('games.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <div className="game-cell">
            <img src={row.original.imageUrl} alt="" loading="lazy" />
            <span>
              {row.original.name}
              <small>{row.original.gameCode}</small>
            </span>
          </div>
        ),
      }),
      column.accessor('provider', {
        id: 'provider',
        header: t('games.provider'),
        enableSorting: true,
      }),
      column.accessor('category', {
        id: 'category',
        header: t('games.category'),
        enableSorting: true,
        cell: (c) => t(`games.categoryName.${c.getValue()}`, { defaultValue: c.getValue() }),
      }),
      column.accessor('sortOrder', {
        id: 'sortOrder',
        header: t('games.sortOrder'),
        enableSorting: true,
        cell: (c) => <span className="num">{c.getValue()}</span>,
      }),
      column.display({
        id: 'tags',
        header: t('games.flags'),
        cell: ({ row }) => (
          <div className="inline-checks" onClick={(e) => e.stopPropagation()}>
            {GAME_TAGS.map((tag) => {
              const on = row.original.tags.includes(tag);
              return (
                <label key={tag} className="checkbox">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={update.isPending}
                    onChange={() =>
                      update.mutate({
                        id: row.original.id,
                        tags: on
                          ? row.original.tags.filter((x) => x !== tag)
                          : [...row.original.tags, tag],
                      })
                    }
                  />
                  {t(`games.tag.${tag}`)}
                </label>
              );
            })}
          </div>
        ),
      }),
      column.accessor('enabled', {
        id: 'enabled',
        header: t('games.status'),
        cell: (c) =>
          c.getValue() ? (
            <Badge tone="good">{t('status.enabled')}</Badge>
          ) : (
            <Badge tone="bad">{t('status.disabled')}</Badge>
          ),
      }),
      column.display({
        id: 'toggle',
        header: '',
        cell: ({ row }) => (
          <Button
            variant="ghost"
            disabled={update.isPending}
            onClick={(e) => {
              e.stopPropagation();
              update.mutate({ id: row.original.id, enabled: !row.original.enabled });
            }}
          >
            {row.original.enabled ? t('games.disable') : t('games.enable')}
          </Button>
        ),
      }),
    ],
    [t, update],
  );
  return (
    <DataTable
      endpoint={adminGames}
      columns={columns}
      initialSort={{ id: 'sortOrder', desc: false }}
      filters={{
        search: search.trim() || undefined,
        category: category || undefined,
        enabled: status === '' ? undefined : status === 'on',
      }}
      rowKey={(game) => game.id}
      onRowClick={(game) => navigate(`/settings/games/${game.id}`)}
      empty={t('games.empty')}
      toolbar={
        <>
          <label className="form-field">
            <span className="form-label">{t('common:action.search')}</span>
            <input
              type="search"
              value={search}
              placeholder={t('games.searchHint')}
              onChange={(e) => setSearch(e.target.value)}
            />
          </label>
          <label className="form-field">
            <span className="form-label">{t('games.category')}</span>
            <select value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">{t('games.all')}</option>
              {(categories.data?.list ?? []).map((c) => (
                <option key={c.code} value={c.code}>
                  {t(`games.categoryName.${c.code}`, { defaultValue: c.code })}
                </option>
              ))}
            </select>
          </label>
          <label className="form-field">
            <span className="form-label">{t('games.status')}</span>
            <select value={status} onChange={(e) => setStatus(e.target.value as '' | 'on' | 'off')}>
              <option value="">{t('games.all')}</option>
              <option value="on">{t('status.enabled')}</option>
              <option value="off">{t('status.disabled')}</option>
            </select>
          </label>
        </>
      }
    />
  );
}

function Categories() {
  const { t } = useTranslation('settings');
  const query = useAdminQuery(adminCategories, {});
  const [orders, setOrders] = useState<Record<string, string>>({});
  const update = useAdminMutation(adminCategoryUpdate, {
    invalidates: [adminCategories],
    onSuccess: (c) =>
      toast.success(
        t('games.categorySaved', {
          name: t(`games.categoryName.${c.code}`, { defaultValue: c.code }),
        }),
      ),
  });
  return (
    <Card>
      <p className="muted">{t('games.categoriesIntro')}</p>
      <Loaded query={query}>
        {({ list }) =>
          list.length === 0 ? (
            <Empty />
          ) : (
            <div className="table-scroll">
              <table className="table table-edit">
                <thead>
                  <tr>
                    <th>{t('games.category')}</th>
                    <th className="num">{t('games.count')}</th>
                    <th>{t('games.sortOrder')}</th>
                    <th>{t('games.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((c) => {
                    const draft = orders[c.code] ?? String(c.sortOrder);
                    const order = Number(draft);
                    const valid = /^\d{1,5}$/.test(draft) && order <= 10_000;
                    return (
                      <tr key={c.code}>
                        <td>
                          {t(`games.categoryName.${c.code}`, { defaultValue: c.code })}{' '}
                          <code className="muted">{c.code}</code>
                        </td>
                        <td className="num">{c.games}</td>
                        <td>
                          <div className="inline-checks">
                            <input
                              type="number"
                              min="0"
                              style={{ width: 90 }}
                              aria-label={t('games.sortOrder')}
                              value={draft}
                              onChange={(e) => setOrders({ ...orders, [c.code]: e.target.value })}
                            />
                            <Button
                              disabled={!valid || order === c.sortOrder}
                              busy={update.isPending}
                              onClick={() => update.mutate({ code: c.code, sortOrder: order })}
                            >
                              {t('common:action.save')}
                            </Button>
                          </div>
                        </td>
                        <td>
                          <div className="inline-checks">
                            {c.enabled ? (
                              <Badge tone="good">{t('status.enabled')}</Badge>
                            ) : (
                              <Badge tone="bad">{t('status.disabled')}</Badge>
                            )}
                            <Button
                              variant="ghost"
                              busy={update.isPending}
                              onClick={() => update.mutate({ code: c.code, enabled: !c.enabled })}
                            >
                              {c.enabled ? t('games.disable') : t('games.enable')}
                            </Button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </Card>
  );
}
