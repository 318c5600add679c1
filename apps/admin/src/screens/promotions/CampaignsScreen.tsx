import { CAMPAIGN_KINDS, UI_LANGUAGES, type CampaignKind } from '@khel/contract/constants';
import {
  adminCampaignCreate,
  adminCampaignList,
  adminCampaignSetEnabled,
  adminCampaignUpdate,
  adminPromotionCosts,
  ZCampaignInput,
  type TAdminCampaign,
  type TCampaignInput,
} from '@khel/contract/admin-promotions';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { DataTable } from '../../ui/DataTable';
import { Dialog, DialogFooter } from '../../ui/Dialog';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatDateTime, formatNumber, formatRupees } from '../../ui/format';
import { Badge, Button, Card, Empty, Loaded, Page, Tabs } from '../../ui/layout';
import { toast } from '../../ui/toast';
import {
  CostCell,
  CostStats,
  fromLocalInput,
  numberOrNull,
  numberOrUndefined,
  toLocalInput,
} from './shared';

const column = createColumnHelper<TAdminCampaign>();

/** The numeric parameters each kind asks for (the contract's CAMPAIGN_PARAMS), in form order. */
const NUMBER_PARAMS: Record<CampaignKind, readonly string[]> = {
  first_deposit: ['percent', 'capRupees'],
  deposit_gift: ['percent'],
  signup_bonus: ['amountRupees'],
  deposit_cashback: ['percent', 'minDepositRupees', 'dailyCapRupees'],
  popup: [],
  link: [],
};
const HAS_LINK: Record<CampaignKind, boolean> = {
  first_deposit: false,
  deposit_gift: false,
  signup_bonus: false,
  deposit_cashback: false,
  popup: true,
  link: true,
};

type Status = 'running' | 'scheduled' | 'ended' | 'off';
function statusOf(c: TAdminCampaign, now = Date.now()): Status {
  if (!c.enabled) return 'off';
  if (c.running) return 'running';
  if (c.startsAt && Date.parse(c.startsAt) > now) return 'scheduled';
  return 'ended';
}
const STATUS_TONE = {
  running: 'good',
  scheduled: 'info',
  ended: 'neutral',
  off: 'neutral',
} as const;

/** The campaign's figures in one line: 100 % up to Rs 2,000, Rs 28, a link… */
function useFigures() {
  const { t } = useTranslation('promotions');
  return (c: TAdminCampaign) => {
    const p = c.params as Record<string, number | string | null>;
    const parts: string[] = [];
    if (typeof p.percent === 'number') parts.push(`${formatNumber(p.percent)} %`);
    if (typeof p.capRupees === 'number')
      parts.push(t('campaigns.upTo', { amount: formatRupees(p.capRupees) }));
    if (typeof p.amountRupees === 'number') parts.push(formatRupees(p.amountRupees));
    if (typeof p.minDepositRupees === 'number')
      parts.push(t('campaigns.from', { amount: formatRupees(p.minDepositRupees) }));
    if (typeof p.dailyCapRupees === 'number')
      parts.push(t('campaigns.perDay', { amount: formatRupees(p.dailyCapRupees) }));
    const link = typeof p.link === 'string' ? p.link : null;
    return (
      <>
        {parts.length > 0 || !link ? <span>{parts.join(' · ') || '—'}</span> : null}
        {/* A path is one value: whole, on a line of its own. */}
        {link ? <code className="nowrap cell-block">{link}</code> : null}
      </>
    );
  };
}

