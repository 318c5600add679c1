import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon, type IconName } from '../../ui/icons';
import styles from './PlayDialog.module.css';

export interface PlayDialogProps {
  title: string;
  icon: IconName;
  children: ReactNode;
  /** The answers: the player must pick one (no ×, no backdrop close, no Escape). */
  actions: ReactNode;
  testId: string;
}

/**
 * A dialog over every page, GameWeb's game frame included, that only its own buttons close: a
 * reality check or the session limit's notice is answered, not dismissed.
 */
export function PlayDialog({ title, icon, children, actions, testId }: PlayDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);
  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={panel}
        className={styles.panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <span className={styles.badge}>
          <Icon name={icon} size={28} />
        </span>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
