import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { errorCodeOf, type ErrorCode } from '../lib/api';
import { verifyUrl } from '../lib/launch';
import { formatMultiplier } from '../lib/odds';
import type { Bet } from '../lib/types';
import { navigate } from './router';
import { Sheet } from './Sheet';
import { useGameSession } from './session';
import { EmptyView } from './States';

function resultText(bet: Bet): string {
  if (bet.game === 'dice' && typeof bet.result === 'number') return bet.result.toFixed(2);
  if (bet.game === 'mines' && 'mines' in bet.params) {
    const mines = Array.isArray(bet.result) ? bet.result : [];
    const safe = bet.params.revealed.filter((tile) => !mines.includes(tile)).length;
    return `${safe}/${25 - bet.params.mines}`;
  }
  return typeof bet.result === 'number' ? formatMultiplier(bet.result) : '';
}

/** The player's last bets in this game, newest first, each opening its verify view. */
export function HistoryList() {
  const t = useT();
  const { api, game, betCount, money, timeOfDay } = useGameSession();
  const [bets, setBets] = useState<Bet[] | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    // Auto-bet settles several bets a second: reload once they pause.
    const timer = window.setTimeout(() => {
      api<{ bets: Bet[] }>('/history', { game, limit: 20 })
        .then((answer) => {
          if (cancelled) return;
          setBets(answer.bets);
          setError(null);
        })
        .catch((e: unknown) => !cancelled && setError(errorCodeOf(e)));
    }, 400);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [api, game, betCount, attempt]);

  if (error && !bets) {
    return (
      <div className="inline-state">
        <p className="form-error">{t(`errors.${error}`)}</p>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => setAttempt((n) => n + 1)}
        >
          {t('action.retry')}
        </button>
      </div>
    );
  }
  if (!bets) {
    return (
      <div className="inline-state">
        <span className="spinner spinner--small" aria-label={t('state.loading')} />
      </div>
    );
  }
  if (bets.length === 0) return <EmptyView text={t('history.empty')} />;
  return (
    <ul className="history">
      <li className="history__head" aria-hidden="true">
        <span>{t('history.time')}</span>
        <span>{t('history.amount')}</span>
        <span>{t('history.result')}</span>
        <span>{t('history.payout')}</span>
      </li>
      {bets.map((bet) => {
        const href = verifyUrl({ bet: bet.id });
        return (
          <li key={bet.id}>
            <a
              className="history__row"
              href={href}
              onClick={(e) => {
                e.preventDefault();
                navigate(href);
              }}
              aria-label={t('history.verifyBet', { id: bet.id })}
            >
              <span className="muted">{timeOfDay(bet.createdAt)}</span>
              <span>{money(bet.amount)}</span>
              <span>{resultText(bet)}</span>
              <span className={bet.win ? 'win' : 'lose'}>
                {bet.win ? `+${money(bet.payout)}` : money(-bet.amount)}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The history sheet: the list in its sheet, loaded together when the player opens it. */
export function HistorySheet({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Sheet title={t('history.title')} onClose={onClose}>
      <HistoryList />
    </Sheet>
  );
}
