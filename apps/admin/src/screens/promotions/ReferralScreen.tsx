import {
  adminPromotionCosts,
  adminReferralDecide,
  adminReferralGet,
  adminReferralInvitees,
  adminReferralSet,
  REVIEW_STATES,
  ZReferralSettings,
  type ReferralSettingsInput,
} from '@khel/contract/admin-promotions';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAdminMutation, useAdminQuery } from '../../api';
import { DataTable } from '../../ui/DataTable';
import { Dialog, DialogFooter } from '../../ui/Dialog';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatDateTime, formatNumber } from '../../ui/format';
import { Badge, Button, Card, Loaded, Page, Stat, Tabs } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { CostStats } from './shared';

type Invitee = z.output<typeof adminReferralInvitees.response>['list'][number];
type Review = (typeof REVIEW_STATES)[number];
const column = createColumnHelper<Invitee>();
const REVIEW_TONE = { held: 'warn', passed: 'good', rejected: 'bad', clear: 'neutral' } as const;

/** Referral: the rules, the invitees held for review, and what referral rewards have paid. */
export default function ReferralScreen() {
  const { t } = useTranslation('promotions');
  const query = useAdminQuery(adminReferralGet, {});
  return (
    <Page title={t('referral.title')} subtitle={t('referral.subtitle')}>
      <Loaded query={query}>
        {(view) => (
          <>
            <CostStats cost={view.cost} />
            <div className="stats">
              <Stat label={t('referral.held')} value={formatNumber(view.invitees.held)} />
              <Stat label={t('referral.valid')} value={formatNumber(view.invitees.valid)} />
              <Stat label={t('referral.total')} value={formatNumber(view.invitees.total)} />
            </div>
            <RulesForm settings={view.settings} />
          </>
        )}
      </Loaded>
      <Invitees />
    </Page>
  );
}

function RulesForm({ settings }: { settings: ReferralSettingsInput }) {
  const { t } = useTranslation('promotions');
  const form = useZodForm(ZReferralSettings, settings);
  const save = useAdminMutation(adminReferralSet, {
    invalidates: [adminReferralGet, adminPromotionCosts],
    quiet: true,
    onSuccess: (view) => {
      toast.success(t('common:action.saved'));
      form.reset(view.settings);
    },
  });
  const errors = form.formState.errors;
  const money = (name: 'minDeposit' | 'minValidBet' | 'rewardPerPair', hint?: string) => (
    <Field label={t(`referral.${name}`)} error={errors[name]} hint={hint}>
      <input type="number" step="0.01" {...form.register(name, { valueAsNumber: true })} />
    </Field>
  );
  return (
    <Card
      title={t('referral.rules')}
      actions={
        <Button
          variant="primary"
          busy={save.isPending}
          onClick={() => void form.handleSubmit((values) => save.mutate(values))()}
        >
          {t('common:action.save')}
        </Button>
      }
    >
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <div className="form-grid">
          {money('rewardPerPair', t('referral.rewardPerPairHint'))}
          {money('minDeposit')}
          {money('minValidBet')}
          <label className="checkbox" style={{ alignSelf: 'end' }}>
            <input type="checkbox" {...form.register('requirePhone')} />
            {t('referral.requirePhone')}
          </label>
        </div>
        <div className="form-grid">
          <Field
            label={t('referral.burstCount')}
            error={errors.burstCount}
            hint={t('referral.burstHint')}
          >
            <input
              type="number"
              step={1}
              {...form.register('burstCount', { valueAsNumber: true })}
            />
          </Field>
          <Field label={t('referral.burstWindowMinutes')} error={errors.burstWindowMinutes}>
            <input
              type="number"
              step={1}
              {...form.register('burstWindowMinutes', { valueAsNumber: true })}
            />
          </Field>
        </div>
        <FormError error={save.error} />
      </form>
    </Card>
  );
}

