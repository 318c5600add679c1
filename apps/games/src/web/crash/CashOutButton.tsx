import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { floorToPaise } from '../lib/money';
import { useGameSession } from '../shell/session';
import { multiplierAt } from './multiplier';

export interface CashOutButtonProps {
  amount: number;
  startedAt: number;
  offsetMs: number;
  busy: boolean;
  onCashOut: () => void;
}

/** "Cash out Rs 12.30", the amount rising with the multiplier (ten updates a second). */
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
  const payout = floorToPaise(amount * multiplierAt(now + offsetMs - startedAt));
  return (
    <button
      type="button"
      className="btn btn--block crash-cashout"
      disabled={busy}
      onClick={onCashOut}
    >
      {busy ? t('crash.cashingOut') : t('crash.cashOut', { amount: money(payout) })}
    </button>
  );
}
