import {
  adminKycDetail,
  adminKycImage,
  adminKycList,
  adminKycReject,
  adminKycVerify,
  ZAdminKycReject,
  type TAdminKyc,
} from '@khel/contract/admin-kyc';
import { KYC_REJECTION_REASONS } from '@khel/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { Link, useParams } from '../../router';
import { Dialog } from '../../ui/Dialog';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatDateTime } from '../../ui/format';
import { Button, Card, Fields, Loaded, Page } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { KycStatusBadge } from './StatusBadge';
import './kyc.css';

/** One submission: the three photos (operators only), the player, the findings, the decision. */
export default function KycDetailScreen() {
  const { t } = useTranslation('kyc');
  const { id = '' } = useParams();
  const query = useAdminQuery(adminKycDetail, { id });
  return (
    <Loaded query={query}>
      {(submission) => (
        <Page
          title={t('detailTitle', { id: submission.id })}
          subtitle={<Link to="/kyc">← {t('back')}</Link>}
          actions={<KycStatusBadge status={submission.status} />}
        >
          <div className="kyc-split">
            <div className="form">
              <Card title={t('images')}>
                <div className="kyc-images">
                  {(['front', 'back', 'selfie'] as const).map((slot) => (
                    <KycImage key={slot} id={submission.images[slot]} label={t(`photos.${slot}`)} />
                  ))}
                </div>
              </Card>
              <Card title={t('decision')}>
                {submission.status === 'pending' ? (
                  <DecisionForm submission={submission} />
                ) : (
                  <Fields
                    rows={[
                      [t('statusLabel'), <KycStatusBadge key="s" status={submission.status} />],
                      [
                        t('reasonsLabel'),
                        submission.reasons.map((r) => t(`reasons.${r}`)).join(', ') || '—',
                      ],
                      [t('note'), submission.note ?? '—'],
                      [t('decidedBy'), submission.decidedBy ?? t('byProvider')],
                      [t('decidedAt'), formatDateTime(submission.decidedAt)],
                    ]}
                  />
                )}
              </Card>
            </div>
            <Card title={t('details')}>
              <Fields
                rows={[
                  [
                    t('player'),
                    <Link key="p" to={`/players/${submission.playerId}`}>
                      {submission.playerId} · {submission.nickname}
                    </Link>,
                  ],
                  [t('birthday'), submission.birthday ?? t('noBirthday')],
                  [t('phone'), submission.phone ?? '—'],
                  [t('document'), t(`documents.${submission.documentType}`)],
                  [t('submittedAt'), formatDateTime(submission.submittedAt)],
                  [t('provider'), `${submission.provider} · ${submission.providerRef}`],
                  [
                    t('findings'),
                    submission.findings.map((r) => t(`reasons.${r}`)).join(', ') || t('noFindings'),
                  ],
                  [t('earlier'), String(submission.earlier)],
                ]}
              />
            </Card>
          </div>
        </Page>
      )}
    </Loaded>
  );
}

function KycImage({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation('kyc');
  const [open, setOpen] = useState(false);
  const query = useAdminQuery(adminKycImage, { id }, { staleTime: Infinity });
  const src = query.data ? `data:${query.data.contentType};base64,${query.data.dataBase64}` : null;
  return (
    <>
      <button type="button" className="kyc-image" onClick={() => setOpen(true)} disabled={!src}>
        <span className="kyc-image-frame">
          {src ? (
            <img src={src} alt={label} />
          ) : query.error ? (
            <span className="form-error">{t('imageFailed')}</span>
          ) : (
            <span className="spinner" aria-label={t('common:state.loading')} />
          )}
        </span>
        <span>{label}</span>
      </button>
      <Dialog open={open} wide title={label} onClose={() => setOpen(false)}>
        {src ? <img className="kyc-image-full" src={src} alt={label} /> : null}
      </Dialog>
    </>
  );
}

/** Verify, or reject with at least one reason (and a note the player reads): once. */
function DecisionForm({ submission }: { submission: TAdminKyc }) {
  const { t } = useTranslation('kyc');
  const form = useZodForm(ZAdminKycReject, { id: submission.id, reasons: [], note: '' });
  const options = {
    invalidates: [adminKycDetail, adminKycList],
    quiet: true,
  };
  const verify = useAdminMutation(adminKycVerify, {
    ...options,
    onSuccess: () => toast.success(t('verified')),
  });
  const reject = useAdminMutation(adminKycReject, {
    ...options,
    onSuccess: () => toast.success(t('rejected')),
  });
  return (
    <form className="form" onSubmit={(e) => e.preventDefault()}>
      <Field label={t('reasonsLabel')} error={form.formState.errors.reasons}>
        <div className="kyc-reasons">
          {KYC_REJECTION_REASONS.map((reason) => (
            <label key={reason}>
              <input type="checkbox" value={reason} {...form.register('reasons')} />
              {t(`reasons.${reason}`)}
            </label>
          ))}
        </div>
      </Field>
      <Field label={t('note')} error={form.formState.errors.note} hint={t('noteHint')}>
        <textarea rows={3} {...form.register('note')} />
      </Field>
      <FormError error={verify.error ?? reject.error} />
      <div className="form-actions">
        <Button
          variant="danger"
          busy={reject.isPending}
          onClick={() => void form.handleSubmit((values) => reject.mutate(values))()}
        >
          {t('reject')}
        </Button>
        <span style={{ flex: 1 }} />
        <Button
          variant="primary"
          busy={verify.isPending}
          onClick={() => verify.mutate({ id: submission.id })}
        >
          {t('verify')}
        </Button>
      </div>
    </form>
  );
}
