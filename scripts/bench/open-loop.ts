/**
 * An open-loop load for the latency goals: operations started at a fixed rate whatever the
 * answers are doing, as players who do not wait for each other send them. A closed loop (N
 * connections, each sending when its last answer came) measures the most the server does, but
 * there every latency is N ÷ throughput by Little's law — 64 connections at 1,500 bets/s are 43 ms
 * on average however fast the server is — so "p99 at a rate" is measured here, at that rate.
 * Latencies count from each operation's scheduled start, not from when the client got round to
 * sending it (no coordinated omission: a stalled server is charged for every send it delayed).
 */
import { createHttpPool } from './http-client';

/** Many sockets: at a fixed rate, requests in flight are as many as the server's delay makes. */
export const openLoopAgent = createHttpPool({ maxSockets: 1024 });

export interface OpenLoopResult {
  /** Every latency in ms (an operation may give several: a bet and its win). */
  latencies: number[];
  /**
   * Calls answered per second (one a latency: a bet and its win are two), from the first
   * scheduled start to the last answer.
   */
  achievedPerSecond: number;
  failures: number;
}

/**
 * Starts `operation(i, scheduledAt)` `rate` times a second for `seconds`; each answers its
 * latencies (ms, counted from `scheduledAt`, a `performance.now()` time) or null when it failed.
 */
export async function runOpenLoop(
  rate: number,
  seconds: number,
  operation: (i: number, scheduledAt: number) => Promise<number[] | null>,
): Promise<OpenLoopResult> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const running: Promise<void>[] = [];
  let failures = 0;
  let started = 0;
  const begin = performance.now();
  let lastAnswer = begin;
  const launch = (i: number) =>
    operation(i, begin + i * interval).then(
      (measured) => {
        lastAnswer = performance.now();
        if (measured) latencies.push(...measured);
        else failures += 1;
      },
      () => {
        lastAnswer = performance.now();
        failures += 1;
      },
    );
  while (started < total) {
    // Everything due by now goes out at once: a late timer makes a burst, not a slower rate.
    const due = Math.min(total, Math.floor((performance.now() - begin) / interval) + 1);
    while (started < due) running.push(launch(started++));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(running);
  return {
    latencies,
    achievedPerSecond: latencies.length / ((lastAnswer - begin) / 1000),
    failures,
  };
}
