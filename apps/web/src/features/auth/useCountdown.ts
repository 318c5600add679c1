import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** A countdown in whole seconds: `start(60)` begins it, `seconds` is 0 when it is over. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsLeft(endsAt, now);

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = (duration: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + duration * 1000);
  };
  return { seconds, start };
}
