import { useState } from 'react';
import { useT } from '../i18n';
import { Icon } from './icons';

export interface CopyTextProps {
  label: string;
  value: string;
}

/** A long value (seed, hash) in monospace with a copy button. */
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
        <code className="mono-box__text">{value}</code>
        <button
          type="button"
          className="icon-btn icon-btn--small"
          onClick={handleCopy}
          aria-label={copied ? t('action.copied') : t('action.copy')}
        >
          <Icon name={copied ? 'check' : 'copy'} size={16} />
        </button>
      </div>
    </div>
  );
}
