import { useT } from '../i18n';
import { CopyText } from '../shell/CopyText';
import { navigate } from '../shell/router';
import type { CrashRound } from './types';

export interface CrashRoundSeedsProps {
  round: CrashRound;
}

/**
 * The round's commitment (published before betting) and, once it crashed, its seed to verify.
 * Its own chunk, loaded when the player opens the round's fairness (CrashFairness).
 */
export function CrashRoundSeeds({ round }: CrashRoundSeedsProps) {
  const t = useT();
  const verifyUrl = round.seed
    ? `${import.meta.env.BASE_URL}verify?game=crash&serverSeed=${encodeURIComponent(round.seed)}`
    : null;
  return (
    <div className="crash-fair__body">
      <CopyText label={t('crash.commitment')} value={round.seedHash} />
      {round.seed && verifyUrl ? (
        <>
          <CopyText label={t('crash.seed')} value={round.seed} />
          <a
            className="crash-fair__verify"
            href={verifyUrl}
            onClick={(event) => {
              event.preventDefault();
              navigate(verifyUrl);
            }}
          >
            {t('crash.verify')}
          </a>
        </>
      ) : (
        <p className="hint">{t('crash.seedLater')}</p>
      )}
    </div>
  );
}
