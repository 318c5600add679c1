import { useState } from 'react';
import { AmountInput } from '../bet/AmountInput';
import { useAmount } from '../bet/useAmount';
import { useT } from '../i18n';
import { useGameSession } from '../shell/session';
import { CashOutButton } from './CashOutButton';
import { formatX } from './multiplier';
import type { CrashRound } from './types';
import type { OwnBet } from './useOwnBet';

export interface CrashControlsProps {
  round: CrashRound | null;
  own: OwnBet;
  offsetMs: number;
}

const AUTO_KEY = 'khel-games:crash:auto';

/** '' (off) or a target from 1.01× with at most 2 decimals. */
function parseAuto(text: string): { ok: true; value: number | null } | { ok: false } {
  const cleaned = text.trim();
  if (cleaned === '') return { ok: true, value: null };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false };
  const value = Number(cleaned);
  return value >= 1.01 && value <= 1_000_000 ? { ok: true, value } : { ok: false };
}

/** Stake, auto cash-out, and the one button: Bet, Bet next round, Cash out, or what happened. */
export function CrashControls({ round, own, offsetMs }: CrashControlsProps) {
  const t = useT();
  const { money } = useGameSession();
  const amount = useAmount();
  const [autoText, setAutoText] = useState(() => sessionStorage.getItem(AUTO_KEY) ?? '');
  const auto = parseAuto(autoText);
  const status = round?.status ?? null;
  const locked = own.busy || own.bet !== null || own.queued !== null;
  const ready = amount.check.ok && auto.ok && round !== null;

  const handleAuto = (text: string) => {
    setAutoText(text);
    sessionStorage.setItem(AUTO_KEY, text);
  };
  const handleBet = () => {
    if (!amount.check.ok || !auto.ok) return;
    if (status === 'betting') own.place(amount.check.value, auto.value);
    else own.setQueued({ amount: amount.check.value, autoCashout: auto.value });
  };

  let button;
  if (own.bet && own.status === 'placed' && status === 'running' && round?.startedAt) {
    button = (
      <CashOutButton
        amount={own.bet.amount}
        startedAt={round.startedAt}
        offsetMs={offsetMs}
        busy={own.busy}
        onCashOut={own.cashOut}
      />
    );
  } else if (own.bet && own.status === 'cashed_out' && own.cashoutAt !== null) {
    button = (
      <button type="button" className="btn btn--block crash-done crash-done--won" disabled>
        {t('crash.cashedOut', { at: formatX(own.cashoutAt), amount: money(own.payout) })}
      </button>
    );
  } else if (own.bet && (status === 'crashed' || own.status === 'lost')) {
    button = (
      <button type="button" className="btn btn--block crash-done" disabled>
        {t('crash.lost')}
      </button>
    );
  } else if (own.bet && own.status === 'refunded') {
    button = (
      <button type="button" className="btn btn--block crash-done" disabled>
        {t('crash.refundedBet')}
      </button>
    );
  } else if (own.bet) {
    button = (
      <button type="button" className="btn btn--block crash-done" disabled>
        {t('crash.waiting')}
      </button>
    );
  } else if (own.queued) {
    button = (
      <button
        type="button"
        className="btn btn--block btn--stop"
        onClick={() => own.setQueued(null)}
      >
        {t('crash.cancelQueued')}
      </button>
    );
  } else {
    button = (
      <button
        type="button"
        className="btn btn--bet btn--block"
        disabled={!ready || own.busy}
        onClick={handleBet}
      >
        {own.busy ? t('bet.placing') : status === 'betting' ? t('bet.place') : t('crash.betNext')}
      </button>
    );
  }

  return (
    <section className="panel">
      <AmountInput amount={amount} disabled={locked} />
      <label className="field">
        <span className="field__label">{t('crash.autoCashout')}</span>
        <span className="stat__field">
          <input
            className="input"
            inputMode="decimal"
            placeholder={t('crash.autoOff')}
            value={autoText}
            disabled={locked}
            aria-invalid={!auto.ok}
            onChange={(e) => handleAuto(e.target.value)}
          />
          <span className="stat__suffix">×</span>
        </span>
        {!auto.ok && <span className="field__error">{t('crash.autoInvalid')}</span>}
      </label>
      {button}
      {own.error && (
        <p className="form-error" role="alert">
          {t(`errors.${own.error}`)}
        </p>
      )}
    </section>
  );
}
