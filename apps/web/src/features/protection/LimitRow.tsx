import type { TPendingLimitChange } from '@khel/contract';
import type { ProtectionLimit } from '@khel/contract/constants';
import { useTranslation } from '../../i18n/useTranslation';
import { usePlatformClock } from '../clock';
import { Button } from '../../ui/Button';
import styles from './Protection.module.css';

export interface LimitRowProps {
  limit: ProtectionLimit;
  label: string;
  /** The limit in force, as the player reads it ("Rs 500", "90 minutes"); null: none. */
  valueText: string | null;
  /** A line under the label (what is used of it). */
  note?: string;
  pending: TPendingLimitChange | undefined;
  pendingValueText: string | null;
  busy: boolean;
  onEdit: () => void;
  onConfirm: (limit: ProtectionLimit) => void;
  onCancel: (limit: ProtectionLimit) => void;
}

/** One limit: its value, a change button, and a waiting increase with confirm and cancel. */
export function LimitRow(props: LimitRowProps) {
  const { t } = useTranslation('protection');
  const clock = usePlatformClock();
  const { pending } = props;
  return (
    <div className={styles.row} data-testid={`limit-${props.limit}`}>
      <div className={styles.rowMain}>
        <div className={styles.rowLabel}>
          <strong>{props.label}</strong>
          {props.note && <span>{props.note}</span>}
        </div>
        <span className={`${styles.value} ${props.valueText ? '' : styles.muted}`}>
          {props.valueText ?? t('noLimit')}
        </span>
        <Button size="sm" variant="ghost" onClick={props.onEdit} disabled={props.busy}>
          {t('edit')}
        </Button>
      </div>
      {pending && (
        <div className={styles.pending} data-testid={`pending-${props.limit}`}>
          <p>
            {props.pendingValueText === null
              ? t('pending.removal')
              : t('pending.raise', { value: props.pendingValueText })}
            {'. '}
            {pending.confirmable
              ? t('pending.ready')
              : t('pending.from', { time: clock.dateTime(pending.effectiveAt) })}
          </p>
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="ghost"
              disabled={props.busy}
              onClick={() => props.onCancel(props.limit)}
            >
              {t('cancel')}
            </Button>
            <Button
              size="sm"
              variant="primary"
              disabled={props.busy || !pending.confirmable}
              onClick={() => props.onConfirm(props.limit)}
            >
              {t('confirm')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
