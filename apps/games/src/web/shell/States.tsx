import type { ReactNode } from 'react';
import { useT } from '../i18n';
import type { ErrorCode } from '../lib/api';
import { Icon } from './icons';

const CLOCK = 'M12 3a9 9 0 110 18 9 9 0 010-18zm0 4v5l3 2';
const ALERT = 'M12 3l9.5 17h-19L12 3zm0 6v5m0 3v.5';

export function LoadingView() {
  const t = useT();
  return (
    <div className="state" role="status" aria-live="polite" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <p className="state__text">{t('state.loading')}</p>
    </div>
  );
}

/** Codes a retry can fix; the others need the lobby. */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set(['NETWORK', 'PLATFORM_UNAVAILABLE']);

export interface ErrorViewProps {
  code: ErrorCode;
  onRetry?: () => void;
  children?: ReactNode;
}

/** A whole-page error, worded by the API's error code. */
export function ErrorView({ code, onRetry, children }: ErrorViewProps) {
  const t = useT();
  return (
    <div className="state" role="alert">
      <span className="state__icon" aria-hidden="true">
        <Icon path={code === 'UNAUTHORIZED' ? CLOCK : ALERT} size={32} />
      </span>
      <h1 className="state__title">{t(`fatal.${code}.title`)}</h1>
      <p className="state__text">{t(`fatal.${code}.text`)}</p>
      {onRetry && RETRYABLE.has(code) && (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t('action.retry')}
        </button>
      )}
      {children}
    </div>
  );
}

export interface EmptyViewProps {
  text: string;
}

export function EmptyView({ text }: EmptyViewProps) {
  return <p className="empty">{text}</p>;
}
