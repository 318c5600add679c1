import { useState } from 'react';
import { RESEND_SECONDS } from './countdown';
import { useCountdown } from './useCountdown';

/**
 * The state of a send-code button: `send` runs the request, which answers the seconds to wait
 * before the next code (or null when none went out), and starts that countdown.
 */
export function useSendCode(request: () => Promise<number | null>) {
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending || seconds > 0) return;
    setSending(true);
    try {
      const wait = await request();
      if (wait !== null) start(wait > 0 ? wait : RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };
  return { seconds, sending, send };
}
