/**
 * The bet-settle load of the benchmarks: signed bet + win pairs (each win closes its round)
 * through the seamless-wallet API, from `connections` concurrent clients for `seconds`.
 */
import { signBody } from '@khel/contract/signing';
import { postJson } from './lib';

type Answer = { state: string; resultData?: { sessionId?: string } };

export interface BetDriveOptions {
  provider: string;
  secret: string;
  connections: number;
  seconds: number;
  /** Keeps round and transaction ids of successive drives apart. */
  label?: string;
}

function call(port: number, options: BetDriveOptions, action: string, body: object) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return postJson<Answer>(port, `/api/provider/${options.provider}/${action}`, body, {
    'x-khel-timestamp': timestamp,
    'x-khel-signature': signBody(options.secret, timestamp, JSON.stringify(body)),
  });
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
      const i = n % sessions.length;
      const round = `r${label}${w}-${n}`;
      const t0 = performance.now();
      const bet = await call(port, options, 'bet', {
        sessionId: sessions[i],
        transactionId: `b${label}${w}-${n}`,
        roundId: round,
        amount: 1,
      });
      const t1 = performance.now();
      const win = await call(port, options, 'win', {
        transactionId: `w${label}${w}-${n}`,
        roundId: round,
        amount: n % 2 ? 2 : 0,
        roundClosed: true,
      });
      const t2 = performance.now();
      latencies.push(t1 - t0, t2 - t1);
      if (bet.state !== '200' || win.state !== '200') failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  return { latencies, opsPerSecond: latencies.length / elapsed, failures };
}
