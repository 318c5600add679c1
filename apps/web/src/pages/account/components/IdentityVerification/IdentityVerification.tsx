import type { FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { KYC_DOCUMENT_TYPES } from '@khel/contract/constants';
import { usePlatformClock } from '../../../../features/clock/usePlatformClock';
import { useKycForm, useKycState } from '../../../../features/kyc';
import { formatDateTime, parseTime } from '../../../../lib/clock';
import { navigateTo } from '../../../../router/navigation';
import { PATHS } from '../../../../router/paths';
import type { PageProps } from '../../../../router/routes';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/icons';
import { useMoneyText } from '../../../../ui/Money';
import { ErrorState, Skeleton } from '../../../../ui/States';
import styles from './IdentityVerification.module.css';
import { PhotoPicker } from './PhotoPicker';

const when = (iso: string | null, offset: number) => {
  const time = parseTime(iso);
  return time === null ? '' : formatDateTime(time, offset).slice(0, 16);
};

/**
 * Account → Identity verification (modules/kyc README): the state, the reasons of a rejection,
 * what the withdrawal gate asks, and — with none sent or after a rejection — the upload.
 */
export default function IdentityVerificationPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const { offset } = usePlatformClock();
  const money = useMoneyText();
  const query = useKycState();
  const form = useKycForm();

  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <div className={styles.card}>
          <Skeleton width="45%" height="1.25rem" />
          <Skeleton width="90%" height="0.75rem" />
          <Skeleton width="70%" height="0.75rem" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={t('kyc.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const state = query.data;
  const canSend = state.status === 'none' || state.status === 'rejected';

  const handleFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} data-testid="kyc-status" data-status={state.status}>
        <div className={styles.statusHead}>
          <span className={`${styles.badge} ${styles[state.status]}`}>
            <Icon name={state.status === 'verified' ? 'check' : 'shield'} size={18} />
          </span>
          <h2 className={styles.statusTitle}>{t(`kyc.status.${state.status}`)}</h2>
        </div>
        <p className={styles.text}>{t(`kyc.statusHint.${state.status}`)}</p>
        {state.submittedAt && (
          <p className={styles.meta}>
            {t('kyc.submittedAt', { time: when(state.submittedAt, offset) })}
          </p>
        )}
        {state.status === 'rejected' && (
          <div className={styles.reasons} data-testid="kyc-reasons">
            <strong>{t('kyc.reasonsTitle')}</strong>
            <ul>
              {state.reasons.map((reason) => (
                <li key={reason}>{t(`kyc.reasons.${reason}`)}</li>
              ))}
            </ul>
            {state.note && <p className={styles.note}>{state.note}</p>}
          </div>
        )}
      </section>

      {!state.birthdayGiven && (
        <section className={`${styles.card} ${styles.notice}`} data-testid="kyc-birthday">
          <p className={styles.text}>{t('kyc.birthdayNeeded')}</p>
          <Button variant="ghost" onClick={() => navigateTo(PATHS.editProfile)}>
            {t('kyc.addBirthday')}
          </Button>
        </section>
      )}

      <h2 className={styles.sectionTitle}>{t('kyc.gateTitle')}</h2>
      <section className={styles.card}>
        <p className={styles.text}>
          {t('kyc.gate', {
            single: money(state.withdrawals.singleAbove),
            total: money(state.withdrawals.totalAbove),
          })}
        </p>
        <p className={styles.meta}>
          {t('kyc.withdrawn', { amount: money(state.withdrawals.withdrawnTotal) })}
        </p>
      </section>

      {canSend && (
        <form onSubmit={handleFormSubmit} noValidate>
          <h2 className={styles.sectionTitle}>{t('kyc.documentType')}</h2>
          <div className={styles.chips} role="radiogroup" aria-label={t('kyc.documentType')}>
            {KYC_DOCUMENT_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={form.documentType === type}
                className={styles.chip}
                onClick={() => form.setDocumentType(type)}
              >
                {t(`kyc.documents.${type}`)}
              </button>
            ))}
          </div>
          <h2 className={styles.sectionTitle}>{t('kyc.photosTitle')}</h2>
          <div className={styles.photos}>
            {(['front', 'back', 'selfie'] as const).map((slot) => (
              <PhotoPicker
                key={slot}
                slot={slot}
                file={form.photos[slot]}
                onPick={form.handlePick(slot)}
              />
            ))}
          </div>
          <p className={styles.meta}>{t('kyc.photosHint')}</p>
          <p className={styles.privacy}>
            <Icon name="lock" size={14} /> {t('kyc.privacy')}
          </p>
          <div className={styles.actions}>
            <Button type="submit" block data-testid="kyc-submit">
              {t(state.status === 'rejected' ? 'kyc.resubmit' : 'kyc.submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
