import { useT } from '../i18n';
import { CopyText } from '../shell/CopyText';
import { navigate } from '../shell/router';
import type { CrashRound } from './types';

export interface CrashFairnessProps {
  round: CrashRound | null;
}

/** The round's commitment (published before betting) and, once it crashed, its seed to verify. */
export function CrashFairness({ round }: CrashFairnessProps) {
  const t = useT();
  if (!round) return null;
  const verifyUrl = round.seed
    ? `${import.meta.env.BASE_URL}verify?game=crash&serverSeed=${encodeURIComponent(round.seed)}`
    : null;
  return (
    <section className="panel crash-fair">
      <p className="crash-fair__title">{t('crash.roundNo', { roundNo: round.roundNo })}</p>
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
    </section>
  );
}
