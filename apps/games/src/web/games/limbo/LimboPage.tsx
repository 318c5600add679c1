import { useState } from 'react';
import { BetPanel } from '../../bet/BetPanel';
import { useAmount } from '../../bet/useAmount';
import { useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { profitAt } from '../../lib/money';
import {
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  formatChance,
  formatMultiplier,
  isValidLimboTarget,
  limboWinChance,
} from '../../lib/odds';
import type { Bet } from '../../lib/types';
import { useGameSession } from '../../shell/session';
import { pushRecent, RecentResults, type RecentResult } from '../RecentResults';
import { useCountUp } from '../useCountUp';

export function LimboPage() {
  const t = useT();
  const { api, recordBet, rtp, money } = useGameSession();
  const amount = useAmount();
  const [targetText, setTargetText] = useState('2.00');
  const [last, setLast] = useState<Bet | null>(null);
  const [recent, setRecent] = useState<RecentResult[]>([]);

  const target = Number(targetText);
  const valid = isValidLimboTarget(target);
  const chance = valid ? limboWinChance(target, rtp) : null;
  const result = typeof last?.result === 'number' ? last.result : null;
  // Long shots count up longer, but never hold the next bet back much.
  const shown = useCountUp(result, 1, result !== null && result > 10 ? 650 : 420, last?.id);
  const settled = shown !== null && shown === result;

  const handlePlay = async () => {
    if (!amount.check.ok) throw new ApiError('INVALID_REQUEST', 'Invalid amount');
    const answer = await api<{ bet: Bet; balance: number }>('/limbo/bet', {
      amount: amount.check.value,
      target,
    });
    const bet = answer.bet;
    setLast(bet);
    recordBet({ balance: answer.balance, nonce: bet.nonce });
    if (typeof bet.result === 'number') {
      const label = formatMultiplier(bet.result);
      setRecent((list) => pushRecent(list, { id: bet.id, label, win: bet.win }));
    }
    return { amount: bet.amount, payout: bet.payout };
  };

  const state = last && settled ? (last.win ? 'win' : 'lose') : 'idle';
  return (
    <div className="game">
      <RecentResults results={recent} />
      <section className={`stage stage--${state}`} aria-live="polite">
        <div className={`limbo__result limbo__result--${state}`}>
          {shown === null ? '—' : formatMultiplier(settled ? shown : Math.floor(shown * 100) / 100)}
        </div>
        <div className="dice__outcome">
          {last && settled
            ? last.win
              ? t('result.win', { amount: money(last.payout) })
              : t('result.lose')
            : last
              ? '\u00a0'
              : t('limbo.hint', { target: formatMultiplier(valid ? target : 2) })}
        </div>
      </section>
      <BetPanel amount={amount} onPlay={handlePlay} canPlay={valid}>
        <div className="stats">
          <label className="stat">
            <span className="stat__label">{t('limbo.target')}</span>
            <span className="stat__field">
              <input
                className="stat__input"
                inputMode="decimal"
                value={targetText}
                onChange={(e) => setTargetText(e.target.value)}
                onBlur={() => valid && setTargetText(target.toFixed(2))}
                aria-invalid={!valid}
              />
              <span className="stat__suffix">×</span>
            </span>
          </label>
          <div className="stat">
            <span className="stat__label">{t('bet.winChance')}</span>
            <span className="stat__value">{chance === null ? '—' : formatChance(chance)}</span>
          </div>
        </div>
        {!valid && (
          <p className="field__error">
            {t('limbo.targetInvalid', {
              min: formatMultiplier(LIMBO_MIN_TARGET),
              max: formatMultiplier(LIMBO_MAX_TARGET),
            })}
          </p>
        )}
        {valid && amount.check.ok && (
          <p className="hint">
            {t('bet.profitOnWin', {
              amount: money(profitAt(amount.check.value, target)),
            })}
          </p>
        )}
      </BetPanel>
    </div>
  );
}
