import type { ReactNode } from 'react';
import { TabBar } from './TabBar';
import styles from './TabLayout.module.css';

export function TabLayout({ currentPath, children }: { currentPath: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <main className={styles.content}>{children}</main>
      <TabBar currentPath={currentPath} />
    </div>
  );
}
