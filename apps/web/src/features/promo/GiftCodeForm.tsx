import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { useRedeemCode, type PromoCodeScope, type TPromoRedemption } from './codes';
import { RedeemResult } from './RedeemResult';
import { requireLogin } from './requireLogin';
import styles from './GiftCodeForm.module.css';

export interface GiftCodeFormProps {
  /** Which page's codes: the Promo tab's promo codes or a provider's gift codes. */
  scope: PromoCodeScope;
  placeholder: string;
  /** Toast when the player submits nothing. */
  requiredMessage: string;
}

/** A code input with a redeem button, then the server's answer: the amount paid or the terms pending. */
export function GiftCodeForm({ scope, placeholder, requiredMessage }: GiftCodeFormProps) {
  const { t } = useTranslation('promo');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<TPromoRedemption | null>(null);
  const redeemCode = useRedeemCode(scope, {
    loading: t('code.redeeming'),
    success: t('code.success'),
    failure: t('code.failure'),
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      showToast(requiredMessage);
      return;
    }
    if (!requireLogin()) return;
    const answer = await redeemCode.run(trimmed);
    if (answer.ok) {
      setCode('');
      setResult(answer.data.redemption);
    }
  };

  return (
    <>
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
        <Button type="submit" variant="accent" block disabled={redeemCode.pending}>
          {t('code.redeem')}
        </Button>
      </form>
      {result && <RedeemResult redemption={result} />}
    </>
  );
}
