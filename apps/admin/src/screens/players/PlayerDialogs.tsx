import {
  adminAdjustmentCreate,
  adminAdjustmentList,
  adminPlayerAddNote,
  adminPlayerGet,
  adminPlayerLedger,
  adminPlayerNotes,
  adminPlayerSearch,
  adminPlayerSessions,
  adminPlayerSetStatus,
  type TAdminPlayer,
} from '@khel/contract/admin-players';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { Dialog, DialogFooter } from '../../ui/Dialog';
import { Field, FieldSet, FormError, useZodForm } from '../../ui/form';
import { formatRupees } from '../../ui/format';
import { toast } from '../../ui/toast';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** An operator's note on the player: kept for good, with its author. */
export function NoteDialog({ open, onClose, playerId }: DialogProps & { playerId: string }) {
  const { t } = useTranslation('players');
  const form = useZodForm(adminPlayerAddNote.request, { playerId, body: '' });
  const add = useAdminMutation(adminPlayerAddNote, {
    invalidates: [adminPlayerNotes],
    quiet: true,
    onSuccess: () => {
      toast.success(t('note.added'));
      form.reset({ playerId, body: '' });
      onClose();
    },
  });
  const submit = () => void form.handleSubmit((values) => add.mutate(values))();
  return (
    <Dialog
      open={open}
      title={t('note.title')}
      onClose={onClose}
      footer={
        <DialogFooter
          onClose={onClose}
          onSubmit={submit}
          busy={add.isPending}
          label={t('note.save')}
        />
      }
    >
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('field.note')} error={form.formState.errors.body} hint={t('note.hint')}>
          <textarea rows={5} maxLength={2000} {...form.register('body')} />
        </Field>
        <FormError error={add.error} />
      </form>
    </Dialog>
  );
}

/** Disable (sessions end, no sign-in, no play) or enable again, with the reason. */
export function StatusDialog({ open, onClose, player }: DialogProps & { player: TAdminPlayer }) {
  const { t } = useTranslation('players');
  const status = player.status === 'active' ? 'disabled' : 'active';
  const form = useZodForm(adminPlayerSetStatus.request, {
    playerId: player.id,
    status,
    reason: '',
  });
  useEffect(
    () => form.reset({ playerId: player.id, status, reason: '' }),
    [form, player.id, status],
  );
  const change = useAdminMutation(adminPlayerSetStatus, {
    invalidates: [adminPlayerGet, adminPlayerNotes, adminPlayerSessions, adminPlayerSearch],
    quiet: true,
    onSuccess: () => {
      toast.success(status === 'disabled' ? t('status.disabledToast') : t('status.enabledToast'));
      onClose();
    },
  });
  const submit = () => void form.handleSubmit((values) => change.mutate(values))();
  const disabling = status === 'disabled';
  return (
    <Dialog
      open={open}
      title={
        disabling
          ? t('status.disableTitle', { name: player.nickname })
          : t('status.enableTitle', { name: player.nickname })
      }
      onClose={onClose}
      footer={
        <DialogFooter
          onClose={onClose}
          onSubmit={submit}
          busy={change.isPending}
          danger={disabling}
          label={disabling ? t('action.disable') : t('action.enable')}
        />
      }
    >
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <p style={{ margin: 0 }}>{disabling ? t('status.disableText') : t('status.enableText')}</p>
        <Field
          label={t('field.reason')}
          error={form.formState.errors.reason}
          hint={t('status.reasonHint')}
        >
          <textarea rows={3} maxLength={500} {...form.register('reason')} />
        </Field>
        <FormError error={change.error} />
      </form>
    </Dialog>
  );
}

/**
 * A manual credit or debit through the ledger, with a reason. Above the threshold it waits
 * for a second operator; the dialog says which before it is sent.
 */
