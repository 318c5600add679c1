import { useEffect, useRef } from 'react';
import { useT } from '../i18n';
import { Countdown } from './Countdown';
import { GROWTH_PER_MS, elapsedFor, endedAt, formatX, multiplierAt } from './multiplier';
import type { CrashRound } from './types';

export interface CrashStageProps {
  round: CrashRound | null;
  offsetMs: number;
  connectionLost: boolean;
  /** The player has no bet riding in this round: tell them what they are waiting for. */
  waiting: boolean;
}

const SEGMENTS = 48;

/**
 * The rising curve on a canvas, redrawn by requestAnimationFrame only while the round runs; the
 * multiplier text is written to the DOM directly, so React does not re-render 60 times a second.
 * A player waiting for the next round reads what is happening and how long it can last: the
 * round ends at its maximum multiplier at the latest (server crash/cap.ts).
 */
export function CrashStage({ round, offsetMs, connectionLost, waiting }: CrashStageProps) {
  const t = useT();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const valueRef = useRef<HTMLDivElement>(null);
  const waitRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const value = valueRef.current;
    const wait = waitRef.current;
    if (!canvas || !value) return;
    const context = canvas.getContext('2d');
    let frame = 0;
    const draw = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
      if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
      const status = round?.status;
      const end = round ? endedAt(round) : null;
      const elapsed =
        status === 'running' && round?.startedAt
          ? Date.now() + offsetMs - round.startedAt
          : status === 'crashed' && end
            ? elapsedFor(end)
            : 0;
      const current =
        status === 'crashed' && end
          ? end
          : Math.min(multiplierAt(elapsed), round?.maxMultiplier ?? Infinity);
      if (status === 'running' || status === 'crashed') value.textContent = formatX(current);
      if (wait && status === 'running') {
        const left = round?.maxMultiplier
          ? Math.max(0, Math.ceil((elapsedFor(round.maxMultiplier) - elapsed) / 1000))
          : null;
        wait.textContent = [
          t('crash.inProgress', { x: formatX(current) }),
          left === null ? t('crash.betNextHint') : t('crash.betNextWithin', { seconds: left }),
        ].join(' ');
      }
      if (context) {
        context.setTransform(ratio, 0, 0, ratio, 0, 0);
        context.clearRect(0, 0, width, height);
        if (status === 'running' || status === 'crashed') {
          const spanMs = Math.max(elapsed * 1.1, 5000);
          const top = Math.max(current * 1.2, 1.6);
          const x = (ms: number) => (ms / spanMs) * (width - 16) + 8;
          const y = (m: number) => height - 8 - ((m - 1) / (top - 1)) * (height - 24);
          context.beginPath();
          context.moveTo(x(0), y(1));
          for (let i = 1; i <= SEGMENTS; i += 1) {
            const ms = (elapsed * i) / SEGMENTS;
            context.lineTo(x(ms), y(Math.exp(GROWTH_PER_MS * ms)));
          }
          const crashed = status === 'crashed';
          context.lineWidth = 3;
          context.strokeStyle = crashed ? '#ff4d6a' : '#1fe07a';
          context.stroke();
          context.lineTo(x(elapsed), y(1));
          context.closePath();
          context.fillStyle = crashed ? 'rgba(255,77,106,0.12)' : 'rgba(31,224,122,0.12)';
          context.fill();
        }
      }
      // Without the feed the round may have crashed already: freeze rather than keep rising.
      if (status === 'running' && !connectionLost) frame = requestAnimationFrame(draw);
    };
    draw();
    window.addEventListener('resize', draw);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', draw);
    };
  }, [round, offsetMs, connectionLost, waiting, t]);

  const status = round?.status ?? null;
  const capped =
    status === 'crashed' && round?.crashPoint != null && round.maxMultiplier !== null
      ? round.crashPoint >= round.maxMultiplier
      : false;
  return (
    <section
      className={`crash-stage crash-stage--${status ?? 'none'}${capped ? ' crash-stage--capped' : ''}`}
      aria-live="polite"
    >
      <canvas ref={canvasRef} className="crash-stage__canvas" aria-hidden="true" />
      <div className="crash-stage__overlay">
        {status === 'betting' && round && (
          <>
            <div className="crash-stage__label">{t('crash.nextRound')}</div>
            <Countdown until={round.bettingEndsAt} offsetMs={offsetMs} />
          </>
        )}
        <div
          ref={valueRef}
          className="crash-stage__value"
          hidden={status !== 'running' && status !== 'crashed'}
        />
        {status === 'crashed' && (
          <div className="crash-stage__label">{t(capped ? 'crash.capped' : 'crash.crashed')}</div>
        )}
        {status === 'running' && waiting && (
          <p ref={waitRef} className="crash-stage__waiting" data-testid="crash-waiting" />
        )}
        {status === 'betting' && round?.maxMultiplier && (
          <div className="crash-stage__max">
            {t('crash.maxMultiplier', { x: formatX(round.maxMultiplier) })}
          </div>
        )}
        {status === 'cancelled' && <div className="crash-stage__label">{t('crash.cancelled')}</div>}
        {status === null && !connectionLost && (
          <div className="crash-stage__label">{t('crash.connecting')}</div>
        )}
      </div>
      {connectionLost && (
        <div className="crash-stage__lost" role="alert">
          <span className="spinner" aria-hidden="true" />
          {t('crash.connectionLost')}
        </div>
      )}
    </section>
  );
}
