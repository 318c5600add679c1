import { useState } from 'react';
import { BetPanel } from '../../bet/BetPanel';
import { useAmount } from '../../bet/useAmount';
import { useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { profitAt } from '../../lib/money';
import {
  diceMultiplier,
  diceWinChance,
  formatChance,
  formatMultiplier,
  isValidDiceTarget,
} from '../../lib/odds';
import type { Bet, DiceDirection } from '../../lib/types';
import { Icon } from '../../shell/icons';
import { useGameSession } from '../../shell/session';
import { pushRecent, RecentResults, type RecentResult } from '../RecentResults';
import { useCountUp } from '../useCountUp';

/** The flip button's two arrows (under ⇄ over). */
const SWAP = 'M7 4v16m0 0l-3-3m3 3l3-3M17 20V4m0 0l-3 3m3-3l3 3';

export function DicePage() {
  const t = useT();
  const { api, recordBet, rtp, money } = useGameSession();
  const amount = useAmount();
  const [targetText, setTargetText] = useState('50.00');
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [last, setLast] = useState<Bet | null>(null);
  const [recent, setRecent] = useState<RecentResult[]>([]);

  const target = Number(targetText);
  const valid = isValidDiceTarget(target, direction);
  const chance = valid ? diceWinChance(target, direction) : null;
  const multiplier = valid ? diceMultiplier(target, direction, rtp) : null;
  const roll = typeof last?.result === 'number' ? last.result : null;
  const shown = useCountUp(roll, 50, 380, last?.id);
  const slider = valid ? target : Math.min(98, Math.max(2, target || 50));

  const handleFlip = () => {
    setDirection((d) => (d === 'under' ? 'over' : 'under'));
    if (Number.isFinite(target)) setTargetText((100 - target).toFixed(2));
  };

  const handlePlay = async () => {
    if (!amount.check.ok) throw new ApiError('INVALID_REQUEST', 'Invalid amount');
    const answer = await api<{ bet: Bet; balance: number }>('/dice/bet', {
      amount: amount.check.value,
      target,
      direction,
    });
    const bet = answer.bet;
    setLast(bet);
    recordBet({ balance: answer.balance, nonce: bet.nonce });
    if (typeof bet.result === 'number') {
      const label = bet.result.toFixed(2);
      setRecent((list) => pushRecent(list, { id: bet.id, label, win: bet.win }));
    }
    return { amount: bet.amount, payout: bet.payout };
  };

  const state = last ? (last.win ? 'win' : 'lose') : 'idle';
  return (
    <div className="game">
      <RecentResults results={recent} />
      <section className={`stage stage--${state}`} aria-live="polite">
        <div className="dice__roll">{shown === null ? '—' : shown.toFixed(2)}</div>
        <div className="dice__outcome">
          {last
            ? last.win
              ? t('result.win', { amount: money(last.payout) })
              : t('result.lose')
            : t('dice.hint')}
        </div>
        <div
          className={`dice__track dice__track--${direction}`}
          style={{ ['--target' as string]: `${slider}%` }}
        >
          <input
            type="range"
            className="dice__slider"
            min={2}
            max={98}
            step={1}
            value={slider}
            aria-label={t('dice.target')}
            onChange={(e) => setTargetText(Number(e.target.value).toFixed(2))}
          />
          {roll !== null && (
            <span
              key={last?.id}
              className={`dice__marker dice__marker--${state}`}
              style={{ left: `${roll}%` }}
            >
              {roll.toFixed(2)}
            </span>
          )}
        </div>
        <div className="dice__scale" aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
      </section>
      <BetPanel amount={amount} onPlay={handlePlay} canPlay={valid}>
        <div className="stats">
          <label className="stat">
            <span className="stat__label">
              {t(direction === 'under' ? 'dice.rollUnder' : 'dice.rollOver')}
            </span>
            <span className="stat__field">
              <input
                className="stat__input"
                inputMode="decimal"
                value={targetText}
                onChange={(e) => setTargetText(e.target.value)}
                onBlur={() => valid && setTargetText(target.toFixed(2))}
                aria-invalid={!valid}
              />
              <button
                type="button"
                className="icon-btn icon-btn--small"
                onClick={handleFlip}
                aria-label={t('dice.flip')}
              >
                <Icon path={SWAP} size={16} />
              </button>
            </span>
          </label>
          <div className="stat">
            <span className="stat__label">{t('bet.multiplier')}</span>
            <span className="stat__value">
              {multiplier === null ? '—' : formatMultiplier(multiplier)}
            </span>
          </div>
          <div className="stat">
            <span className="stat__label">{t('bet.winChance')}</span>
            <span className="stat__value">{chance === null ? '—' : formatChance(chance)}</span>
          </div>
        </div>
        {!valid && <p className="field__error">{t('dice.targetInvalid')}</p>}
        {valid && multiplier !== null && amount.check.ok && (
          <p className="hint">
            {t('bet.profitOnWin', {
              amount: money(profitAt(amount.check.value, multiplier)),
            })}
          </p>
        )}
      </BetPanel>
    </div>
  );
}
