import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { UTR_LENGTH, cleanUtrInput, validateUtr } from './validation';
import styles from './UtrForm.module.css';

export interface UtrFormProps {
  /** Sends the UTR; a rejection keeps the form as it is (the HTTP client has told the player). */
  onSubmit: (utr: string) => Promise<void>;
}

/** The 12-digit UTR input with its checks ('Please input utr!', 12 digits) and a submit button. */
export function UtrForm({ onSubmit }: UtrFormProps) {
  const { t } = useTranslation('wallet');
  const [utr, setUtr] = useState('');
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const error = validateUtr(utr);
    if (error) {
      showToast(t(error === 'utrRequired' ? 'utr.required' : 'utr.digits'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(utr);
      setUtr('');
      showToast(t('utr.submitted'));
    } catch {
      /* already toasted by the HTTP client */
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate>
      <Field
        name="utr"
        label={t('utr.label')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('utr.placeholder')}
        value={utr}
        maxLength={UTR_LENGTH}
        onChange={(e) => setUtr(cleanUtrInput(e.target.value))}
        prefix={<Icon name="ticket" size={18} />}
        suffix={<span className={styles.count}>{`${utr.length}/${UTR_LENGTH}`}</span>}
      />
      <p className={styles.hint}>{t('utr.hint')}</p>
      <Button type="submit" block disabled={busy}>
        {t('utr.submit')}
      </Button>
    </form>
  );
}
