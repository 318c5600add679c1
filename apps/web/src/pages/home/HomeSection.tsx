import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons';
import styles from './HomeSection.module.css';

export interface HomeSectionProps {
  title: string;
  icon: IconName;
  children: ReactNode;
}

export function HomeSection({ title, icon, children }: HomeSectionProps) {
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>
        <Icon name={icon} size={18} />
        {title}
      </h2>
      {children}
    </section>
  );
}
