import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons';
import styles from './PromoSection.module.css';

export interface PromoSectionProps {
  title: string;
  /** A line under the title. */
  description?: string;
  icon?: IconName;
  /** Content at the right of the title, e.g. a link. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A titled card of a promotion page. */
export function PromoSection({ title, description, icon, extra, children }: PromoSectionProps) {
  return (
    <section className={styles.section}>
      <header className={styles.header}>
        {icon && <Icon name={icon} size={18} className={styles.icon} />}
        <h3 className={styles.title}>{title}</h3>
        {extra}
      </header>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}
