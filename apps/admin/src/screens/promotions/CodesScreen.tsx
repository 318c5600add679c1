import { PROMO_CODE_SCOPES, type PromoCodeScope } from '@khel/contract/constants';
import {
  adminCodeCreate,
  adminCodeList,
  adminCodeRedemptions,
  adminCodeSetEnabled,
  adminPromotionCosts,
  CODE_STATES,
  ZCreateCode,
  type TAdminCode,
} from '@khel/contract/admin-promotions';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAdminMutation } from '../../api';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog, Dialog, DialogFooter } from '../../ui/Dialog';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatDateTime, formatNumber, formatRupees } from '../../ui/format';
import { Badge, Button, Fields, Page } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { CostCell, CostStats, fromLocalInput, numberOrUndefined, toLocalInput } from './shared';

type CodeState = (typeof CODE_STATES)[number];
const STATE_TONE = {
  active: 'good',
  scheduled: 'info',
  ended: 'neutral',
  usedUp: 'warn',
  disabled: 'bad',
} as const;

const column = createColumnHelper<TAdminCode>();
type Redemption = z.output<typeof adminCodeRedemptions.response>['list'][number];
const redemptionColumn = createColumnHelper<Redemption>();

/** What a code pays, in one line. */
function useValue() {
  const { t } = useTranslation('promotions');
  return (c: TAdminCode) =>
    c.kind === 'amount'
      ? formatRupees(c.amount)
      : t('codes.percentOf', { percent: formatNumber(c.percent), cap: formatRupees(c.cap) });
}

