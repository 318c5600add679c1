import { useState } from 'react';
import { useT } from '../i18n';
import { Icon } from './icons';

const COPY = 'M9 9h10v10H9zM5 15V5h10';
const CHECK = 'M5 12l5 5 9-10';

export interface CopyTextProps {
  label: string;
  value: string;
}

/** Values longer than this show their start and end around an ellipsis. */
const WHOLE_UP_TO = 36;
const KEEP = 16;

/**
 * A long value (seed, hash) on one monospace line with a copy button: a 64-character hash broken
 * over two lines reads as two values, so its middle gives way to an ellipsis; the start and end a
 * player compares stay, and copy (and screen readers) get it whole.
 */
export function CopyText({ label, value }: CopyTextProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const handleCopy = () => {
    void navigator.clipboard
      ?.writeText(value)
      .then(() => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 1200);
      })
      .catch(() => undefined);
  };
  return (
    <div className="field">
      <span className="field__label">{label}</span>
      <div className="mono-box">
        {value.length > WHOLE_UP_TO ? (
          <code className="mono-box__text" title={value}>
            <span aria-hidden="true">{`${value.slice(0, KEEP)}…${value.slice(-KEEP)}`}</span>
            <span className="visually-hidden">{value}</span>
          </code>
        ) : (
          <code className="mono-box__text">{value}</code>
        )}
        <button
          type="button"
          className="icon-btn icon-btn--small"
          onClick={handleCopy}
          aria-label={copied ? t('action.copied') : t('action.copy')}
        >
          <Icon path={copied ? CHECK : COPY} size={16} />
        </button>
      </div>
    </div>
  );
}
