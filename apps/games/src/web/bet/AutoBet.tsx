import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { parseAmount } from '../lib/money';
import { useGameSession } from '../shell/session';
import { useAutoBet, type RoundOutcome } from './useAutoBet';

export interface AutoBetProps {
  /** Plays one round with the panel's inputs (BetPanel's tracked play). */
  play: () => Promise<RoundOutcome>;
  /** The stake and the game inputs can be bet. */
  ready: boolean;
  /** Tells the panel when auto-bet runs, so it locks the stake and the tabs. */
  onRunningChange: (running: boolean) => void;
  /** The Manual tab is open: nothing shows, but the settings and the last run's result stay. */
  hidden: boolean;
}

/**
 * The Auto tab of BetPanel: number of bets, stop on profit and on loss, start/stop and progress.
 * Its own chunk, loaded when the player opens the tab (lazyPart in BetPanel).
 */
export function AutoBet({ play, ready, onRunningChange, hidden }: AutoBetProps) {
  const t = useT();
  const { money, currencySign } = useGameSession();
  const [count, setCount] = useState('10');
  const [stopProfit, setStopProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const auto = useAutoBet(play);

  // The panel owns the stake field and the tabs, which a run locks.
  useEffect(() => onRunningChange(auto.running), [auto.running, onRunningChange]);

  const optional = (text: string) => {
    if (text.trim() === '') return 0;
    const parsed = parseAmount(text, { min: 0, max: Number.MAX_SAFE_INTEGER });
    return parsed.ok ? parsed.value : NaN;
  };
  const countValue = count.trim() === '' ? 0 : Number(count);
  const valid =
    Number.isInteger(countValue) &&
    countValue >= 0 &&
    countValue <= 10000 &&
    !Number.isNaN(optional(stopProfit)) &&
    !Number.isNaN(optional(stopLoss));

  const handleAuto = () => {
    if (auto.running) auto.stop();
    else {
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

  if (hidden) return null;
  return (
    <>
      <div className="auto">
        <AutoField
          label={t('auto.count')}
          inputMode="numeric"
          value={count}
          disabled={auto.running}
          placeholder="∞"
          onChange={(text) => setCount(text.replace(/\D/g, ''))}
        />
        <AutoField
          label={t('auto.stopProfit')}
          inputMode="decimal"
          value={stopProfit}
          disabled={auto.running}
          placeholder={currencySign}
          onChange={setStopProfit}
        />
        <AutoField
          label={t('auto.stopLoss')}
          inputMode="decimal"
          value={stopLoss}
          disabled={auto.running}
          placeholder={currencySign}
          onChange={setStopLoss}
        />
      </div>
      <button
        type="button"
        className={`btn btn--block ${auto.running ? 'btn--stop' : 'btn--bet'}`}
        disabled={!auto.running && (!ready || !valid)}
        onClick={handleAuto}
      >
        {auto.running ? t('auto.stop') : t('auto.start')}
      </button>
      {(auto.running || auto.stopped) && (
        <p className="auto__status" aria-live="polite">
          {t('auto.progress', { count: auto.played })} ·{' '}
          <span className={auto.net >= 0 ? 'win' : 'lose'}>
            {auto.net >= 0 ? '+' : ''}
            {money(auto.net)}
          </span>
        </p>
      )}
      {stopMessage && <p className="hint">{stopMessage}</p>}
    </>
  );
}

/** One of the Auto tab's settings: its label over its input (locked while a run goes on). */
function AutoField(props: {
  label: string;
  inputMode: 'numeric' | 'decimal';
  value: string;
  disabled: boolean;
  placeholder: string;
  onChange: (text: string) => void;
}) {
  return (
    <label className="field">
      <span className="field__label">{props.label}</span>
      <input
        className="input"
        inputMode={props.inputMode}
        value={props.value}
        disabled={props.disabled}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}
