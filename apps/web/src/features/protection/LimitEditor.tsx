import type { ProtectionLimit } from '@khel/contract/constants';
import { SESSION_LIMIT_MINUTES } from '@khel/contract/constants';
import { MAX_AMOUNT_RUPEES } from '@khel/contract/money';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Sheet } from '../../ui/Sheet';
import styles from './Protection.module.css';

const RUPEES = /^\d{1,8}(\.\d{1,2})?$/;

/** The typed value, or the reason it is refused (the server refuses the same). */
export function parseLimitInput(
  limit: ProtectionLimit,
  text: string,
): { value: number } | { problem: 'invalidAmount' | 'invalidMinutes' } {
  const trimmed = text.trim();
  if (limit === 'sessionMinutes') {
    const minutes = Number(trimmed);
    return /^\d+$/.test(trimmed) &&
      minutes >= SESSION_LIMIT_MINUTES.min &&
      minutes <= SESSION_LIMIT_MINUTES.max
      ? { value: minutes }
      : { problem: 'invalidMinutes' };
  }
  const rupees = Number(trimmed);
  return RUPEES.test(trimmed) && rupees > 0 && rupees <= MAX_AMOUNT_RUPEES
    ? { value: rupees }
    : { problem: 'invalidAmount' };
}

export interface LimitEditorProps {
  limit: ProtectionLimit;
  title: string;
  /** The value in force, for the field's start ("" when none). */
  current: number | null;
  busy: boolean;
  onSave: (value: number | null) => void;
  onClose: () => void;
}

/** A sheet to type a limit's new value, or remove it. */
export function LimitEditor(props: LimitEditorProps) {
  const { t } = useTranslation('protection');
  const [text, setText] = useState(props.current === null ? '' : String(props.current));
  const [problem, setProblem] = useState<string | null>(null);
  const minutes = props.limit === 'sessionMinutes';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLimitInput(props.limit, text);
    if ('problem' in parsed) return setProblem(t(parsed.problem));
    props.onSave(parsed.value);
  };

  return (
    <Sheet open title={props.title} onClose={props.onClose}>
      <form className={styles.sheetBody} onSubmit={handleSubmit} noValidate>
        <Field
          name="limitValue"
          label={minutes ? t('session.label') : t('amountLabel')}
          inputMode={minutes ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          error={problem}
          autoFocus
        />
        <Button type="submit" block disabled={props.busy}>
          {t('save')}
        </Button>
        {props.current !== null && (
          <Button block variant="ghost" disabled={props.busy} onClick={() => props.onSave(null)}>
            {t('remove')}
          </Button>
        )}
      </form>
    </Sheet>
  );
}
