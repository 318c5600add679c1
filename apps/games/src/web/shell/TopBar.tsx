import { useT } from '../i18n';
import { Icon } from './icons';

const HISTORY = 'M4 12a8 8 0 108-8 8 8 0 00-6.3 3M4 4v4h4m4 0v4l3 2';
const SHIELD = 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4';
import { useGameSession } from './session';

/** The player's balance as a pill; tap to refresh it from the wallet. */
export function BalanceBar() {
  const t = useT();
  const { balance, money, refreshBalance } = useGameSession();
  return (
    <button
      type="button"
      className="balance"
      onClick={() => void refreshBalance().catch(() => undefined)}
      // The name starts with the amount it shows (WCAG 2.5.3), then what a tap does.
      aria-label={`${money(balance)}, ${t('shell.balance')}`}
    >
      <span className="balance__amount">{money(balance)}</span>
    </button>
  );
}

export interface TopBarProps {
  onFairness: () => void;
  onHistory: () => void;
}

export function TopBar({ onFairness, onHistory }: TopBarProps) {
  const t = useT();
  const { game } = useGameSession();
  return (
    <header className="topbar">
      <h1 className="topbar__title">{t(`game.${game}`)}</h1>
      <BalanceBar />
      <div className="topbar__actions">
        <button
          type="button"
          className="icon-btn"
          onClick={onHistory}
          aria-label={t('history.title')}
        >
          <Icon path={HISTORY} />
        </button>
        <button
          type="button"
          className="icon-btn icon-btn--accent"
          onClick={onFairness}
          aria-label={t('fair.title')}
        >
          <Icon path={SHIELD} />
        </button>
      </div>
    </header>
  );
}
