import {
  adminDepositDetail,
  adminDepositList,
  adminDepositMatch,
  adminDepositReconciliation,
  adminDepositReject,
  adminMoneyAlerts,
  adminWithdrawalApprove,
  adminWithdrawalDetail,
  adminWithdrawalList,
  adminWithdrawalRefund,
  adminWithdrawalReject,
  adminWithdrawalRetryPayout,
  type TAdminDeposit,
  type TAdminWithdrawal,
} from '@khel/contract/admin-money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '../../api';
import { usePermission } from '../../auth';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatRupees } from '../../ui/format';
import { Button } from '../../ui/layout';
import { toast } from '../../ui/toast';

/** Every read a money decision can change. */
const MONEY_READS = [
  adminWithdrawalList,
  adminWithdrawalDetail,
  adminMoneyAlerts,
  adminDepositList,
  adminDepositReconciliation,
  adminDepositDetail,
] as const;

type WithdrawalAction = 'approve' | 'reject' | 'retry' | 'refund';

/**
 * The decisions an operator with money.review can take on a withdrawal in its state: approve or
 * reject one in review; retry or refund a held payout. Each asks first; reasons are required
 * where the server requires them (the contract's schema).
 */
export function WithdrawalActions({
  order,
  compact,
}: {
  order: Pick<TAdminWithdrawal, 'orderNo' | 'status' | 'amount' | 'holderName'>;
  compact?: boolean;
}) {
  const { t } = useTranslation('money');
  const canReview = usePermission('money.review');
  const [open, setOpen] = useState<WithdrawalAction | null>(null);
  if (!canReview) return null;
  const actions: { key: WithdrawalAction; variant: 'primary' | 'danger' | 'default' }[] =
    order.status === 'review'
      ? [
          { key: 'approve', variant: 'primary' },
          { key: 'reject', variant: 'danger' },
        ]
      : order.status === 'payout_failed'
        ? [
            { key: 'retry', variant: 'primary' },
            { key: 'refund', variant: 'danger' },
          ]
        : [];
  if (actions.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <div
      className={compact ? 'money-row-actions' : 'money-actions'}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {actions.map((a) => (
        <Button
          key={a.key}
          variant={a.variant}
          onClick={() => setOpen(a.key)}
          aria-label={`${t(`action.${a.key}`)} ${order.orderNo}`}
        >
          {t(`action.${a.key}`)}
        </Button>
      ))}
      {open === 'approve' ? <ApproveDialog order={order} onClose={close} /> : null}
      {open === 'retry' ? <RetryDialog order={order} onClose={close} /> : null}
      {open === 'reject' ? <ReasonDialog kind="reject" order={order} onClose={close} /> : null}
      {open === 'refund' ? <ReasonDialog kind="refund" order={order} onClose={close} /> : null}
    </div>
  );
}

type OrderSummary = Pick<TAdminWithdrawal, 'orderNo' | 'amount' | 'holderName'>;

