import { useTranslation } from '../../i18n/useTranslation';
import { Field } from '../../ui/Field';
import { formatMoney } from '../../ui/Money';
import { useCurrencySign } from '../../stores/app';
import styles from './AmountPicker.module.css';

export interface AmountPickerProps {
  amounts: number[];
  value: string;
  onChange: (text: string) => void;
  /** Shown under the input as 'Min … · Max …' when set. */
  bounds?: { min: number; max: number };
}

/** Amount chips and a free amount input, kept in step. */
export function AmountPicker({ amounts, value, onChange, bounds }: AmountPickerProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const showBounds = bounds && (bounds.min > 0 || bounds.max > 0);
  return (
    <div>
      {amounts.length > 0 && (
        <div className={styles.chips} role="group" aria-label={t('deposit.amount')}>
          {amounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className={styles.chip}
              aria-pressed={Number(value) === amount}
              onClick={() => onChange(String(amount))}
            >
              <span>
                <span className={styles.sign}>{sign}</span> {amount.toLocaleString('en-IN')}
              </span>
            </button>
          ))}
        </div>
      )}
      <Field
        name="depositAmount"
        aria-label={t('deposit.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('deposit.amountPlaceholder')}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/[^\d.]/g, ''))}
        prefix={<strong className={styles.prefix}>{sign}</strong>}
      />
      {showBounds && (
        <p className={styles.bounds}>
          {t('deposit.amountBounds', {
            min: formatMoney(bounds.min, sign),
            max: formatMoney(bounds.max, sign),
          })}
        </p>
      )}
    </div>
  );
}
