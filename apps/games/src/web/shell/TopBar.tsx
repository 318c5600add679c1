import { useT } from '../i18n';
import { Icon } from './icons';
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
          <Icon name="history" />
        </button>
        <button
          type="button"
          className="icon-btn icon-btn--accent"
          onClick={onFairness}
          aria-label={t('fair.title')}
        >
          <Icon name="shield" />
        </button>
      </div>
    </header>
  );
}
