import { useEffect, type ReactNode } from 'react';
import { useT } from '../i18n';
import { Icon } from './icons';

const CLOSE = 'M6 6l12 12M18 6L6 18';

export interface SheetProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A bottom sheet over the game, closed by ×, the backdrop or Escape. */
export function Sheet({ title, onClose, children }: SheetProps) {
  const t = useT();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="sheet" onClick={onClose}>
      <div
        className="sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="sheet__header">
          <h2 className="sheet__title">{title}</h2>
          <button
            type="button"
            className="icon-btn"
            onClick={onClose}
            aria-label={t('action.close')}
          >
            <Icon path={CLOSE} />
          </button>
        </header>
        <div className="sheet__body">{children}</div>
      </div>
    </div>
  );
}
