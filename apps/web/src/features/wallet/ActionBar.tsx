import type { ReactNode } from 'react';
import styles from './ActionBar.module.css';

export interface ActionBarProps {
  children: ReactNode;
  /** A line of small print under the buttons. */
  note?: ReactNode;
}

/** The main button(s) of a wallet form, in line with the cards above. */
export function ActionBar({ children, note }: ActionBarProps) {
  return (
    <div className={styles.bar}>
      {children}
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}
