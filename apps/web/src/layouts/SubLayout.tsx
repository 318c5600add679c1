import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/useTranslation';
import { navigateBack } from '../router/navigation';
import { Icon } from '../ui/icons';
import styles from './SubLayout.module.css';

const RightSlot = createContext<HTMLElement | null>(null);

/**
 * The sub-layout of docs/product.md §2: a 44 px header with a back arrow, the title and optional
 * right-hand content (a page puts it there with <HeaderRight>). Back falls back to Home when
 * there is no history.
 */
export function SubLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.back}
          onClick={() => navigateBack()}
          aria-label={t('action.back')}
        >
          <Icon name="back" size={22} />
        </button>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.right} ref={setSlot} />
      </header>
      <RightSlot.Provider value={slot}>
        <main className={styles.content}>{children}</main>
      </RightSlot.Provider>
    </div>
  );
}

/** Puts its children at the right of the sub-layout header. */
export function HeaderRight({ children }: { children: ReactNode }) {
  const slot = useContext(RightSlot);
  return slot ? createPortal(children, slot) : null;
}
