import { useState, type ReactNode } from 'react';
import { useT } from '../i18n';
import { ApiError, errorCodeOf, type ErrorCode } from '../lib/api';
import { parseAmount } from '../lib/money';
import { useGameSession } from '../shell/session';
import { AmountInput } from './AmountInput';
import type { AmountState } from './useAmount';
import { useAutoBet, type RoundOutcome } from './useAutoBet';

export interface BetPanelProps {
  amount: AmountState;
  /** Places one bet with the current inputs; rejects with the API's error. */
  onPlay: () => Promise<RoundOutcome>;
  /** False while a game input (target…) is invalid. */
  canPlay: boolean;
  /** Game inputs and figures between the stake and the button. */
  children?: ReactNode;
}

type Mode = 'manual' | 'auto';

/** Stake, game inputs, Manual/Auto tabs and the bet button, shared by Dice and Limbo. */
export function BetPanel({ amount, onPlay, canPlay, children }: BetPanelProps) {
  const t = useT();
  const { money, currencySign } = useGameSession();
  const [mode, setMode] = useState<Mode>('manual');
  const [inFlight, setInFlight] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [count, setCount] = useState('10');
  const [stopProfit, setStopProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');

  const playTracked = async () => {
    // Auto-bet re-checks the stake before every round: the balance may have run out.
    if (!amount.check.ok) {
      throw amount.check.error === 'funds'
        ? new ApiError('INSUFFICIENT_FUNDS', 'Balance below the stake')
        : new ApiError('INVALID_REQUEST', `Amount: ${amount.check.error}`);
    }
    setInFlight(true);
    setError(null);
    try {
      return await onPlay();
    } finally {
      setInFlight(false);
    }
  };
  const auto = useAutoBet(playTracked);
  const locked = inFlight || auto.running;
  const ready = amount.check.ok && canPlay;

  const optional = (text: string) => {
    if (text.trim() === '') return 0;
    const parsed = parseAmount(text, { min: 0, max: Number.MAX_SAFE_INTEGER });
    return parsed.ok ? parsed.value : NaN;
  };
  const countValue = count.trim() === '' ? 0 : Number(count);
  const autoValid =
    Number.isInteger(countValue) &&
    countValue >= 0 &&
    countValue <= 10000 &&
    !Number.isNaN(optional(stopProfit)) &&
    !Number.isNaN(optional(stopLoss));

  const handleManual = () => {
    playTracked().catch((e: unknown) => setError(errorCodeOf(e)));
  };
  const handleAuto = () => {
    if (auto.running) auto.stop();
    else {
      setError(null);
      auto.start({
        count: countValue,
        stopProfit: optional(stopProfit),
        stopLoss: optional(stopLoss),
      });
    }
  };

  const stopMessage = (() => {
    if (auto.running || !auto.stopped) return null;
    const { reason, code } = auto.stopped;
    if (reason === 'error') return code ? t(`errors.${code}`) : null;
    return t(`auto.stopped.${reason}`, { count: auto.played });
  })();

  return (
    <section className="panel">
      <div className="tabs" role="tablist">
        {(['manual', 'auto'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={`tabs__tab${mode === m ? ' tabs__tab--on' : ''}`}
            disabled={auto.running}
            onClick={() => setMode(m)}
          >
            {t(`bet.${m}`)}
          </button>
        ))}
      </div>
      <AmountInput amount={amount} disabled={locked} />
      {children}
      {mode === 'auto' && (
        <div className="auto">
          <label className="field">
            <span className="field__label">{t('auto.count')}</span>
            <input
              className="input"
              inputMode="numeric"
              value={count}
              disabled={auto.running}
              placeholder="∞"
              onChange={(e) => setCount(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <label className="field">
            <span className="field__label">{t('auto.stopProfit')}</span>
            <input
              className="input"
              inputMode="decimal"
              value={stopProfit}
              disabled={auto.running}
              placeholder={currencySign}
              onChange={(e) => setStopProfit(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field__label">{t('auto.stopLoss')}</span>
            <input
              className="input"
              inputMode="decimal"
              value={stopLoss}
              disabled={auto.running}
              placeholder={currencySign}
              onChange={(e) => setStopLoss(e.target.value)}
            />
          </label>
        </div>
      )}
      {mode === 'manual' ? (
        <button
          type="button"
          className="btn btn--bet btn--block"
          disabled={!ready || locked}
          onClick={handleManual}
        >
          {inFlight ? t('bet.placing') : t('bet.place')}
        </button>
      ) : (
        <button
          type="button"
          className={`btn btn--block ${auto.running ? 'btn--stop' : 'btn--bet'}`}
          disabled={!auto.running && (!ready || !autoValid)}
          onClick={handleAuto}
        >
          {auto.running ? t('auto.stop') : t('auto.start')}
        </button>
      )}
      {mode === 'auto' && (auto.running || auto.stopped) && (
        <p className="auto__status" aria-live="polite">
          {t('auto.progress', { count: auto.played })} ·{' '}
          <span className={auto.net >= 0 ? 'win' : 'lose'}>
            {auto.net >= 0 ? '+' : ''}
            {money(auto.net)}
          </span>
        </p>
      )}
      {mode === 'auto' && stopMessage && <p className="hint">{stopMessage}</p>}
      {error && (
        <p className="form-error" role="alert">
          {t(`errors.${error}`)}
        </p>
      )}
    </section>
  );
}
