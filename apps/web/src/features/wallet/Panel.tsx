import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons';
import styles from './Panel.module.css';

export interface PanelProps {
  title?: string;
  icon?: IconName;
  /** Shown at the right of the title, e.g. a hint or a link. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card: the building block of the wallet pages. */
export function Panel({ title, icon, aside, children }: PanelProps) {
  return (
    <section className={styles.panel}>
      {title && (
        <header className={styles.head}>
          {icon && (
            <span className={styles.icon}>
              <Icon name={icon} size={16} />
            </span>
          )}
          <h2 className={styles.title}>{title}</h2>
          {aside && <span className={styles.aside}>{aside}</span>}
        </header>
      )}
      {children}
    </section>
  );
}
