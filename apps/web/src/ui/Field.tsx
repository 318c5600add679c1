import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './Field.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label?: string;
  /** Shown before the input, e.g. a phone prefix or an icon. */
  prefix?: ReactNode;
  /** Shown after the input, e.g. a send-code button. */
  suffix?: ReactNode;
  error?: string | null;
}

export function Field({ label, prefix, suffix, error, id, ...rest }: FieldProps) {
  const inputId = id ?? rest.name;
  return (
    <label className={styles.field} htmlFor={inputId}>
      {label && <span className={styles.label}>{label}</span>}
      <span className={`${styles.box} ${error ? styles.invalid : ''}`}>
        {prefix && <span className={styles.affix}>{prefix}</span>}
        <input id={inputId} className={styles.input} aria-invalid={Boolean(error)} {...rest} />
        {suffix && <span className={styles.affix}>{suffix}</span>}
      </span>
      {error && <span className={styles.error}>{error}</span>}
    </label>
  );
}
