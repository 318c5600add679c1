import {
  adminAdjustmentApprove,
  adminAdjustmentList,
  adminAdjustmentReject,
  adminPlayerGet,
  adminPlayerLedger,
  type TAdminAdjustment,
} from '@khel/contract/admin-players';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '../../api';
import { useOperator } from '../../auth';
import { ConfirmDialog } from '../../ui/Dialog';
import { Field } from '../../ui/form';
import { formatRupees } from '../../ui/format';
import { Button } from '../../ui/layout';
import { toast } from '../../ui/toast';

const AFTER_DECISION = [adminAdjustmentList, adminPlayerGet, adminPlayerLedger];

/** Approve (a second operator) or reject a pending adjustment, each after a confirmation. */
export function AdjustmentActions({ adjustment }: { adjustment: TAdminAdjustment }) {
  const { t } = useTranslation('players');
  const me = useOperator();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    setOpen(null);
    setReason('');
    setTried(false);
  };
  const approve = useAdminMutation(adminAdjustmentApprove, {
    invalidates: AFTER_DECISION,
    onSuccess: () => {
      toast.success(t('adjust.approvedToast'));
      close();
    },
  });
  const reject = useAdminMutation(adminAdjustmentReject, {
    invalidates: AFTER_DECISION,
    onSuccess: () => {
      toast.success(t('adjust.rejectedToast'));
      close();
    },
  });
  const own = adjustment.requestedById === me.id;
  const signed =
    adjustment.direction === 'credit'
      ? `+${formatRupees(adjustment.amount)}`
      : `−${formatRupees(adjustment.amount)}`;
  const reasonProblem = reason.trim() === '' ? t('adjust.reasonRequired') : null;
  return (
    <div className="pl-actions-cell" onClick={(e) => e.stopPropagation()}>
      <Button
        variant="primary"
        disabled={own}
        title={own ? t('adjust.ownHint') : undefined}
        onClick={() => setOpen('approve')}
      >
        {t('adjust.approve')}
      </Button>
      <Button onClick={() => setOpen('reject')}>
        {own ? t('adjust.withdraw') : t('adjust.reject')}
      </Button>
      <ConfirmDialog
        open={open === 'approve'}
        title={t('adjust.approveTitle')}
        message={t('adjust.approveText', {
          amount: signed,
          player: `${adjustment.playerNickname} (${adjustment.playerId})`,
          by: adjustment.requestedBy,
        })}
        confirmLabel={t('adjust.approve')}
        busy={approve.isPending}
        onClose={close}
        onConfirm={() => approve.mutate({ id: adjustment.id })}
      >
        <p className="pl-muted">“{adjustment.reason}”</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'reject'}
        title={t('adjust.rejectTitle')}
        message={t('adjust.rejectText', { amount: signed, player: adjustment.playerNickname })}
        confirmLabel={own ? t('adjust.withdraw') : t('adjust.reject')}
        danger
        busy={reject.isPending}
        onClose={close}
        onConfirm={() => {
          setTried(true);
          if (!reasonProblem) reject.mutate({ id: adjustment.id, reason: reason.trim() });
        }}
      >
        <Field
          label={t('field.reason')}
          error={tried && reasonProblem ? { message: reasonProblem } : undefined}
        >
          <textarea
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
      </ConfirmDialog>
    </div>
  );
}
