import { useEffect, useMemo, useState } from 'react';
import { useT } from '../i18n';
import { apiRequest, errorCodeOf, type ErrorCode } from '../lib/api';
import { DEFAULT_RTP } from '../lib/odds';
import type { Bet } from '../lib/types';
import { Icon } from '../shell/icons';
import { computeOutcome, matchesRecorded, sha256Hex, type Outcome } from './outcome';
import { OutcomeView } from './OutcomeView';
import { formFromBet, formFromQuery, VerifyForm, type Form } from './VerifyForm';

const BACK = 'M15 5l-7 7 7 7';

export interface VerifyPageProps {
  params: URLSearchParams;
  /** Shown when the page was opened from a game (history, fairness sheet). */
  onBack?: () => void;
}

type Loaded = { bet: Bet; serverSeed: string | null };

/** Recomputes any bet from its seeds in this browser, and checks the seed against its hash. */
export function VerifyPage({ params, onBack }: VerifyPageProps) {
  const t = useT();
  const betId = params.get('bet');
  const [form, setForm] = useState<Form>(() => formFromQuery(params));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<ErrorCode | null>(null);
  const [loading, setLoading] = useState(betId !== null);

  useEffect(() => {
    if (!betId) return;
    let cancelled = false;
    setLoading(true);
    apiRequest<Loaded>(`/bets/${encodeURIComponent(betId)}`, { method: 'GET' })
      .then((answer) => {
        if (cancelled) return;
        setLoaded(answer);
        setForm(formFromBet(answer.bet, answer.serverSeed));
      })
      .catch((e: unknown) => !cancelled && setLoadError(errorCodeOf(e)))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [betId]);

  // The RTP the bet was played at (stored with it), else the link's, else the default.
  const rtp = Number(loaded?.bet.params.rtp) || Number(params.get('rtp')) || DEFAULT_RTP;

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const outcome = useMemo<Outcome | null>(
    () =>
      computeOutcome({
        game: form.game,
        serverSeed: form.serverSeed,
        clientSeed: form.clientSeed,
        nonce: Number(form.nonce),
        diceTarget: Number(form.diceTarget),
        diceDirection: form.diceDirection,
        limboTarget: Number(form.limboTarget),
        mines: Number(form.mines),
        rtp,
      }),
    [form, rtp],
  );
  const seedHash = useMemo(
    () => (form.serverSeed.trim() ? sha256Hex(form.serverSeed.trim()) : null),
    [form.serverSeed],
  );
  const committed = loaded?.bet.serverSeedHash ?? null;
  const isCrash = form.game === 'crash';

  return (
    <div className="verify">
      <header className="topbar">
        {onBack && (
          <button type="button" className="icon-btn" onClick={onBack} aria-label={t('action.back')}>
            <Icon path={BACK} />
          </button>
        )}
        <h1 className="topbar__title">{t('verify.title')}</h1>
      </header>
      <main className="verify__body">
        {loading && (
          <div className="inline-state">
            <span className="spinner spinner--small" aria-label={t('state.loading')} />
          </div>
        )}
        {loadError && (
          <p className="form-error">
            {t(loadError === 'NOT_FOUND' ? 'verify.betNotFound' : `errors.${loadError}`)}
          </p>
        )}
        {loaded && (
          <section className="card">
            <p className="muted">
              {t('verify.betLine', { id: loaded.bet.id, game: t(`game.${loaded.bet.game}`) })}
            </p>
            {loaded.serverSeed === null && (
              <p className="notice">
                {t(loaded.bet.game === 'crash' ? 'verify.crashNotRevealed' : 'verify.notRevealed')}
              </p>
            )}
          </section>
        )}
        <VerifyForm form={form} onChange={set} />
        <section className="card">
          <h2 className="card__title">{t('verify.result')}</h2>
          {outcome ? (
            <OutcomeView outcome={outcome} />
          ) : (
            <p className="muted">{t('verify.enterSeeds')}</p>
          )}
          {outcome && loaded && (
            <p
              className={
                matchesRecorded(outcome, loaded.bet.result) ? 'badge badge--ok' : 'badge badge--bad'
              }
            >
              {t(
                matchesRecorded(outcome, loaded.bet.result)
                  ? 'verify.matchesRecorded'
                  : 'verify.differsRecorded',
              )}
            </p>
          )}
        </section>
        <section className="card">
          <h2 className="card__title">{t(isCrash ? 'verify.seedHashCrash' : 'verify.seedHash')}</h2>
          <code className="mono-block">{seedHash ?? '—'}</code>
          {committed && (
            <>
              <span className="field__label">{t('verify.committed')}</span>
              <code className="mono-block">{committed}</code>
              {seedHash && (
                <p className={seedHash === committed ? 'badge badge--ok' : 'badge badge--bad'}>
                  {t(seedHash === committed ? 'verify.hashMatches' : 'verify.hashDiffers')}
                </p>
              )}
            </>
          )}
          <p className="hint">{t(isCrash ? 'verify.howCrash' : 'verify.how')}</p>
        </section>
      </main>
    </div>
  );
}
