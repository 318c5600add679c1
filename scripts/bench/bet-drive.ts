/**
 * The bet-settle load of the benchmarks: signed bet + win pairs (each win closes its round)
 * through the seamless-wallet API, from `connections` concurrent clients for `seconds`.
 */
import { signBody } from '@khel/contract/signing';
import { postJson, type HttpPool } from './lib';
import { openLoopAgent, runOpenLoop } from './open-loop';

type Answer = { state: string; resultData?: { sessionId?: string } };

export interface BetDriveOptions {
  provider: string;
  secret: string;
  connections: number;
  seconds: number;
  /** Keeps round and transaction ids of successive drives apart. */
  label?: string;
}

function call(
  port: number,
  options: BetDriveOptions,
  action: string,
  body: object,
  via?: HttpPool,
) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return postJson<Answer>(
    port,
    `/api/provider/${options.provider}/${action}`,
    body,
    {
      'x-khel-timestamp': timestamp,
      'x-khel-signature': signBody(options.secret, timestamp, JSON.stringify(body)),
    },
    via,
  );
}

/** A game session per player, spread over the instances. */
export async function openGameSessions(
  ports: number[],
  options: BetDriveOptions,
  players: { launchToken: string }[],
) {
  // Opened by `connections` clients at once: launch tokens live two minutes, even on a busy machine.
  const sessions: string[] = [];
  let next = 0;
  const opener = async () => {
    while (next < players.length) {
      const i = next++;
      const answer = await call(ports[i % ports.length]!, options, 'session', {
        launchToken: players[i]!.launchToken,
      });
      if (answer.state !== '200') throw new Error(`session refused: ${JSON.stringify(answer)}`);
      sessions[i] = answer.resultData!.sessionId!;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, opener));
  return sessions;
}

/**
 * One bet and the win that closes its round (`key` names both): each one's latency in ms, the
 * bet's counted from `startedAt` (a `performance.now()` time; now, or an open loop's schedule).
 */
async function betWinPair(
  port: number,
  options: BetDriveOptions,
  sessionId: string,
  key: string,
  n: number,
  startedAt = performance.now(),
  via?: HttpPool,
) {
  const bet = await call(
    port,
    options,
    'bet',
    { sessionId, transactionId: `b${key}`, roundId: `r${key}`, amount: 1 },
    via,
  );
  const t1 = performance.now();
  const win = await call(
    port,
    options,
    'win',
    { transactionId: `w${key}`, roundId: `r${key}`, amount: n % 2 ? 2 : 0, roundClosed: true },
    via,
  );
  const t2 = performance.now();
  return { latencies: [t1 - startedAt, t2 - t1], ok: bet.state === '200' && win.state === '200' };
}

/** Bet + win pairs until the time is up: every latency, ops per second, failed pairs. */
export async function driveBetWin(ports: number[], options: BetDriveOptions, sessions: string[]) {
  const latencies: number[] = [];
  const label = options.label ?? '';
  let failures = 0;
  let n = 0;
  const deadline = Date.now() + options.seconds * 1000;
  const worker = async (w: number) => {
    const port = ports[w % ports.length]!;
    while (Date.now() < deadline) {
      n += 1;
      const pair = await betWinPair(
        port,
        options,
        sessions[n % sessions.length]!,
        `${label}${w}-${n}`,
        n,
      );
      latencies.push(...pair.latencies);
      if (!pair.ok) failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  return { latencies, opsPerSecond: latencies.length / elapsed, failures };
}

/**
 * Bet + win pairs started at `opsPerSecond` ÷ 2 pairs a second (each pair is two wallet
 * operations) for `options.seconds`, spread over the instances: latencies at that rate.
 */
export function driveBetWinAtRate(
  ports: number[],
  options: BetDriveOptions,
  sessions: string[],
  opsPerSecond: number,
) {
  const label = `${options.label ?? ''}o`;
  return runOpenLoop(opsPerSecond / 2, options.seconds, async (i, scheduledAt) => {
    const pair = await betWinPair(
      ports[i % ports.length]!,
      options,
      sessions[i % sessions.length]!,
      `${label}-${i}`,
      i,
      scheduledAt,
      openLoopAgent,
    );
    return pair.ok ? pair.latencies : null;
  });
}
