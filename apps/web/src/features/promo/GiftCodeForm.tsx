import type { ApiCall } from '@khel/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { requireLogin } from './requireLogin';
import { useAction } from './runAction';
import styles from './GiftCodeForm.module.css';

export interface GiftCodeFormProps {
  /** The call the code is redeemed with. */
  redeem: ApiCall<{ code: string }, unknown>;
  placeholder: string;
  /** Toast when the player submits nothing. */
  requiredMessage: string;
}

/** A code input with a redeem button: promo codes and game-provider gift codes. */
export function GiftCodeForm({ redeem, placeholder, requiredMessage }: GiftCodeFormProps) {
  const { t } = useTranslation('promo');
  const [code, setCode] = useState('');
  const redeemCode = useAction(
    redeem,
    {
      loading: t('code.redeeming'),
      success: t('code.success'),
      failure: t('code.failure'),
    },
    { onSuccess: () => setCode('') },
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      showToast(requiredMessage);
      return;
    }
    if (requireLogin()) void redeemCode.run({ code: trimmed });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
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
      <Button type="submit" variant="accent" block disabled={redeemCode.pending}>
        {t('code.redeem')}
      </Button>
    </form>
  );
}
