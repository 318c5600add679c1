/**
 * Runs `pass` every `pollMs` and when kicked, one pass at a time: a kick during a pass asks for
 * one more pass after it. A failed pass goes to `onError`; the next one runs as usual.
 */
export function createPassLoop(pass: () => Promise<unknown>, onError: (err: unknown) => void) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  const run = () => {
    if (!timer) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return {
    start(pollMs: number) {
      if (timer) return;
      timer = setInterval(run, pollMs);
      timer.unref();
      setImmediate(run);
    },
    kick: () => void setImmediate(run),
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
