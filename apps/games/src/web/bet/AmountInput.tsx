import { useT } from '../i18n';
import { amountText, maxStake, scaleAmount } from '../lib/money';
import { useGameSession } from '../shell/session';
import type { AmountState } from './useAmount';

export interface AmountInputProps {
  amount: AmountState;
  disabled?: boolean;
  label?: string;
}

/** The stake field with ½, 2×, Min and Max, and the reason when the amount cannot be bet. */
export function AmountInput({ amount, disabled = false, label }: AmountInputProps) {
  const t = useT();
  const { limits, balance, currencySign, money } = useGameSession();
  const bounds = { min: limits.minBet, max: limits.maxBet, balance };
  const current = amount.check.ok ? amount.check.value : Number(amount.text.replace(/,/g, ''));
  const set = (value: number) => amount.setText(amountText(value));
  const error = amount.check.ok ? null : amount.check.error;
  return (
    <div className="field">
      <label className="field__label" htmlFor="bet-amount">
        {label ?? t('bet.amount')}
      </label>
      <div className={`amount${error ? ' amount--error' : ''}`}>
        <span className="amount__sign">{currencySign}</span>
        <input
          id="bet-amount"
          className="amount__input"
          inputMode="decimal"
          autoComplete="off"
          value={amount.text}
          disabled={disabled}
          onChange={(e) => amount.setText(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'bet-amount-error' : undefined}
        />
        <button
          type="button"
          className="chip"
          disabled={disabled}
          onClick={() => set(scaleAmount(current, 0.5, bounds))}
        >
          ½
        </button>
        <button
          type="button"
          className="chip"
          disabled={disabled}
          onClick={() => set(scaleAmount(current, 2, bounds))}
        >
          2×
        </button>
        <button
          type="button"
          className="chip"
          disabled={disabled}
          onClick={() => set(limits.minBet)}
        >
          {t('bet.min')}
        </button>
        <button
          type="button"
          className="chip"
          disabled={disabled}
          onClick={() => set(maxStake(bounds))}
        >
          {t('bet.max')}
        </button>
      </div>
      {error && (
        <span id="bet-amount-error" className="field__error">
          {t(`amount.${error}`, { min: money(limits.minBet), max: money(limits.maxBet) })}
        </span>
      )}
    </div>
  );
}