export default function CampaignsScreen() {
  const { t } = useTranslation('promotions');
  const [kind, setKind] = useState<CampaignKind | ''>('');
  const [enabled, setEnabled] = useState<'' | 'on' | 'off'>('');
  const [editing, setEditing] = useState<TAdminCampaign | 'new' | null>(null);
  const figures = useFigures();
  const toggle = useAdminMutation(adminCampaignSetEnabled, {
    invalidates: [adminCampaignList, adminPromotionCosts],
    onSuccess: (c) =>
      toast.success(t(c.enabled ? 'campaigns.switchedOn' : 'campaigns.switchedOff')),
  });
  const columns = useMemo(
    () => [
      column.display({
        id: 'title',
        header: t('campaigns.campaign'),
        size: 190,
        cell: ({ row }) => (
          <div>
            <strong>{row.original.title.en}</strong>
            <div className="muted">
              {t(`kind.${row.original.kind}`)}
              {row.original.demo ? ` · ${t('campaigns.demo')}` : ''}
            </div>
          </div>
        ),
      }),
      column.display({
        id: 'status',
        header: t('campaigns.status'),
        size: 165,
        cell: ({ row }) => {
          const c = row.original;
          const status = statusOf(c);
          return (
            <div>
              <Badge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>
              <div className="muted">
                {c.startsAt ? formatDateTime(c.startsAt) : t('campaigns.always')}
                {' → '}
                {c.endsAt ? formatDateTime(c.endsAt) : t('campaigns.noEnd')}
              </div>
            </div>
          );
        },
      }),
      column.display({
        id: 'figures',
        header: t('campaigns.figures'),
        cell: ({ row }) => figures(row.original),
      }),
      column.accessor('sortOrder', {
        id: 'sortOrder',
        header: t('campaigns.order'),
        enableSorting: true,
        size: 75,
        cell: (c) => <span className="num">{c.getValue()}</span>,
      }),
      column.accessor('cost', {
        id: 'paid',
        header: t('cost.soFar'),
        enableSorting: true,
        size: 130,
        cell: (c) => <CostCell cost={c.getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: '',
        size: 120,
        cell: ({ row }) => (
          <Button
            variant="ghost"
            busy={toggle.isPending && toggle.variables?.id === row.original.id}
            onClick={(event) => {
              event.stopPropagation();
              toggle.mutate({ id: row.original.id, enabled: !row.original.enabled });
            }}
          >
            {t(row.original.enabled ? 'campaigns.switchOff' : 'campaigns.switchOn')}
          </Button>
        ),
      }),
    ],
    [t, figures, toggle],
  );
  return (
    <Page
      title={t('campaigns.title')}
      subtitle={t('campaigns.subtitle')}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('campaigns.new')}
        </Button>
      }
    >
      <CostSummary />
      <DataTable
        endpoint={adminCampaignList}
        columns={columns}
        filters={{
          ...(kind ? { kind } : {}),
          ...(enabled ? { enabled: enabled === 'on' } : {}),
        }}
        initialSort={{ id: 'sortOrder', desc: false }}
        rowKey={(row) => row.id}
        onRowClick={(row) => setEditing(row)}
        empty={t('campaigns.empty')}
        toolbar={
          <div className="form-grid" style={{ flex: 1 }}>
            <Field label={t('campaigns.kind')}>
              <select value={kind} onChange={(e) => setKind(e.target.value as CampaignKind | '')}>
                <option value="">{t('all')}</option>
                {CAMPAIGN_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('campaigns.status')}>
              <select
                value={enabled}
                onChange={(e) => setEnabled(e.target.value as '' | 'on' | 'off')}
              >
                <option value="">{t('all')}</option>
                <option value="on">{t('campaigns.switchedOnFilter')}</option>
                <option value="off">{t('status.off')}</option>
              </select>
            </Field>
          </div>
        }
      />
      {editing ? (
        <CampaignEditor
          campaign={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Page>
  );
}

/** Every promotion's cost so far (the rewards of each kind) and the total. */
function CostSummary() {
  const { t } = useTranslation('promotions');
  const query = useAdminQuery(adminPromotionCosts, {});
  return (
    <Card title={t('cost.allTitle')}>
      <Loaded query={query}>
        {({ list, total }) => (
          <div className="form">
            <CostStats cost={total} />
            {list.every((row) => row.paidCount === 0 && row.outstanding === 0) ? (
              <Empty>{t('cost.none')}</Empty>
            ) : (
              <div className="table-scroll">
                <table className="table" data-testid="cost-by-kind">
                  <thead>
                    <tr>
                      <th>{t('cost.source')}</th>
                      <th className="num">{t('cost.paid')}</th>
                      <th className="num">{t('cost.paidCount')}</th>
                      <th className="num">{t('cost.outstanding')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list
                      .filter((row) => row.paidCount > 0 || row.outstanding > 0)
                      .map((row) => (
                        <tr key={row.source}>
                          <td>{t(`source.${row.source}`)}</td>
                          <td className="num">{formatRupees(row.paid)}</td>
                          <td className="num">{formatNumber(row.paidCount)}</td>
                          <td className="num">{formatRupees(row.outstanding)}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        )}
      </Loaded>
    </Card>
  );
}

const inputOf = (c: TAdminCampaign | null): TCampaignInput =>
  c
    ? {
        kind: c.kind,
        title: c.title,
        rules: c.rules,
        bannerUrl: c.bannerUrl,
        startsAt: c.startsAt,
        endsAt: c.endsAt,
        enabled: c.enabled,
        params: c.params,
        wagerMultiple: c.wagerMultiple,
        sortOrder: c.sortOrder,
      }
    : {
        kind: 'deposit_cashback',
        title: { en: '' },
        rules: { en: '' },
        bannerUrl: null,
        startsAt: null,
        endsAt: null,
        enabled: false,
        params: {},
        wagerMultiple: null,
        sortOrder: 0,
      };

/** Texts left empty are not sent: a language without its own text reads English. */
const withoutEmpty = (texts: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined && v.trim() !== ''));

/** The campaign editor: one form on the contract's ZCampaignInput, texts per UI language. */
function CampaignEditor({
  campaign,
  onClose,
}: {
  campaign: TAdminCampaign | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('promotions');
  const [language, setLanguage] = useState<(typeof UI_LANGUAGES)[number]>('en');
  const form = useZodForm(ZCampaignInput, inputOf(campaign));
  const invalidates = [adminCampaignList, adminPromotionCosts];
  const done = () => {
    toast.success(t('common:action.saved'));
    onClose();
  };
  const create = useAdminMutation(adminCampaignCreate, {
    invalidates,
    quiet: true,
    onSuccess: done,
  });
  const update = useAdminMutation(adminCampaignUpdate, {
    invalidates,
    quiet: true,
    onSuccess: done,
  });
  const errors = form.formState.errors as Record<
    string,
    { message?: string } & Record<string, { message?: string }>
  >;
  const kind = form.watch('kind');
  const submit = form.handleSubmit((values) => {
    const body = {
      ...values,
      title: withoutEmpty(values.title),
      rules: withoutEmpty(values.rules),
    } as TCampaignInput;
    if (campaign) update.mutate({ id: campaign.id, campaign: body });
    else create.mutate(body);
  });
  const firstError = (field: 'title' | 'rules') =>
    errors[field]?.message
      ? errors[field]
      : UI_LANGUAGES.map((l) => errors[field]?.[l]).find(Boolean);
  return (
    <Dialog
      open
      wide
      title={campaign ? t('campaigns.edit', { title: campaign.title.en }) : t('campaigns.new')}
      onClose={onClose}
      footer={
        <DialogFooter
          onClose={onClose}
          busy={create.isPending || update.isPending}
          label={campaign ? t('common:action.save') : t('common:action.create')}
          onSubmit={() => void submit()}
        />
      }
    >
      <form className="form" onSubmit={(e) => e.preventDefault()} data-testid="campaign-editor">
        {campaign ? <CostStats cost={campaign.cost} /> : null}
        <div className="form-grid">
          <Field label={t('campaigns.kind')} hint={campaign ? t('campaigns.kindFixed') : undefined}>
            <select
              {...form.register('kind', { onChange: () => form.setValue('params', {}) })}
              disabled={campaign !== null}
            >
              {CAMPAIGN_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kind.${k}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t('campaigns.order')}
            error={errors.sortOrder}
            hint={t('campaigns.orderHint')}
          >
            <input
              type="number"
              step={1}
              {...form.register('sortOrder', { valueAsNumber: true })}
            />
          </Field>
          <Field
            label={t('campaigns.wagerMultiple')}
            error={errors.wagerMultiple}
            hint={t('campaigns.wagerMultipleHint')}
          >
            <input
              type="number"
              step="0.1"
              {...form.register('wagerMultiple', { setValueAs: numberOrNull })}
            />
          </Field>
          <label className="checkbox" style={{ alignSelf: 'end' }}>
            <input type="checkbox" {...form.register('enabled')} />
            {t('campaigns.enabled')}
          </label>
        </div>

        {NUMBER_PARAMS[kind].length > 0 || HAS_LINK[kind] ? (
          <div className="form-grid">
            {NUMBER_PARAMS[kind].map((param) => (
              <Field
                key={`${kind}.${param}`}
                label={t(`param.${param}`)}
                error={errors.params?.[param]}
              >
                <input
                  type="number"
                  step="0.01"
                  {...form.register(`params.${param}` as 'params', {
                    setValueAs: numberOrUndefined,
                  })}
                />
              </Field>
            ))}
            {HAS_LINK[kind] ? (
              <Field
                key={`${kind}.link`}
                label={t('param.link')}
                error={errors.params?.link}
                hint={t('param.linkHint')}
              >
                <input
                  placeholder="/pages/promo/RebatePromo/RebatePromo"
                  {...form.register('params.link' as 'params', {
                    setValueAs: (v: string) => (v === '' && kind === 'popup' ? null : v),
                  })}
                />
              </Field>
            ) : null}
          </div>
        ) : null}

        <div className="form-grid">
          <Field
            label={t('campaigns.startsAt')}
            error={errors.startsAt}
            hint={t('campaigns.timeHint')}
          >
            <input
              type="datetime-local"
              value={toLocalInput(form.watch('startsAt'))}
              onChange={(e) =>
                form.setValue('startsAt', fromLocalInput(e.target.value), { shouldValidate: true })
              }
            />
          </Field>
          <Field label={t('campaigns.endsAt')} error={errors.endsAt} hint={t('campaigns.timeHint')}>
            <input
              type="datetime-local"
              value={toLocalInput(form.watch('endsAt'))}
              onChange={(e) =>
                form.setValue('endsAt', fromLocalInput(e.target.value), { shouldValidate: true })
              }
            />
          </Field>
          <Field label={t('campaigns.bannerUrl')} error={errors.bannerUrl}>
            <input
              placeholder="https://…"
              {...form.register('bannerUrl', { setValueAs: (v: string) => (v ? v : null) })}
            />
          </Field>
        </div>

        <Tabs
          tabs={UI_LANGUAGES.map((l) => ({
            key: l,
            label: `${l}${l === 'en' ? ' *' : ''}${errors.title?.[l] || errors.rules?.[l] ? ' ⚠' : ''}`,
          }))}
          value={language}
          onChange={setLanguage}
        />
        {UI_LANGUAGES.map((l) => (
          <div key={l} className="form" hidden={l !== language}>
            <Field
              label={t('campaigns.titleIn', { language: l })}
              error={l === 'en' ? firstError('title') : errors.title?.[l]}
            >
              <input {...form.register(`title.${l}`)} maxLength={80} />
            </Field>
            <Field
              label={t('campaigns.rulesIn', { language: l })}
              error={l === 'en' ? firstError('rules') : errors.rules?.[l]}
              hint={t('campaigns.rulesHint')}
            >
              <textarea rows={5} {...form.register(`rules.${l}`)} />
            </Field>
          </div>
        ))}
        <FormError error={create.error ?? update.error} />
      </form>
    </Dialog>
  );
}
