import { useState, type ReactNode } from 'react';
import { useT } from '../i18n';
import { ApiError, errorCodeOf, type ErrorCode } from '../lib/api';
import { lazyPart } from '../shell/lazyPart';
import { AmountInput } from './AmountInput';
import type { AmountState } from './useAmount';
import type { RoundOutcome } from './useAutoBet';

// The Auto tab's fields and loop load when the player first opens it: a first visit bets by hand.
const AutoBet = lazyPart(() => import('./AutoBet').then((m) => m.AutoBet));

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
  const [mode, setMode] = useState<Mode>('manual');
  // Once opened, the Auto tab stays mounted (hidden under Manual) and keeps its settings.
  const [autoOpened, setAutoOpened] = useState(false);
  const [inFlight, setInFlight] = useState(false);
  const [autoRunning, setAutoRunning] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);

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
  const locked = inFlight || autoRunning;
  const ready = amount.check.ok && canPlay;

  const handleManual = () => {
    playTracked().catch((e: unknown) => setError(errorCodeOf(e)));
  };

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
            disabled={autoRunning}
            onClick={() => {
              setMode(m);
              if (m === 'auto') setAutoOpened(true);
            }}
          >
            {t(`bet.${m}`)}
          </button>
        ))}
      </div>
      <AmountInput amount={amount} disabled={locked} />
      {children}
      {mode === 'manual' && (
        <button
          type="button"
          className="btn btn--bet btn--block"
          disabled={!ready || locked}
          onClick={handleManual}
        >
          {inFlight ? t('bet.placing') : t('bet.place')}
        </button>
      )}
      {autoOpened && (
        <AutoBet
          play={playTracked}
          ready={ready}
          onRunningChange={setAutoRunning}
          hidden={mode !== 'auto'}
        />
      )}
      {error && (
        <p className="form-error" role="alert">
          {t(`errors.${error}`)}
        </p>
      )}
    </section>
  );
}
