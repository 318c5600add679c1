/**
 * The Crash part of `npm run bench:games`: live rounds on the servers' real round loop, with
 * players on WebSockets spread over the instances (runCrash).
 */
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { applyGamesMigrations } from '../../apps/games/src/server';
import { DEFAULT_TIMING } from '../../apps/games/src/server/crash';
import { elapsedToReach } from '../../apps/games/src/server/crash/multiplier';
import { saveGameSettings } from '../../apps/games/src/server/settings';
import { queryRows } from '../../apps/server/src/db/query';
import { gameProviders } from '../../apps/server/src/db/schema';
import { KHEL_PROVIDER } from '../../apps/server/src/modules/games';
import {
  createBenchDatabase,
  fundedPlayers,
  invariantsText,
  latencySummary,
  pickPorts,
  postJson,
  peakRssText,
  startServer,
  stopServers,
  type DatabaseKind,
} from './lib';
/** What a Crash socket of the bench receives (the parts it reads). */
interface CrashMessage {
  type: string;
  round?: {
    roundNo: number;
    status: string;
    bettingEndsAt: number;
    startedAt: number | null;
    crashedAt: number | null;
  };
  players?: { betId: string; status: string; cashoutAt: number | null }[];
  bet?: { id: string };
  action?: string;
}

/** One socket in this many reads the bet lists (cash-out sightings); the others the round only. */
const SAMPLE_EVERY = 10;

/**
 * A message as the bench needs it. A state's bet list (~10 KB) is parsed only on sampling sockets,
 * so the bench's own client does not drown the machine it measures.
 */
function readMessage(text: string, withPlayers: boolean): CrashMessage {
  const players = text.startsWith('{"type":"state"') ? text.indexOf(',"players":') : -1;
  if (withPlayers || players < 0) return JSON.parse(text) as CrashMessage;
  return JSON.parse(`${text.slice(0, players)}}`) as CrashMessage;
}

/**
 * Crash across instances: BENCH_INSTANCES server processes on PostgreSQL (one on PGlite), each
 * running the round loop in real time (one leads, the others follow over the bus), and PLAYERS
 * players each on a WebSocket, spread over the instances. Each round a third of them bet on their
 * socket, spread over the first 4 s of betting — of those a third cash out by hand at 1.30×, a
 * third by auto cash-out at 1.50×, a third ride — under a 2× maximum multiplier so rounds stay
 * short. Fan-out: from a round change at the leader
 * (betting open, take-off: their times are in the state) to its arrival on each socket; crash:
 * from the moment the curve reaches the crash point (includes up to one loop tick); cash-outs:
 * from the request on one instance to the cash-out in the list on every socket (bet lists are
 * coalesced, ≤ 1 per 150 ms).
 */