export default function CodesScreen() {
  const { t } = useTranslation('promotions');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [state, setState] = useState<CodeState | ''>('');
  const [scope, setScope] = useState<PromoCodeScope | ''>('');
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<TAdminCode | null>(null);
  const value = useValue();
  const columns = useMemo(
    () => [
      column.accessor('code', {
        header: t('codes.code'),
        cell: (c) => (
          <div>
            <code className="code">{c.getValue()}</code>
            {c.row.original.note ? <div className="muted">{c.row.original.note}</div> : null}
          </div>
        ),
      }),
      column.accessor('scope', {
        header: t('codes.scope'),
        size: 110,
        cell: (c) => t(`scope.${c.getValue()}`),
      }),
      column.display({
        id: 'value',
        header: t('codes.value'),
        cell: ({ row }) => value(row.original),
      }),
      column.accessor('used', {
        id: 'used',
        header: t('codes.uses'),
        enableSorting: true,
        size: 110,
        cell: (c) => (
          <span className="num">
            {formatNumber(c.getValue())} / {formatNumber(c.row.original.totalUses)}
          </span>
        ),
      }),
      column.accessor('state', {
        header: t('codes.state'),
        size: 110,
        cell: (c) => (
          <Badge tone={STATE_TONE[c.getValue()]}>{t(`codeState.${c.getValue()}`)}</Badge>
        ),
      }),
      column.accessor('createdAt', {
        id: 'createdAt',
        header: t('codes.valid'),
        enableSorting: true,
        cell: (c) => (
          <div className="muted">
            {formatDateTime(c.row.original.startsAt)}
            <br />
            {c.row.original.endsAt
              ? t('campaigns.until', { at: formatDateTime(c.row.original.endsAt) })
              : t('campaigns.noEnd')}
          </div>
        ),
      }),
      column.accessor('cost', {
        id: 'paid',
        header: t('cost.soFar'),
        enableSorting: true,
        size: 150,
        cell: (c) => <CostCell cost={c.getValue()} />,
      }),
    ],
    [t, value],
  );
  return (
    <Page
      title={t('codes.title')}
      subtitle={t('codes.subtitle')}
      actions={
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('codes.new')}
        </Button>
      }
    >
      <DataTable
        endpoint={adminCodeList}
        columns={columns}
        filters={{
          ...(search ? { search } : {}),
          ...(state ? { state } : {}),
          ...(scope ? { scope } : {}),
        }}
        initialSort={{ id: 'createdAt', desc: true }}
        rowKey={(row) => row.id}
        onRowClick={(row) => setOpen(row)}
        empty={t('codes.empty')}
        toolbar={
          <form
            className="form-grid"
            style={{ flex: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              setSearch(draft.trim());
            }}
          >
            <Field label={t('codes.search')}>
              <input
                value={draft}
                placeholder="WELCOME"
                onChange={(e) => setDraft(e.target.value)}
                onBlur={() => setSearch(draft.trim())}
              />
            </Field>
            <Field label={t('codes.state')}>
              <select value={state} onChange={(e) => setState(e.target.value as CodeState | '')}>
                <option value="">{t('all')}</option>
                {CODE_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`codeState.${s}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('codes.scope')}>
              <select
                value={scope}
                onChange={(e) => setScope(e.target.value as PromoCodeScope | '')}
              >
                <option value="">{t('all')}</option>
                {PROMO_CODE_SCOPES.map((s) => (
                  <option key={s} value={s}>
                    {t(`scope.${s}`)}
                  </option>
                ))}
              </select>
            </Field>
          </form>
        }
      />
      {creating ? (
        <CreateCode
          onClose={() => setCreating(false)}
          onCreated={(code) => {
            setCreating(false);
            setOpen(code);
          }}
        />
      ) : null}
      {open ? <CodeDetail code={open} onClose={() => setOpen(null)} onChanged={setOpen} /> : null}
    </Page>
  );
}

/** A new code on the contract's ZCreateCode: the server's rules, checked before the call. */
function CreateCode({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (code: TAdminCode) => void;
}) {
  const { t } = useTranslation('promotions');
  const form = useZodForm(ZCreateCode, {
    scope: 'promo',
    kind: 'amount',
    minDeposit: 0,
    totalUses: 100,
  });
  const create = useAdminMutation(adminCodeCreate, {
    invalidates: [adminCodeList, adminPromotionCosts],
    quiet: true,
    onSuccess: (code) => {
      toast.success(t('codes.created', { code: code.code }));
      onCreated(code);
    },
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const submit = form.handleSubmit((values) => create.mutate(values));
  return (
    <Dialog
      open
      wide
      title={t('codes.new')}
      onClose={onClose}
      footer={
        <DialogFooter
          onClose={onClose}
          busy={create.isPending}
          label={t('common:action.create')}
          onSubmit={() => void submit()}
        />
      }
    >
      <form className="form" onSubmit={(e) => e.preventDefault()} data-testid="code-form">
        <div className="form-grid">
          <Field label={t('codes.code')} error={errors.code} hint={t('codes.codeHint')}>
            <input
              {...form.register('code', { setValueAs: (v: string) => (v.trim() ? v : undefined) })}
              placeholder={t('codes.generated')}
              autoComplete="off"
            />
          </Field>
          <Field label={t('codes.scope')} error={errors.scope}>
            <select {...form.register('scope')}>
              {PROMO_CODE_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {t(`scope.${s}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('codes.kind')} error={errors.kind}>
            <select
              {...form.register('kind', {
                onChange: () => {
                  form.setValue('amount', undefined);
                  form.setValue('percent', undefined);
                  form.setValue('cap', undefined);
                },
              })}
            >
              <option value="amount">{t('codes.kindAmount')}</option>
              <option value="deposit_percent">{t('codes.kindPercent')}</option>
            </select>
          </Field>
        </div>
        <div className="form-grid">
          {kind === 'amount' ? (
            <Field label={t('codes.amount')} error={errors.amount}>
              <input
                type="number"
                step="0.01"
                {...form.register('amount', { setValueAs: numberOrUndefined })}
              />
            </Field>
          ) : (
            <>
              <Field label={t('codes.percent')} error={errors.percent}>
                <input
                  type="number"
                  step="0.01"
                  {...form.register('percent', { setValueAs: numberOrUndefined })}
                />
              </Field>
              <Field label={t('codes.cap')} error={errors.cap}>
                <input
                  type="number"
                  step="0.01"
                  {...form.register('cap', { setValueAs: numberOrUndefined })}
                />
              </Field>
            </>
          )}
          <Field
            label={t('codes.minDeposit')}
            error={errors.minDeposit}
            hint={t(kind === 'amount' ? 'codes.minDepositTotal' : 'codes.minDepositOne')}
          >
            <input
              type="number"
              step="0.01"
              {...form.register('minDeposit', { setValueAs: (v) => numberOrUndefined(v) ?? 0 })}
            />
          </Field>
          <Field label={t('codes.totalUses')} error={errors.totalUses}>
            <input
              type="number"
              step={1}
              {...form.register('totalUses', { valueAsNumber: true })}
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
              {...form.register('wagerMultiple', { setValueAs: numberOrUndefined })}
            />
          </Field>
        </div>
        <div className="form-grid">
          <Field
            label={t('campaigns.startsAt')}
            error={errors.startsAt}
            hint={t('codes.startsHint')}
          >
            <input
              type="datetime-local"
              value={toLocalInput(form.watch('startsAt'))}
              onChange={(e) =>
                form.setValue('startsAt', fromLocalInput(e.target.value) ?? undefined, {
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            />
          </Field>
          <Field label={t('campaigns.endsAt')} error={errors.endsAt} hint={t('campaigns.timeHint')}>
            <input
              type="datetime-local"
              value={toLocalInput(form.watch('endsAt'))}
              onChange={(e) =>
                form.setValue('endsAt', fromLocalInput(e.target.value), {
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            />
          </Field>
          <Field label={t('codes.note')} error={errors.note}>
            <input
              {...form.register('note', { setValueAs: (v: string) => (v.trim() ? v : undefined) })}
              maxLength={200}
            />
          </Field>
        </div>
        <FormError error={create.error} />
      </form>
    </Dialog>
  );
}

/** A code: its terms, cost, redemptions; disable or enable it. */
function CodeDetail({
  code,
  onClose,
  onChanged,
}: {
  code: TAdminCode;
  onClose: () => void;
  onChanged: (code: TAdminCode) => void;
}) {
  const { t } = useTranslation('promotions');
  const [confirming, setConfirming] = useState(false);
  const value = useValue();
  const setEnabled = useAdminMutation(adminCodeSetEnabled, {
    invalidates: [adminCodeList],
    onSuccess: (changed) => {
      setConfirming(false);
      onChanged(changed);
      toast.success(
        t(changed.disabledAt ? 'codes.disabled' : 'codes.enabled', { code: changed.code }),
      );
    },
  });
  const columns = useMemo(
    () => [
      redemptionColumn.accessor('redeemedAt', {
        id: 'redeemedAt',
        header: t('codes.redeemedAt'),
        enableSorting: true,
        cell: (c) => formatDateTime(c.getValue()),
      }),
      redemptionColumn.accessor('playerId', { header: t('codes.player') }),
      redemptionColumn.accessor('status', {
        header: t('codes.state'),
        cell: (c) => t(`redemption.${c.getValue()}`),
      }),
      redemptionColumn.accessor('amount', {
        id: 'amount',
        header: t('codes.paid'),
        enableSorting: true,
        cell: (c) => <span className="num">{formatRupees(c.getValue())}</span>,
      }),
      redemptionColumn.accessor('depositOrderNo', {
        header: t('codes.deposit'),
        cell: (c) => c.getValue() ?? '—',
      }),
    ],
    [t],
  );
  const disabled = code.disabledAt !== null;
  return (
    <>
      <Dialog
        open
        wide
        title={t('codes.detail', { code: code.code })}
        onClose={onClose}
        footer={
          <>
            {disabled ? (
              <Button
                busy={setEnabled.isPending}
                onClick={() => setEnabled.mutate({ id: code.id, enabled: true })}
              >
                {t('codes.enable')}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('codes.disable')}
              </Button>
            )}
            <Button variant="primary" onClick={onClose}>
              {t('common:action.close')}
            </Button>
          </>
        }
      >
        <div className="form" data-testid="code-detail">
          <CostStats cost={code.cost} />
          <Fields
            rows={[
              [
                t('codes.code'),
                <code key="c" className="code">
                  {code.code}
                </code>,
              ],
              [
                t('codes.state'),
                <Badge key="s" tone={STATE_TONE[code.state]}>
                  {t(`codeState.${code.state}`)}
                </Badge>,
              ],
              [t('codes.value'), value(code)],
              [t('codes.uses'), `${formatNumber(code.used)} / ${formatNumber(code.totalUses)}`],
              [t('codes.minDeposit'), formatRupees(code.minDeposit)],
              [
                t('campaigns.wagerMultiple'),
                code.wagerMultiple === null
                  ? t('campaigns.operatorMultiple')
                  : `× ${formatNumber(code.wagerMultiple)}`,
              ],
              [
                t('codes.valid'),
                `${formatDateTime(code.startsAt)} → ${code.endsAt ? formatDateTime(code.endsAt) : t('campaigns.noEnd')}`,
              ],
              ...(code.disabledAt
                ? [[t('codes.disabledAt'), formatDateTime(code.disabledAt)] as [string, string]]
                : []),
            ]}
          />
          <h3>{t('codes.redemptions')}</h3>
          <DataTable
            endpoint={adminCodeRedemptions}
            columns={columns}
            filters={{ codeId: code.id }}
            initialSort={{ id: 'redeemedAt', desc: true }}
            rowKey={(row) => row.id}
            empty={t('codes.noRedemptions')}
            pageSize={25}
          />
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('codes.disableTitle', { code: code.code })}
        message={t('codes.disableText')}
        confirmLabel={t('codes.disable')}
        danger
        busy={setEnabled.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => setEnabled.mutate({ id: code.id, enabled: false })}
      />
    </>
  );
}
