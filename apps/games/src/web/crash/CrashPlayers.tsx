import { useT } from '../i18n';
import { useGameSession } from '../shell/session';
import { formatX } from './multiplier';
import type { CrashPlayer } from './types';

export interface CrashPlayersProps {
  players: CrashPlayer[];
  playerCount: number;
  totalAmount: number;
  ownBetId: string | null;
  crashed: boolean;
}

/** Everyone in the round: masked name, stake, and the multiplier they cashed out at. */
export function CrashPlayers({
  players,
  playerCount,
  totalAmount,
  ownBetId,
  crashed,
}: CrashPlayersProps) {
  const t = useT();
  const { money } = useGameSession();
  return (
    <section className="panel crash-players">
      <header className="crash-players__head">
        <span>{t('crash.players', { count: playerCount })}</span>
        <span>{money(totalAmount)}</span>
      </header>
      {players.length === 0 ? (
        <p className="empty">{t('crash.noPlayers')}</p>
      ) : (
        <ul className="crash-players__list">
          {players.map((p) => {
            const lost = p.status === 'lost' || (crashed && p.status === 'placed');
            return (
              <li
                key={p.betId}
                className={`crash-players__row${p.betId === ownBetId ? ' crash-players__row--own' : ''}${
                  p.status === 'cashed_out'
                    ? ' crash-players__row--won'
                    : lost
                      ? ' crash-players__row--lost'
                      : ''
                }`}
              >
                <span className="crash-players__name">
                  {p.betId === ownBetId ? t('crash.you') : p.name}
                </span>
                <span className="crash-players__amount">{money(p.amount)}</span>
                <span className="crash-players__at">
                  {p.cashoutAt !== null
                    ? formatX(p.cashoutAt)
                    : p.status === 'refunded'
                      ? t('crash.refunded')
                      : '—'}
                </span>
                <span className="crash-players__payout">
                  {p.status === 'cashed_out' ? money(p.payout) : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