export function AdjustmentDialog({
  open,
  onClose,
  player,
}: DialogProps & { player: TAdminPlayer }) {
  const { t } = useTranslation('players');
  const defaults = {
    playerId: player.id,
    direction: 'credit' as const,
    amount: undefined as unknown as number,
    wagerMultiple: 0,
    reason: '',
  };
  const form = useZodForm(adminAdjustmentCreate.request, defaults);
  const queue = useAdminQuery(
    adminAdjustmentList,
    { status: 'pending', pageSize: 1 },
    { enabled: open },
  );
  const threshold = queue.data?.thresholdRupees;
  const create = useAdminMutation(adminAdjustmentCreate, {
    invalidates: [adminAdjustmentList, adminPlayerGet, adminPlayerLedger, adminPlayerSearch],
    quiet: true,
    onSuccess: (adjustment) => {
      toast.success(
        adjustment.status === 'pending' ? t('adjust.pendingToast') : t('adjust.postedToast'),
      );
      form.reset(defaults);
      onClose();
    },
  });
  const direction = form.watch('direction');
  const amount = Number(form.watch('amount'));
  const multiple = Number(form.watch('wagerMultiple')) || 0;
  const valid = Number.isFinite(amount) && amount > 0;
  const after = valid ? player.balance + (direction === 'credit' ? amount : -amount) : null;
  const needsApproval = valid && threshold !== undefined && amount > threshold;
  const errors = form.formState.errors;
  const submit = () => void form.handleSubmit((values) => create.mutate(values))();
  return (
    <Dialog
      open={open}
      title={t('adjust.title', { name: player.nickname })}
      onClose={onClose}
      footer={
        <DialogFooter
          onClose={onClose}
          onSubmit={submit}
          busy={create.isPending}
          label={needsApproval ? t('adjust.submitForApproval') : t('adjust.submit')}
        />
      }
    >
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <FieldSet legend={t('field.direction')} error={errors.direction}>
          <div className="pl-direction">
            <label>
              <input type="radio" value="credit" {...form.register('direction')} />
              {t('adjust.credit')}
            </label>
            <label>
              <input type="radio" value="debit" {...form.register('direction')} />
              {t('adjust.debit')}
            </label>
          </div>
        </FieldSet>
        <Field label={t('adjust.amount')} error={errors.amount}>
          <input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            {...form.register('amount', { valueAsNumber: true })}
          />
        </Field>
        {direction === 'credit' ? (
          <Field
            label={t('adjust.wagerMultiple')}
            error={errors.wagerMultiple}
            hint={t('adjust.wagerHint')}
          >
            <input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              {...form.register('wagerMultiple', { valueAsNumber: true })}
            />
          </Field>
        ) : null}
        <Field label={t('field.reason')} error={errors.reason} hint={t('adjust.reasonHint')}>
          <textarea rows={3} maxLength={500} {...form.register('reason')} />
        </Field>
        <div className="pl-preview" aria-live="polite">
          <div>
            <span className="pl-muted">{t('adjust.balanceNow')}</span>
            <strong>{formatRupees(player.balance)}</strong>
          </div>
          <div>
            <span className="pl-muted">{t('adjust.balanceAfter')}</span>
            <strong className={after !== null && after < 0 ? 'pl-out' : undefined}>
              {after === null ? '—' : formatRupees(after)}
            </strong>
          </div>
          {direction === 'credit' && valid && multiple > 0 ? (
            <div>
              <span className="pl-muted">{t('adjust.wagerAdded')}</span>
              <strong>{formatRupees(Math.ceil(amount * multiple * 100) / 100)}</strong>
            </div>
          ) : null}
          {threshold !== undefined ? (
            <span className={needsApproval ? 'form-hint' : 'pl-muted'}>
              {needsApproval
                ? t('adjust.needsApproval', { threshold: formatRupees(threshold) })
                : t('adjust.postsAtOnce', { threshold: formatRupees(threshold) })}
            </span>
          ) : null}
        </div>
        <FormError error={create.error} />
      </form>
    </Dialog>
  );
}
