import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { payoutAt } from '../lib/money';
import { useGameSession } from '../shell/session';
import { multiplierAt } from './multiplier';

export interface CashOutButtonProps {
  amount: number;
  startedAt: number;
  offsetMs: number;
  busy: boolean;
  onCashOut: () => void;
}

/** Cash-outs start at 1.01× (server crash/cap.ts): 1.00× would only give the stake back. */
const FIRST_CASHOUT = 1.01;

/**
 * "Cash out Rs 12.30", the amount rising with the multiplier (ten updates a second); it can be
 * tapped from 1.01× on.
 */
export function CashOutButton({
  amount,
  startedAt,
  offsetMs,
  busy,
  onCashOut,
}: CashOutButtonProps) {
  const t = useT();
  const { money } = useGameSession();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(timer);
  }, []);
  const multiplier = multiplierAt(now + offsetMs - startedAt);
  const payout = payoutAt(amount, multiplier);
  return (
    <button
      type="button"
      className="btn btn--block crash-cashout"
      disabled={busy || multiplier < FIRST_CASHOUT}
      onClick={onCashOut}
    >
      {busy ? t('crash.cashingOut') : t('crash.cashOut', { amount: money(payout) })}
    </button>
  );
}
