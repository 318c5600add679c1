import { useTranslation } from 'react-i18next';
import { dismiss, useToasts } from './toast';

export function Toasts() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.tone}`}
          role={toast.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{toast.text}</span>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('action.close')}
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
