import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { APP_DEFAULTS, useAppStore } from '../../stores/app';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { ErrorState, Skeleton } from '../../ui/States';
import styles from './InviteLinkCard.module.css';
import { copyWithToast } from '../../lib/clipboard';
import { shareOrCopy } from './share';
import { MiddleText } from '../../ui/MiddleText';

export interface InviteLinkCardProps {
  loggedIn: boolean;
  url: string | undefined;
  /** The link as a QR code (an image data URL the server rendered). */
  qrCode: string | undefined;
  loading: boolean;
  /** Why the link failed to load; null while it has not. */
  error: unknown;
  onRetry: () => void;
}

/** The player's invitation link with copy and share; a log-in card for visitors. */
export function InviteLinkCard({
  loggedIn,
  url,
  qrCode,
  loading,
  error,
  onRetry,
}: InviteLinkCardProps) {
  const { t } = useTranslation('earn');
  const { t: tc } = useTranslation();
  const appName = useAppStore((s) => s.appInfo?.appName ?? APP_DEFAULTS.appName);

  if (!loggedIn) {
    return (
      <section className={`${styles.card} ${styles.login}`}>
        <span className={styles.lock}>
          <Icon name="lock" size={22} />
        </span>
        <p className={styles.title}>{t('link.loginTitle')}</p>
        <p className={styles.desc}>{t('link.loginDesc')}</p>
        <Button block onClick={() => navigateTo(PATHS.login)}>
          {tc('action.login')}
        </Button>
      </section>
    );
  }

  const handleCopy = async () => {
    if (!url) return;
    await copyWithToast(url);
  };
  const handleShare = async () => {
    if (!url) return;
    const title = t('link.shareTitle', { app: appName });
    const outcome = await shareOrCopy({ title, text: t('link.shareText', { app: appName }), url });
    if (outcome === 'copied') showToast(tc('copy.success'));
    if (outcome === 'failed') showToast(tc('copy.failure'));
  };

  return (
    <section className={styles.card}>
      <h2 className={styles.heading}>
        <Icon name="link" size={18} />
        {t('link.title')}
      </h2>
      <p className={styles.desc}>{t('link.desc')}</p>
      {error ? (
        <ErrorState message={t('link.loadFailed')} error={error} onRetry={onRetry} />
      ) : (
        <>
          <div className={styles.qr}>
            {loading || !qrCode ? (
              <Skeleton width="9rem" height="9rem" />
            ) : (
              <img src={qrCode} alt={t('link.qrAlt')} width={144} height={144} />
            )}
          </div>
          <div className={styles.box}>
            {loading ? (
              <Skeleton height="1.1rem" />
            ) : (
              <span className={styles.link} data-testid="invite-link">
                {url ? <MiddleText value={url} className={styles.url} /> : '--'}
              </span>
            )}
          </div>
        </>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" disabled={!url} onClick={() => void handleCopy()}>
          <Icon name="copy" size={18} />
          {tc('action.copy')}
        </Button>
        <Button variant="accent" disabled={!url} onClick={() => void handleShare()}>
          <Icon name="share" size={18} />
          {tc('action.share')}
        </Button>
      </div>
    </section>
  );
}
