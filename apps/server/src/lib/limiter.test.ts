import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createLimiter, SERVER_BUSY } from './limiter';

/** A task that ends when its `finish` is called. */
function gate() {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, task: () => done };
}

describe('createLimiter', () => {
  it('runs at most `concurrency` tasks at once, queues the next ones and refuses beyond the queue', async () => {
    const run = createLimiter({ concurrency: 2, queue: 1 });
    let running = 0;
    let most = 0;
    const gates = [gate(), gate(), gate()];
    const started = gates.map((g) =>
      run(async () => {
        running += 1;
        most = Math.max(most, running);
        await g.task();
        running -= 1;
      }),
    );
    const refused = run(async () => 'never');
    await expect(refused).rejects.toThrow(AppError);
    await expect(refused).rejects.toThrow(SERVER_BUSY);
    expect(running).toBe(2);
    gates.forEach((g) => g.finish());
    await Promise.all(started);
    expect(most).toBe(2);
    // Every slot came back: the next task runs at once.
    await expect(run(async () => 'ran')).resolves.toBe('ran');
  });

  it('frees the slot of a task that throws', async () => {
    const run = createLimiter({ concurrency: 1, queue: 0 });
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});
