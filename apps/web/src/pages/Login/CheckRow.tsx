import type { ReactNode } from 'react';
import { Icon } from '../../ui/icons';
import styles from './CheckRow.module.css';

export interface CheckRowProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  name: string;
}

/** A round checkbox with its statement beside it. */
export function CheckRow({ checked, onChange, children, name }: CheckRowProps) {
  return (
    <label className={styles.row}>
      <input
        type="checkbox"
        name={name}
        className={styles.input}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className={styles.box} aria-hidden="true">
        {checked && <Icon name="check" size={14} strokeWidth={3} />}
      </span>
      <span className={styles.text}>{children}</span>
    </label>
  );
}
