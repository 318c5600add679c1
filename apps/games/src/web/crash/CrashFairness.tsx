import { useState } from 'react';
import { useT } from '../i18n';
import { lazyPart } from '../shell/lazyPart';
import type { CrashRound } from './types';

// The hashes load when the player opens them: most rounds are watched, not verified.
const CrashRoundSeeds = lazyPart(() => import('./CrashRoundSeeds').then((m) => m.CrashRoundSeeds));

export interface CrashFairnessProps {
  round: CrashRound | null;
}

/**
 * The round number, and on a tap its commitment and, once it crashed, its seed to verify. Once
 * opened it stays open from round to round.
 */
export function CrashFairness({ round }: CrashFairnessProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!round) return null;
  return (
    <details className="panel crash-fair" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="crash-fair__summary">
        <span className="crash-fair__title">{t('crash.roundNo', { roundNo: round.roundNo })}</span>
        <span className="crash-fair__more">{t('fair.title')}</span>
      </summary>
      {open && <CrashRoundSeeds round={round} />}
    </details>
  );
}
