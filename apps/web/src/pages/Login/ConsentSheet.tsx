import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { LoginForm } from '../../features/auth/useLoginForm';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { ConsentLine } from './ConsentLine';
import styles from './AuthPage.module.css';

export interface ConsentSheetProps {
  form: LoginForm;
}

/**
 * Asked when one-click or Google is tapped before the consent is given: those create an
 * account for a new player, so the terms and the age come first, there and then.
 */
export function ConsentSheet({ form }: ConsentSheetProps) {
  const { t } = useTranslation('login');
  const [ticked, setTicked] = useState(false);
  const ask = form.consentAsk;

  const handleContinue = () => {
    if (!ticked) return showToast(t('errors.consentRequired'));
    setTicked(false);
    form.handleConsentGiven();
  };
  return (
    <Sheet
      open={ask !== null}
      title={t('consentSheet.title')}
      onClose={form.handleConsentDismissed}
    >
      <div className={styles.consentSheet} data-testid="consent-sheet">
        <p className={styles.consentText}>
          {t(ask === 'google' ? 'consentSheet.google' : 'consentSheet.guest')}
        </p>
        <ConsentLine checked={ticked} onChange={setTicked} />
        <Button block onClick={handleContinue} data-testid="consent-continue">
          {t('consentSheet.continue')}
        </Button>
      </div>
    </Sheet>
  );
}
