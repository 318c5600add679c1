import { useState } from 'react';
import { useT } from '../i18n';
import { errorCodeOf, type ErrorCode } from '../lib/api';
import { verifyUrl } from '../lib/launch';
import type { RotateResult } from '../lib/types';
import { CopyText } from './CopyText';
import { navigate } from './router';
import { Sheet } from './Sheet';
import { useGameSession } from './session';

export interface FairnessSheetProps {
  onClose: () => void;
}

/** The player's seed pair: committed server-seed hash, editable client seed, nonce, rotation. */
export function FairnessSheet({ onClose }: FairnessSheetProps) {
  const t = useT();
  const { fairness, setFairness, api, game } = useGameSession();
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [previous, setPrevious] = useState<RotateResult['previous'] | null>(null);

  if (game === 'crash') {
    return (
      <Sheet title={t('fair.title')} onClose={onClose}>
        <p className="muted">{t('fair.crashIntro')}</p>
        <a
          className="btn btn--secondary btn--block"
          href={verifyUrl({ game: 'crash' })}
          onClick={(e) => {
            e.preventDefault();
            navigate(verifyUrl({ game: 'crash' }));
          }}
        >
          {t('fair.openVerify')}
        </a>
      </Sheet>
    );
  }

  const trimmed = clientSeed.trim();
  const seedValid = trimmed.length >= 1 && trimmed.length <= 64;

  const handleRotate = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await api<RotateResult>('/fairness/rotate', {
        clientSeed: seedValid ? trimmed : undefined,
      });
      setPrevious(result.previous);
      setFairness(result.current);
      setClientSeed(result.current.clientSeed);
    } catch (e) {
      setError(errorCodeOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet title={t('fair.title')} onClose={onClose}>
      <p className="muted">{t('fair.intro')}</p>
      <CopyText label={t('fair.serverSeedHash')} value={fairness.serverSeedHash} />
      <label className="field">
        <span className="field__label">{t('fair.clientSeed')}</span>
        <input
          className="input"
          value={clientSeed}
          maxLength={64}
          onChange={(e) => setClientSeed(e.target.value)}
          spellCheck={false}
          autoComplete="off"
        />
        {!seedValid && <span className="field__error">{t('fair.clientSeedInvalid')}</span>}
      </label>
      <div className="field">
        <span className="field__label">{t('fair.nonce')}</span>
        <div className="mono-box">
          <code className="mono-box__text">{fairness.nonce}</code>
        </div>
      </div>
      <p className="hint">{t('fair.rotateHint')}</p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={busy || !seedValid}
        onClick={() => void handleRotate()}
      >
        {busy ? t('state.loading') : t('fair.rotate')}
      </button>
      {error && <p className="form-error">{t(`errors.${error}`)}</p>}
      {previous && (
        <section className="revealed">
          <h3 className="revealed__title">{t('fair.previous')}</h3>
          <CopyText label={t('fair.serverSeed')} value={previous.serverSeed} />
          <CopyText label={t('fair.serverSeedHash')} value={previous.serverSeedHash} />
          <CopyText label={t('fair.clientSeed')} value={previous.clientSeed} />
          <p className="muted">{t('fair.previousNonce', { count: previous.nonce })}</p>
          <a
            className="btn btn--secondary btn--block"
            href={verifyUrl({
              game,
              serverSeed: previous.serverSeed,
              clientSeed: previous.clientSeed,
              nonce: Math.max(0, previous.nonce - 1),
            })}
            onClick={(e) => {
              e.preventDefault();
              navigate(e.currentTarget.getAttribute('href') ?? '');
            }}
          >
            {t('fair.openVerify')}
          </a>
        </section>
      )}
    </Sheet>
  );
}
