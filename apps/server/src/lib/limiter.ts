import { AppError } from '../errors';

export const SERVER_BUSY = 'The server is busy. Please try again in a moment';

/**
 * Runs at most `concurrency` tasks at once; up to `queue` more wait their turn, and any beyond
 * that are refused at once (503) rather than piling up behind work that takes seconds.
 */
export function createLimiter(options: { concurrency: number; queue: number }) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < options.concurrency) {
      active += 1;
    } else {
      if (waiting.length >= options.queue) throw new AppError('unavailable', SERVER_BUSY);
      // The slot is handed over by the task that ends, so `active` stays as it is.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
