import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { GoogleButton } from './GoogleButton';
import { loadGoogleIdentity } from './google';
import styles from './AuthFields.module.css';

export interface GoogleSignInProps {
  clientId: string;
  /** The consent line is ticked; until then a tap only says so. */
  consented: boolean;
  onCredential: (credential: string) => void;
  onConsentMissing: () => void;
  /** Round icon-only button (LoginV2). */
  compact?: boolean;
}

/**
 * Google's own sign-in button (Google Identity Services, popup mode), rendered into our slot.
 * Our look-alike stands in while GIS loads; if GIS cannot load, Google is not offered.
 */
export function GoogleSignIn({
  clientId,
  consented,
  onCredential,
  onConsentMissing,
  compact = false,
}: GoogleSignInProps) {
  const { t, i18n } = useTranslation('login');
  const slot = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    latest.current = onCredential;
  });

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (google) => {
        const parent = slot.current;
        if (!active || !parent) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => response.credential && latest.current(response.credential),
        });
        google.renderButton(parent, {
          type: compact ? 'icon' : 'standard',
          shape: compact ? 'circle' : 'pill',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          locale: i18n.language,
          ...(compact ? {} : { width: Math.min(400, Math.max(200, parent.offsetWidth)) }),
        });
        setState('ready');
      },
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [clientId, compact, i18n.language]);

  if (state === 'failed') return null;
  return (
    <div className={compact ? styles.googleSlotCompact : styles.googleSlot}>
      <div ref={slot} className={state === 'ready' ? styles.googleRendered : styles.hidden} />
      {state === 'loading' && (
        <GoogleButton compact={compact} onClick={consented ? () => undefined : onConsentMissing} />
      )}
      {state === 'ready' && !consented && (
        <button
          type="button"
          className={styles.consentGuard}
          onClick={onConsentMissing}
          aria-label={t('google.button')}
          data-testid="google-login"
        />
      )}
    </div>
  );
}
