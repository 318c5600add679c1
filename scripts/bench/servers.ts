/**
 * The servers of a benchmark as real processes: started as `npm start` runs them (the bundle,
 * its node flags), and what they cost — peak RSS, CPU of the client, the servers and PostgreSQL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startCommand } from '../start-command';

/** Distinct free-looking ports for `count` servers. */
export const pickPorts = (count: number) =>
  Array.from({ length: count }, (_, i) => 19_000 + Math.floor(Math.random() * 500) * 2 + i);

let builtServer: string | undefined;

/**
 * The server as `npm start` runs it: the bundle of scripts/build-server.mjs, built once per bench
 * run (about a second) into a folder under node_modules/.cache, where it finds the packages it
 * leaves out (PGlite, pg) as it would beside `npm ci --omit=dev`; so RSS and CPU are the deployed
 * process's, not the TypeScript loader's. BENCH_SERVER=src runs apps/server/src/main.ts under tsx.
 */
function serverEntry(): string[] {
  if (process.env.BENCH_SERVER === 'src') return ['--import', 'tsx', 'apps/server/src/main.ts'];
  if (!builtServer) {
    const cache = path.resolve('node_modules/.cache');
    fs.mkdirSync(cache, { recursive: true });
    const out = fs.mkdtempSync(path.join(cache, 'khel-bench-server-'));
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', out], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`scripts/build-server.mjs exited with ${build.status}`);
    process.on('exit', () => fs.rmSync(out, { recursive: true, force: true }));
    builtServer = path.join(out, 'server', 'main.js');
  }
  return [builtServer];
}

/**
 * The real server as its own process (serverEntry) with the environment and node flags of
 * `npm start`, resolved once it listens. BENCH_NODE_ARGS adds node flags after them (a later V8
 * flag wins); the bench's own environment overrides the start command's.
 */
export function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const start = startCommand();
  const child = spawn(process.execPath, [...start.nodeFlags, ...nodeArgs, ...serverEntry()], {
    env: {
      ...start.env,
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Khel is running')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** A process's peak resident set so far, in MB (Linux's VmHWM), or null where /proc has none. */
function peakRssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is none. */
function processCpuSeconds(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** CPU seconds of every local PostgreSQL process (its backends come and go; summed by name). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total += processCpuSeconds(Number(entry)) ?? 0;
  }
  return total;
}

/**
 * Where the machine's CPU went during a measured stretch: the benchmark's own client, the API
 * server processes and the local PostgreSQL (nothing for PGlite, which runs inside the server).
 * `cpuSplit(servers)` at the start, `.text(operations)` at the end: CPU ms per operation of each.
 * Backends that ended during the stretch are not counted, so PostgreSQL's figure is a floor.
 */
export function cpuSplit(servers: ChildProcess[]) {
  const client = process.cpuUsage();
  const api = servers.map((s) => processCpuSeconds(s.pid ?? -1) ?? 0);
  const postgres = postgresCpuSeconds();
  return {
    text(operations: number) {
      const used = process.cpuUsage(client);
      const clientS = (used.user + used.system) / 1e6;
      const apiS = servers.reduce(
        (sum, s, i) => sum + ((processCpuSeconds(s.pid ?? -1) ?? 0) - api[i]!),
        0,
      );
      const postgresS = postgresCpuSeconds() - postgres;
      const perOp = (seconds: number) => ((seconds * 1000) / Math.max(1, operations)).toFixed(3);
      return `CPU per op: client ${perOp(clientS)} ms, API ${perOp(apiS)} ms, PostgreSQL ${perOp(postgresS)} ms`;
    },
  };
}

/** "peak RSS 180 MB" for one server, "peak RSS 180/175 MB" for several (goal: ≤ 250 MB each). */
export const peakRssText = (peaks: (number | null)[]) =>
  `peak RSS ${peaks.map((mb) => (mb === null ? '?' : mb.toFixed(0))).join('/')} MB`;

/**
 * Stops the servers and answers each one's peak RSS (MB) over its whole run, read just before
 * it is told to stop.
 */
export async function stopServers(servers: ChildProcess[]): Promise<(number | null)[]> {
  const peaks = servers.map((server) => peakRssMb(server.pid));
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((r) => s.on('exit', r))));
  return peaks;
}