/** The invitees by review state; held ones are passed or rejected here, with a note. */
function Invitees() {
  const { t } = useTranslation('promotions');
  const [review, setReview] = useState<Review>('held');
  const [deciding, setDeciding] = useState<{
    invitee: Invitee;
    decision: 'pass' | 'reject';
  } | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('registeredAt', {
        id: 'registeredAt',
        header: t('referral.registeredAt'),
        enableSorting: true,
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('inviteeId', { header: t('referral.invitee') }),
      column.accessor('referrerId', { header: t('referral.referrer') }),
      column.display({
        id: 'origin',
        header: t('referral.origin'),
        cell: ({ row }) => (
          <div className="muted">
            {row.original.registerIp ?? '—'}
            <br />
            {row.original.deviceNumber ?? '—'}
          </div>
        ),
      }),
      column.accessor('holdReasons', {
        header: t('referral.reasons'),
        cell: (c) =>
          c.getValue().length === 0
            ? '—'
            : c.getValue().map((r) => (
                <Badge key={r} tone="warn">
                  {t(`holdReason.${r}`, { defaultValue: r })}
                </Badge>
              )),
      }),
      column.accessor('review', {
        header: t('referral.review'),
        cell: (c) => (
          <div>
            <Badge tone={REVIEW_TONE[c.getValue()]}>{t(`review.${c.getValue()}`)}</Badge>
            {c.row.original.note ? <div className="muted">{c.row.original.note}</div> : null}
          </div>
        ),
      }),
      column.display({
        id: 'decide',
        header: '',
        cell: ({ row }) =>
          row.original.review === 'held' ? (
            <div className="form-actions">
              <Button onClick={() => setDeciding({ invitee: row.original, decision: 'pass' })}>
                {t('referral.pass')}
              </Button>
              <Button
                variant="danger"
                onClick={() => setDeciding({ invitee: row.original, decision: 'reject' })}
              >
                {t('referral.reject')}
              </Button>
            </div>
          ) : null,
      }),
    ],
    [t],
  );
  return (
    <Card title={t('referral.invitees')}>
      <div className="form">
        <Tabs
          tabs={REVIEW_STATES.map((r) => ({ key: r, label: t(`review.${r}`) }))}
          value={review}
          onChange={setReview}
        />
        <DataTable
          endpoint={adminReferralInvitees}
          columns={columns}
          filters={{ review }}
          initialSort={{ id: 'registeredAt', desc: review !== 'held' }}
          rowKey={(row) => row.inviteeId}
          empty={t('referral.noInvitees')}
        />
      </div>
      {deciding ? <Decide {...deciding} onClose={() => setDeciding(null)} /> : null}
    </Card>
  );
}

function Decide({
  invitee,
  decision,
  onClose,
}: {
  invitee: Invitee;
  decision: 'pass' | 'reject';
  onClose: () => void;
}) {
  const { t } = useTranslation('promotions');
  const [note, setNote] = useState('');
  const decide = useAdminMutation(adminReferralDecide, {
    invalidates: [adminReferralInvitees, adminReferralGet],
    quiet: true,
    onSuccess: () => {
      toast.success(t(decision === 'pass' ? 'referral.passed' : 'referral.rejected'));
      onClose();
    },
  });
  return (
    <Dialog
      open
      title={t(decision === 'pass' ? 'referral.passTitle' : 'referral.rejectTitle', {
        id: invitee.inviteeId,
      })}
      onClose={onClose}
      footer={
        <DialogFooter
          onClose={onClose}
          busy={decide.isPending}
          danger={decision !== 'pass'}
          label={t(decision === 'pass' ? 'referral.pass' : 'referral.reject')}
          onSubmit={() =>
            decide.mutate({
              inviteeId: invitee.inviteeId,
              decision,
              ...(note.trim() ? { note } : {}),
            })
          }
        />
      }
    >
      <div className="form">
        <p>{t(decision === 'pass' ? 'referral.passText' : 'referral.rejectText')}</p>
        <Field label={t('referral.note')}>
          <input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <FormError error={decide.error} />
      </div>
    </Dialog>
  );
}
