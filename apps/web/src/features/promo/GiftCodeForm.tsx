import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { requireLogin } from './requireLogin';
import { runAction } from './runAction';
import styles from './GiftCodeForm.module.css';

export interface GiftCodeFormProps {
  /** API path the code is redeemed at. */
  path: string;
  placeholder: string;
  /** Toast when the player submits nothing. */
  requiredMessage: string;
}

/** A code input with a redeem button: promo codes and game-provider gift codes. */
export function GiftCodeForm({ path, placeholder, requiredMessage }: GiftCodeFormProps) {
  const { t } = useTranslation('promo');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      showToast(requiredMessage);
      return;
    }
    if (!requireLogin()) return;
    setBusy(true);
    const result = await runAction(
      path,
      { code: trimmed },
      {
        loading: t('code.redeeming'),
        success: t('code.success'),
        failure: t('code.failure'),
      },
    );
    setBusy(false);
    if (result.ok) setCode('');
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Field
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        prefix={<Icon name="ticket" size={18} />}
        aria-label={placeholder}
      />
      <Button type="submit" variant="accent" block disabled={busy}>
        {t('code.redeem')}
      </Button>
    </form>
  );
}
