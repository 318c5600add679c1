import {
  createJobRuntime,
  enqueueJob,
  jobsOverview,
  retryFailedJob,
  type JobRuntime,
  type QueueOptions,
} from '@khel/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { testDatabases } from './helpers/databases';

/** A clock the test moves; every runtime of a test reads the same one. */
function testClock(start: string) {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    set: (iso: string) => void (now = new Date(iso).getTime()),
    advance: (ms: number) => void (now += ms),
  };
}

const yieldAWhile = () => new Promise((resolve) => setTimeout(resolve, 2));
let queueSerial = 0;
/** Each test its own queue names, so tests share the database without seeing each other's jobs. */
const fresh = (name: string) => `${name}-${++queueSerial}-${Date.now()}`;

describe.each(testDatabases())('job runtime on $kind', (target) => {
  let database: Database;
  /** A second handle on the same database: another instance (PGlite: the same db object). */
  let other: Database | null = null;
  const second = (): Db => (other ?? database).db;

  beforeAll(async () => {
    database = await target.create();
    await applyMigrations(database.db);
    if (database.url) other = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
  });
  afterAll(async () => {
    await other?.close();
    await database.close();
  });

  const runtimes = (clock: ReturnType<typeof testClock>, count: number): JobRuntime[] =>
    Array.from({ length: count }, (_, i) =>
      createJobRuntime({ db: i % 2 === 0 ? database.db : second(), now: clock.now }),
    );

  it('runs a scheduled occurrence once across two instances, at 05:00 +05:30', async () => {
    const clock = testClock('2026-03-01T20:00:00Z'); // 01:30 on 2 March in +05:30
    const name = fresh('daily');
    const runs: unknown[] = [];
    const instances = runtimes(clock, 2);
    for (const runtime of instances) {
      runtime.schedule(name, { cron: '0 5 * * *', timezone: '+05:30' }, async (payload) => {
        await yieldAWhile();
        runs.push(payload);
      });
    }
    const tickAll = () => Promise.all(instances.map((r) => r.tick()));
    await tickAll();
    clock.set('2026-03-01T23:29:59Z'); // 04:59:59 local
    await tickAll();
    expect(runs).toEqual([]);

    clock.set('2026-03-01T23:30:00Z');
    await tickAll();
    await tickAll();
    expect(runs).toEqual([{ occurrence: '2026-03-01T23:30:00.000Z' }]);

    // Next day, ticked late: still one run, keyed by its occurrence.
    clock.set('2026-03-02T23:45:00Z');
    await Promise.all([tickAll(), tickAll()]);
    expect(runs).toEqual([
      { occurrence: '2026-03-01T23:30:00.000Z' },
      { occurrence: '2026-03-02T23:30:00.000Z' },
    ]);
    const overview = await jobsOverview(database.db);
    // Done jobs a day old are pruned: only the second is left.
    expect(overview.queues.find((q) => q.queue === name)).toEqual({
      queue: name,
      queued: 0,
      active: 0,
      failed: 0,
      done: 1,
    });
  });

  it('catches up missed occurrences with one run, and runs interval schedules once per slot', async () => {
    const clock = testClock('2026-04-01T00:00:10Z');
    const daily = fresh('catch-up');
    const often = fresh('every-30s');
    const runs: string[] = [];
    const instances = runtimes(clock, 2);
    for (const runtime of instances) {
      runtime.schedule(daily, { cron: '0 0 * * *' }, async (_p, job) => {
        runs.push(`${daily}@${job.key}`);
      });
      runtime.schedule(often, { everySeconds: 30 }, async (_p, job) => {
        runs.push(`${often}@${job.key}`);
      });
    }
    const tickAll = () => Promise.all(instances.map((r) => r.tick()));
    await tickAll();
    expect(runs).toEqual([]);
    // No instance ran for three days: one run for the days missed, the oldest occurrence.
    clock.set('2026-04-04T00:00:45Z');
    await tickAll();
    await tickAll();
    expect(runs.sort()).toEqual([
      `${daily}@2026-04-02T00:00:00.000Z`,
      `${often}@2026-04-01T00:00:30.000Z`,
    ]);
    clock.set('2026-04-04T00:01:00Z');
    await Promise.all([tickAll(), tickAll()]);
    expect(runs.filter((r) => r.startsWith(often))).toEqual([
      `${often}@2026-04-01T00:00:30.000Z`,
      `${often}@2026-04-04T00:01:00.000Z`,
    ]);
    clock.set('2026-04-05T00:00:00Z');
    await tickAll();
    expect(runs.filter((r) => r.startsWith(daily))).toEqual([
      `${daily}@2026-04-02T00:00:00.000Z`,
      `${daily}@2026-04-05T00:00:00.000Z`,
    ]);
  });

  it('never runs a job enqueued in a rolled-back transaction', async () => {
    const clock = testClock(new Date().toISOString());
    const queue = fresh('rollback');
    const ran: string[] = [];
    const [runtime] = runtimes(clock, 1);
    runtime!.define(queue, async (_payload, job) => void ran.push(job.key));

    await expect(
      database.db.transaction(async (tx) => {
        expect(await enqueueJob(tx, { queue, key: 'lost', payload: { n: 1 } })).toBe(true);
        throw new Error('the caller failed after enqueueing');
      }),
    ).rejects.toThrow('the caller failed');
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, { queue, key: 'kept', payload: { n: 2 } });
    });
    // Same key again: nothing new.
    expect(await enqueueJob(database.db, { queue, key: 'kept' })).toBe(false);

    clock.advance(60_000);
    expect(await runtime!.tick()).toBe(1);
    expect(await runtime!.tick()).toBe(0);
    expect(ran).toEqual(['kept']);
  });

  it('retries a failing job with backoff, then keeps it as failed', async () => {
    const clock = testClock(new Date(Date.now() + 60_000).toISOString());
    const queue = fresh('flaky');
    const attempts: number[] = [];
    const [runtime] = runtimes(clock, 1);
    const options: QueueOptions = { maxAttempts: 3, backoffMs: 1000 };
    runtime!.define(
      queue,
      async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`gateway down (try ${job.attempt})`);
      },
      options,
    );
    await enqueueJob(database.db, { queue, key: 'payout-1', payload: {} });

    await runtime!.tick();
    expect(attempts).toEqual([1]);
    clock.advance(999);
    await runtime!.tick();
    expect(attempts).toEqual([1]); // backoff 1 s not over
    clock.advance(1);
    await runtime!.tick();
    expect(attempts).toEqual([1, 2]);
    clock.advance(2999);
    await runtime!.tick();
    expect(attempts).toEqual([1, 2]); // backoff 3 s not over
    clock.advance(1);
    await runtime!.tick();
    expect(attempts).toEqual([1, 2, 3]);
    clock.advance(3_600_000);
    await runtime!.tick();
    expect(attempts).toEqual([1, 2, 3]);

    const overview = await jobsOverview(database.db);
    expect(overview.queues.find((q) => q.queue === queue)).toMatchObject({ failed: 1, queued: 0 });
    const failed = overview.failed.find((f) => f.queue === queue)!;
    expect(failed).toMatchObject({
      key: 'payout-1',
      attempts: 3,
      lastError: 'gateway down (try 3)',
    });

    // An operator puts it back; it runs again.
    expect(await retryFailedJob(database.db, failed.id)).toBe(true);
    await runtime!.tick();
    expect(attempts).toEqual([1, 2, 3, 1]);
  });

  it('runs again a job whose worker died, once its lease is over', async () => {
    const clock = testClock(new Date(Date.now() + 60_000).toISOString());
    const queue = fresh('lease');
    const [dying, survivor] = runtimes(clock, 2);
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    dying!.define(
      queue,
      async () => {
        started.push('dying');
        await hung; // the process "dies" here: it never reports back in time
      },
      { leaseMs: 30_000 },
    );
    survivor!.define(queue, async () => void started.push('survivor'), { leaseMs: 30_000 });
    await enqueueJob(database.db, { queue, key: 'expire-orders' });

    const dyingPass = dying!.tick();
    while (started.length === 0) await yieldAWhile();
    clock.advance(29_999);
    expect(await survivor!.tick()).toBe(0); // still leased
    clock.advance(1);
    expect(await survivor!.tick()).toBe(1);
    expect(started).toEqual(['dying', 'survivor']);

    // The late worker's report changes nothing: the job is the survivor's, done.
    release();
    await dyingPass;
    const overview = await jobsOverview(database.db);
    expect(overview.queues.find((q) => q.queue === queue)).toMatchObject({ done: 1, active: 0 });
  });

  it('runs each job once when many workers race for them', async () => {
    const clock = testClock(new Date(Date.now() + 60_000).toISOString());
    const queue = fresh('race');
    const runs = new Map<string, number>();
    const workers = runtimes(clock, 6);
    for (const worker of workers) {
      worker.define(queue, async (_payload, job) => {
        runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
        await yieldAWhile();
      });
    }
    const keys = Array.from({ length: 40 }, (_, i) => `job-${i}`);
    await Promise.all(keys.map((key) => enqueueJob(database.db, { queue, key, payload: { key } })));
    const ran = await Promise.all(workers.flatMap((w) => [w.tick(), w.tick()]));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(40);
    expect([...runs.keys()].sort()).toEqual([...keys].sort());
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });
});
