import { useEffect, useState } from 'react';
import { useT } from '../i18n';

export interface CountdownProps {
  /** Server clock, epoch ms. */
  until: number;
  offsetMs: number;
}

/** "Starts in 4.3 s", ticking ten times a second. */
export function Countdown({ until, offsetMs }: CountdownProps) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.max(0, (until - (now + offsetMs)) / 1000);
  return (
    <div className="crash-stage__countdown">
      {t('crash.startsIn', { seconds: seconds.toFixed(1) })}
    </div>
  );
}