function ApproveDialog({ order, onClose }: { order: OrderSummary; onClose: () => void }) {
  const { t } = useTranslation('money');
  const approve = useAdminMutation(adminWithdrawalApprove, {
    invalidates: MONEY_READS,
    onSuccess: () => {
      toast.success(t('done.approved', { orderNo: order.orderNo }));
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title={t('approve.title')}
      message={t('approve.message', {
        amount: formatRupees(order.amount),
        holder: order.holderName,
        orderNo: order.orderNo,
      })}
      confirmLabel={t('action.approve')}
      busy={approve.isPending}
      onConfirm={() => approve.mutate({ orderNo: order.orderNo })}
      onClose={onClose}
    />
  );
}

function RetryDialog({ order, onClose }: { order: OrderSummary; onClose: () => void }) {
  const { t } = useTranslation('money');
  const retry = useAdminMutation(adminWithdrawalRetryPayout, {
    invalidates: MONEY_READS,
    onSuccess: () => {
      toast.success(t('done.retried', { orderNo: order.orderNo }));
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title={t('retry.title')}
      message={t('retry.message', { amount: formatRupees(order.amount), orderNo: order.orderNo })}
      confirmLabel={t('action.retry')}
      busy={retry.isPending}
      onConfirm={() => retry.mutate({ orderNo: order.orderNo })}
      onClose={onClose}
    />
  );
}

/** Reject (in review) or refund (held payout): both give the amount back and need a reason. */
function ReasonDialog({
  kind,
  order,
  onClose,
}: {
  kind: 'reject' | 'refund';
  order: OrderSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation('money');
  const endpoint = kind === 'reject' ? adminWithdrawalReject : adminWithdrawalRefund;
  const form = useZodForm(endpoint.request, { orderNo: order.orderNo, reason: '' });
  const mutation = useAdminMutation(endpoint, {
    invalidates: MONEY_READS,
    quiet: true,
    onSuccess: () => {
      toast.success(
        t(kind === 'reject' ? 'done.rejected' : 'done.refunded', { orderNo: order.orderNo }),
      );
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => mutation.mutate(values));
  return (
    <Dialog
      open
      title={t(`${kind}.title`)}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button variant="danger" busy={mutation.isPending} onClick={() => void submit()}>
            {t(`action.${kind}`)}
          </Button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>
          {t(`${kind}.message`, { amount: formatRupees(order.amount), orderNo: order.orderNo })}
        </p>
        <Field label={t('field.reason')} error={form.formState.errors.reason}>
          <textarea rows={3} maxLength={200} autoFocus {...form.register('reason')} />
        </Field>
        <FormError error={mutation.error} />
      </form>
    </Dialog>
  );
}

type DepositSummary = Pick<TAdminDeposit, 'orderNo' | 'status' | 'amount' | 'utr' | 'txHash'> & {
  awaiting: boolean;
};

/** Match (credit what arrived) or reject a UTR / hash waiting in the reconciliation queue. */
export function DepositActions({ order, compact }: { order: DepositSummary; compact?: boolean }) {
  const { t } = useTranslation('money');
  const canReview = usePermission('money.review');
  const [open, setOpen] = useState<'match' | 'reject' | null>(null);
  if (!canReview || !order.awaiting) return null;
  return (
    <div
      className={compact ? 'money-row-actions' : 'money-actions'}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Button variant="primary" onClick={() => setOpen('match')}>
        {t('action.match')}
      </Button>
      <Button variant="danger" onClick={() => setOpen('reject')}>
        {t('action.reject')}
      </Button>
      {open === 'match' ? <MatchDialog order={order} onClose={() => setOpen(null)} /> : null}
      {open === 'reject' ? (
        <RejectDepositDialog order={order} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

function MatchDialog({ order, onClose }: { order: DepositSummary; onClose: () => void }) {
  const { t } = useTranslation('money');
  const form = useZodForm(adminDepositMatch.request, {
    orderNo: order.orderNo,
    amount: order.amount,
    note: '',
  });
  const match = useAdminMutation(adminDepositMatch, {
    invalidates: MONEY_READS,
    quiet: true,
    onSuccess: (data) => {
      toast.success(
        t('done.matched', { orderNo: order.orderNo, amount: formatRupees(data.credited) }),
      );
      onClose();
    },
  });
  const submit = form.handleSubmit((values) =>
    match.mutate({ ...values, note: values.note || undefined }),
  );
  return (
    <Dialog
      open
      title={t('match.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button variant="primary" busy={match.isPending} onClick={() => void submit()}>
            {t('action.match')}
          </Button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>
          {t('match.message', {
            reference: order.utr ?? order.txHash ?? '—',
            amount: formatRupees(order.amount),
          })}
        </p>
        <Field
          label={t('field.receivedAmount')}
          error={form.formState.errors.amount}
          hint={t('match.amountHint')}
        >
          <input
            type="number"
            step="0.01"
            min="0.01"
            inputMode="decimal"
            {...form.register('amount', { valueAsNumber: true })}
          />
        </Field>
        <Field label={t('field.note')} error={form.formState.errors.note}>
          <input
            maxLength={200}
            placeholder={t('match.notePlaceholder')}
            {...form.register('note')}
          />
        </Field>
        <FormError error={match.error} />
      </form>
    </Dialog>
  );
}

function RejectDepositDialog({ order, onClose }: { order: DepositSummary; onClose: () => void }) {
  const { t } = useTranslation('money');
  const form = useZodForm(adminDepositReject.request, { orderNo: order.orderNo, reason: '' });
  const reject = useAdminMutation(adminDepositReject, {
    invalidates: MONEY_READS,
    quiet: true,
    onSuccess: () => {
      toast.success(t('done.depositRejected', { orderNo: order.orderNo }));
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => reject.mutate(values));
  return (
    <Dialog
      open
      title={t('rejectDeposit.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button variant="danger" busy={reject.isPending} onClick={() => void submit()}>
            {t('action.reject')}
          </Button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{t('rejectDeposit.message', { reference: order.utr ?? order.txHash ?? '—' })}</p>
        <Field label={t('field.reason')} error={form.formState.errors.reason}>
          <textarea rows={3} maxLength={200} autoFocus {...form.register('reason')} />
        </Field>
        <FormError error={reject.error} />
      </form>
    </Dialog>
  );
}

/** Whether a deposit waits in the reconciliation queue (as the server decides it). */
export const isAwaiting = (order: TAdminDeposit) =>
  order.status === 'pending' &&
  (order.utr !== null || order.txHash !== null || order.reviewReason !== null);
