import { useT } from '../i18n';
import { formatMultiplier } from '../lib/odds';
import type { Outcome } from './outcome';

/** A recomputed outcome: the roll, result or crash point, or the mines on a small board. */
export function OutcomeView({ outcome }: { outcome: Outcome }) {
  const t = useT();
  switch (outcome.game) {
    case 'dice':
      return (
        <div className="outcome">
          <span className="outcome__big">{outcome.roll.toFixed(2)}</span>
          {outcome.win !== null && (
            <span className={outcome.win ? 'win' : 'lose'}>
              {outcome.win
                ? t('verify.wins', { multiplier: formatMultiplier(outcome.multiplier ?? 0) })
                : t('verify.loses')}
            </span>
          )}
        </div>
      );
    case 'limbo':
      return (
        <div className="outcome">
          <span className="outcome__big">{formatMultiplier(outcome.result)}</span>
          {outcome.win !== null && (
            <span className={outcome.win ? 'win' : 'lose'}>
              {outcome.win ? t('verify.winsPlain') : t('verify.loses')}
            </span>
          )}
        </div>
      );
    case 'crash':
      return (
        <div className="outcome">
          <span className="outcome__big">{formatMultiplier(outcome.point)}</span>
          <span className="field__label">{t('verify.previousSeed')}</span>
          <code className="mono-block">{outcome.previousSeed}</code>
        </div>
      );
    case 'mines': {
      const mines = new Set(outcome.positions);
      return (
        <div className="outcome">
          <div
            className="mini-grid"
            aria-label={t('verify.minePositions', { list: outcome.positions.join(', ') })}
          >
            {Array.from({ length: 25 }, (_, i) => (
              <span
                key={i}
                className={
                  mines.has(i) ? 'mini-grid__cell mini-grid__cell--mine' : 'mini-grid__cell'
                }
              />
            ))}
          </div>
          <span className="muted">
            {t('verify.minePositions', { list: outcome.positions.join(', ') })}
          </span>
        </div>
      );
    }
  }
}