export async function runCrash(
  kind: DatabaseKind,
  options: { players: number; instances: number; rounds: number },
) {
  const { players: PLAYERS, rounds: CRASH_ROUNDS } = options;
  const bench = await createBenchDatabase(kind, 'crash');
  await applyGamesMigrations(bench.database.db, 'apps/games/drizzle');
  await saveGameSettings(bench.database.db, 'crash', { maxMultiplier: 2 });
  await bench.database.db
    .insert(gameProviders)
    .values({ code: KHEL_PROVIDER, name: 'Khel Originals', secret: 'replaced-at-start' })
    .onConflictDoNothing();
  const players = await fundedPlayers(bench.database, PLAYERS, KHEL_PROVIDER, 'crash');
  await bench.release();
  const instances = kind === 'postgres' ? options.instances : 1;
  const ports = pickPorts(instances);
  const env = { ...bench.env, GAMES_EMBEDDED: 'true', GAMES_CRASH_LOOP: 'true' };
  const servers = await Promise.all(ports.map((port) => startServer(env, port)));
  const tokens: string[] = [];
  for (const [i, p] of players.entries()) {
    const answer = await postJson<{ sessionToken?: string }>(
      ports[i % ports.length]!,
      '/games/api/session',
      { launchToken: p.launchToken },
    );
    tokens.push(answer.sessionToken!);
  }

  const fanOut = { betting: [] as number[], running: [] as number[], crashed: [] as number[] };
  const perInstance = ports.map(() => [] as number[]);
  const cashoutShown: number[] = [];
  const betLatencies: number[] = [];
  const cashoutLatencies: number[] = [];
  const cashoutSentAt = new Map<string, number>();
  let betsPlaced = 0;
  let betsTried = 0;
  let cashoutsTaken = 0;
  let settledNotices = 0;
  const roundsSeen = new Set<number>();
  const crashedRounds = new Set<number>();
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));

  const sockets = tokens.map((token, index) => {
    const port = ports[index % ports.length]!;
    // A third of the players bet, spread over the first 4 s of betting as people do; of them a
    // third cash out by hand, a third by auto cash-out, a third ride. Everyone watches.
    const bettor = index % 3 === 0;
    const group = Math.floor(index / 3) % 3; // 0: cash out by hand, 1: auto cash-out, 2: ride
    const socket = new WebSocket(`ws://127.0.0.1:${port}/games/api/crash/ws?session=${token}`);
    const phases = new Set<string>();
    const shown = new Set<string>();
    let betSentAt = 0;
    let myBet: string | null = null;
    let firstRound: number | null = null;
    socket.on('message', (data) => {
      const at = Date.now();
      const message = readMessage(String(data), index % SAMPLE_EVERY === 0);
      if (message.type === 'settled') settledNotices += 1;
      else if (message.type === 'bet:ok') {
        betsPlaced += 1;
        betLatencies.push(at - betSentAt);
        myBet = message.bet!.id;
      } else if (message.type === 'cashout:ok') {
        cashoutsTaken += 1;
        cashoutLatencies.push(at - cashoutSentAt.get(myBet!)!);
      }
      if (message.type !== 'state' || !message.round) return;
      const { round } = message;
      // The first round is the one open when the socket connected: played from the next one.
      firstRound ??= round.roundNo;
      const phase = `${round.roundNo}:${round.status}`;
      if (round.roundNo > firstRound && !phases.has(phase)) {
        phases.add(phase);
        roundsSeen.add(round.roundNo);
        const origin =
          round.status === 'betting'
            ? round.bettingEndsAt - DEFAULT_TIMING.bettingMs
            : round.status === 'running'
              ? round.startedAt!
              : round.crashedAt!;
        if (round.status in fanOut) {
          fanOut[round.status as keyof typeof fanOut].push(at - origin);
          if (round.status !== 'crashed') perInstance[index % ports.length]!.push(at - origin);
        }
        if (bettor && round.status === 'betting' && round.roundNo <= firstRound + CRASH_ROUNDS) {
          myBet = null;
          setTimeout(() => {
            betSentAt = Date.now();
            betsTried += 1;
            const auto = group === 1 ? { autoCashout: 1.5 } : {};
            socket.send(JSON.stringify({ type: 'bet', amount: 1, ...auto }));
          }, Math.random() * 4000);
        }
        if (round.status === 'running' && group === 0 && myBet) {
          const bet = myBet;
          const due = round.startedAt! + elapsedToReach(130) - Date.now();
          setTimeout(
            () => {
              cashoutSentAt.set(bet, Date.now());
              socket.send(JSON.stringify({ type: 'cashout' }));
            },
            Math.max(0, due),
          );
        }
        if (round.status === 'crashed' || round.status === 'cancelled') {
          crashedRounds.add(round.roundNo);
          if (round.roundNo >= firstRound + CRASH_ROUNDS) finish();
        }
      }
      for (const p of message.players ?? []) {
        const sentAt = cashoutSentAt.get(p.betId);
        if (p.status === 'cashed_out' && sentAt !== undefined && !shown.has(p.betId)) {
          shown.add(p.betId);
          cashoutShown.push(at - sentAt);
        }
      }
    });
    return socket;
  });
  await finished;
  // The last settlements (losses of the last round) reach their sockets.
  const settleDeadline = Date.now() + 30_000;
  while (settledNotices < betsPlaced - cashoutsTaken && Date.now() < settleDeadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const socket of sockets) socket.close();
  const peaks = await stopServers(servers);
  const database = await bench.reopen();
  const [settled] = await queryRows<{ settled: string; open: string }>(
    database.db,
    sql`select count(*) filter (where status = 'settled')::text as settled,
               count(*) filter (where status = 'open')::text as open
        from game_rounds where provider_code = ${KHEL_PROVIDER} and game_code = 'crash'`,
  );
  const invariants = await invariantsText(database);
  await bench.drop();
  const all = [...fanOut.betting, ...fanOut.running];
  const figure = (values: number[]) => {
    const { p50, p99 } = latencySummary(values);
    return `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`;
  };
  console.log(
    `crash on ${kind.padEnd(8)} ${instances} instance(s), ${PLAYERS} players on sockets, ${CRASH_ROUNDS} rounds: ` +
      `fan-out of round changes to every socket ${figure(all)} (${all.length} deliveries; ` +
      `betting open ${figure(fanOut.betting)}, take-off ${figure(fanOut.running)}; ` +
      `per instance ${perInstance.map(figure).join(' / ')}); ` +
      `crash shown after the curve reached it ${figure(fanOut.crashed)}; ` +
      `others' cash-outs shown ${figure(cashoutShown)} after their request (${cashoutShown.length} sightings on 1 socket in ${SAMPLE_EVERY}); ` +
      `bets ${betsPlaced}/${betsTried} (${latencySummary(betLatencies).text}); ` +
      `cash-outs by hand ${cashoutsTaken} (${latencySummary(cashoutLatencies).text}); ` +
      `settlement notices ${settledNotices}/${betsPlaced - cashoutsTaken}; ` +
      `${settled!.settled} bets settled on the platform, ${settled!.open} open; ${peakRssText(peaks)}; ` +
      `invariants ${invariants}`,
  );
}
