import { useEffect, useState } from 'react';

/** Animates a number from `from` to `to` over `ms` (ease-out); a new `key` restarts it. */
export function useCountUp(
  to: number | null,
  from: number,
  ms: number,
  key: unknown,
): number | null {
  const [value, setValue] = useState<number | null>(to);
  useEffect(() => {
    if (to === null) {
      setValue(null);
      return;
    }
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setValue(to);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, (now - started) / ms);
      const eased = 1 - (1 - p) ** 3;
      setValue(p >= 1 ? to : from + (to - from) * eased);
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [to, from, ms, key]);
  return value;
}
