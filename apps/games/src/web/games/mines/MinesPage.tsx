import { useEffect, useState } from 'react';
import { AmountInput } from '../../bet/AmountInput';
import { useAmount } from '../../bet/useAmount';
import { useT } from '../../i18n';
import { errorCodeOf, type ErrorCode } from '../../lib/api';
import { payoutAt } from '../../lib/money';
import { formatMultiplier, minesMultiplier } from '../../lib/odds';
import type { MinesGame } from '../../lib/types';
import { useGameSession } from '../../shell/session';
import { LoadingView } from '../../shell/States';
import { MinesGrid } from './MinesGrid';

const MINE_COUNTS = Array.from({ length: 24 }, (_, i) => i + 1);
const MINES_KEY = 'khel-games:mines';

type Answer = { game: MinesGame; balance: number };

export function MinesPage() {
  const t = useT();
  const { api, recordBet, rtp, money } = useGameSession();
  const amount = useAmount();
  const [mines, setMinesState] = useState(() => {
    const saved = Number(sessionStorage.getItem(MINES_KEY));
    return MINE_COUNTS.includes(saved) ? saved : 3;
  });
  const setMines = (count: number) => {
    setMinesState(count);
    sessionStorage.setItem(MINES_KEY, String(count));
  };
  const [game, setGame] = useState<MinesGame | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<number | null>(null);
  const [hit, setHit] = useState<number | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);

  // A game left open (reload, closed tab) goes on where it stopped.
  useEffect(() => {
    let cancelled = false;
    api<{ game: MinesGame | null }>('/mines/active')
      .then((answer) => {
        if (cancelled) return;
        if (answer.game) {
          setGame(answer.game);
          setMinesState(answer.game.mines);
        }
        setLoaded(true);
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        setError(errorCodeOf(e));
        setLoaded(true);
      });
    return () => {
      cancelled = true;
    };
  }, [api]);

  const active = game?.status === 'active';

  const run = async (action: () => Promise<Answer>, tile: number | null = null) => {
    setBusy(true);
    setPending(tile);
    setError(null);
    try {
      const answer = await action();
      setGame(answer.game);
      const finished = answer.game.status !== 'active';
      if (answer.game.status === 'lost') setHit(tile);
      recordBet({ balance: answer.balance, nonce: answer.game.nonce });
      return finished;
    } catch (e) {
      const code = errorCodeOf(e);
      setError(code);
      // The game ended elsewhere (another tab): show what the server has now.
      if (code === 'GAME_STATE') {
        void api<{ game: MinesGame | null }>('/mines/active')
          .then((a) => setGame(a.game))
          .catch(() => undefined);
      }
      return false;
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const handleStart = () => {
    if (!amount.check.ok) return;
    setHit(null);
    const stake = amount.check.value;
    void run(() => api<Answer>('/mines/start', { amount: stake, mines }));
  };
  const handleReveal = (tile: number) => {
    if (!game || busy) return;
    void run(() => api<Answer>('/mines/reveal', { gameId: game.id, tile }), tile);
  };
  const handleCashout = () => {
    if (!game) return;
    void run(() => api<Answer>('/mines/cashout', { gameId: game.id }));
  };
  const handleRandom = () => {
    if (!game) return;
    const hidden = Array.from({ length: 25 }, (_, i) => i).filter(
      (i) => !game.revealed.includes(i),
    );
    const tile = hidden[Math.floor(Math.random() * hidden.length)];
    if (tile !== undefined) handleReveal(tile);
  };

  if (!loaded) return <LoadingView />;

  const safeCount = game ? game.revealed.length : 0;
  const current = active ? game.multiplier : 1;
  const next = active ? game.nextMultiplier : minesMultiplier(mines, 1, rtp);
  const cashoutAmount = active ? payoutAt(game.amount, game.multiplier) : 0;

  return (
    <div className="game">
      <section className="stage stage--mines">
        <MinesGrid game={game} pending={pending} hit={hit} onReveal={handleReveal} />
        {game && !active && (
          <div className={`mines-result mines-result--${game.status}`} role="status">
            {game.status === 'won' ? (
              <>
                <strong>{formatMultiplier(game.multiplier)}</strong>
                <span>{t('result.win', { amount: money(game.payout) })}</span>
              </>
            ) : (
              <>
                <strong>{t('mines.boom')}</strong>
                <span>{t('result.lose')}</span>
              </>
            )}
          </div>
        )}
      </section>
      <section className="panel">
        <AmountInput amount={amount} disabled={active || busy} />
        <div className="stats">
          <label className="stat">
            <span className="stat__label">{t('mines.mines')}</span>
            <select
              className="stat__select"
              value={mines}
              disabled={active || busy}
              onChange={(e) => setMines(Number(e.target.value))}
            >
              {MINE_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <div className="stat">
            <span className="stat__label">{t('mines.gems')}</span>
            <span className="stat__value">{25 - mines - (active ? safeCount : 0)}</span>
          </div>
          <div className="stat">
            <span className="stat__label">{t('mines.current')}</span>
            <span className="stat__value">{formatMultiplier(current)}</span>
          </div>
          <div className="stat">
            <span className="stat__label">{t('mines.next')}</span>
            <span className="stat__value">{next ? formatMultiplier(next) : '—'}</span>
          </div>
        </div>
        {active ? (
          <div className="row">
            <button
              type="button"
              className="btn btn--secondary"
              disabled={busy}
              onClick={handleRandom}
            >
              {t('mines.random')}
            </button>
            <button
              type="button"
              className="btn btn--bet btn--grow"
              disabled={busy || safeCount === 0}
              onClick={handleCashout}
            >
              {safeCount === 0 ? (
                t('mines.pickFirst')
              ) : (
                <span className="btn__stack">
                  {t('mines.cashout')}
                  <small>{money(cashoutAmount)}</small>
                </span>
              )}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn--bet btn--block"
            disabled={busy || !amount.check.ok}
            onClick={handleStart}
          >
            {busy ? t('bet.placing') : t('bet.place')}
          </button>
        )}
        {error && (
          <p className="form-error" role="alert">
            {t(`errors.${error}`)}
          </p>
        )}
      </section>
    </div>
  );
}
