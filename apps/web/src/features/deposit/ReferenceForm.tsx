import { useState, type FormEvent, type ReactNode } from 'react';
import type { TranslationKey } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { UTR_LENGTH } from '@khel/contract/limits';
import { cleanUtrInput } from './validation';
import styles from './UtrForm.module.css';

type WalletKey = TranslationKey<'wallet'>;

export interface ReferenceFormProps {
  name: string;
  /** Translation keys (wallet namespace) of the field and its texts. */
  text: Record<'label' | 'placeholder' | 'hint' | 'submit' | 'submitted', WalletKey>;
  /** The key of the message for a bad reference, or null when it is fine. */
  validate: (reference: string) => WalletKey | null;
  clean: (input: string) => string;
  maxLength: number;
  numeric?: boolean;
  suffix?: (reference: string) => ReactNode;
  /**
   * Sends the reference and answers whether it went through; when not, the form stays as it is
   * (the HTTP client has told the player why).
   */
  onSubmit: (reference: string) => Promise<boolean>;
}

/** One payment reference (a transfer's UTR, a crypto transaction hash) with its checks and submit. */
export function ReferenceForm({ text, validate, clean, onSubmit, ...field }: ReferenceFormProps) {
  const { t } = useTranslation('wallet');
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const error = validate(reference);
    if (error) return showToast(t(error));
    setBusy(true);
    const sent = await onSubmit(reference.trim()).finally(() => setBusy(false));
    if (!sent) return;
    setReference('');
    showToast(t(text.submitted));
  };

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate>
      <ReferenceField
        {...field}
        label={t(text.label)}
        placeholder={t(text.placeholder)}
        value={reference}
        onChange={(value) => setReference(clean(value))}
      />
      <p className={styles.hint}>{t(text.hint)}</p>
      <Button type="submit" block disabled={busy}>
        {t(text.submit)}
      </Button>
    </form>
  );
}

interface ReferenceFieldProps {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
  numeric?: boolean;
  suffix?: (reference: string) => ReactNode;
  onChange: (value: string) => void;
}

function ReferenceField({ numeric, suffix, onChange, value, ...rest }: ReferenceFieldProps) {
  return (
    <Field
      {...rest}
      value={value}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete="off"
      spellCheck={false}
      onChange={(e) => onChange(e.target.value)}
      prefix={<Icon name="ticket" size={18} />}
      suffix={suffix?.(value)}
    />
  );
}

/** The UTR field: digits only, at most 12, with a counter. */
export function UtrField(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (utr: string) => void;
}) {
  return (
    <ReferenceField
      name="utr"
      {...props}
      numeric
      maxLength={UTR_LENGTH}
      onChange={(value) => props.onChange(cleanUtrInput(value))}
      suffix={utrCounter}
    />
  );
}

export const utrCounter = (utr: string) => (
  <span className={styles.count}>{`${utr.length}/${UTR_LENGTH}`}</span>
);
