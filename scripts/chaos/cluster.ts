/**
 * The API instances of `npm run chaos`: real processes (`node --import tsx apps/server/src/main.ts`)
 * on fixed loopback ports, killed with SIGKILL and restarted on the same port (callbacks and
 * payouts name the instance that asked for them). An instance that exits without being killed is
 * recorded: the API must never end by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Instance {
  port: number;
  child: ChildProcess | null;
  /** Set while we kill it, so its exit is not counted as its own. */
  killing: boolean;
}

export interface Cluster {
  instances: Instance[];
  /** Exits nobody asked for (code or signal), with the instance's port. */
  unexpectedExits: string[];
  /** Starts that failed and were tried again (e.g. the database refused during start). */
  startRetries: number;
  kills: number;
  start(instance: Instance): Promise<void>;
  kill(instance: Instance): Promise<void>;
  stopAll(): Promise<void>;
  alive(): Instance[];
}

const STARTS = 4;
/** A start that takes longer is a hang (e.g. waiting for a lock another instance holds). */
const START_TIMEOUT_MS = 30_000;

export function createCluster(env: Record<string, string>, ports: number[], logDir: string) {
  fs.mkdirSync(logDir, { recursive: true });
  const cluster: Cluster = {
    instances: ports.map((port) => ({ port, child: null, killing: false })),
    unexpectedExits: [],
    startRetries: 0,
    kills: 0,
    alive: () => cluster.instances.filter((i) => i.child !== null),
    async start(instance) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          instance.child = await spawnOnce(env, instance, logDir, cluster);
          return;
        } catch (error) {
          if (attempt >= STARTS) {
            throw new Error(`instance :${instance.port} did not start: ${String(error)}`);
          }
          cluster.startRetries += 1;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    },
    async kill(instance) {
      const child = instance.child;
      if (!child) return;
      instance.killing = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      instance.child = null;
      instance.killing = false;
      cluster.kills += 1;
    },
    async stopAll() {
      await Promise.all(
        cluster.instances.map(async (instance) => {
          const child = instance.child;
          if (!child) return;
          instance.killing = true;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
          instance.child = null;
        }),
      );
    },
  };
  return cluster;
}

function spawnOnce(
  env: Record<string, string>,
  instance: Instance,
  logDir: string,
  cluster: Cluster,
): Promise<ChildProcess> {
  const log = fs.openSync(path.join(logDir, `instance-${instance.port}.log`), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', log],
  });
  fs.closeSync(log);
  const stdout = fs.createWriteStream(path.join(logDir, `instance-${instance.port}.log`), {
    flags: 'a',
  });
  child.stdout!.pipe(stdout);
  return new Promise((resolve, reject) => {
    let out = '';
    let started = false;
    const timer = setTimeout(() => {
      instance.killing = true;
      child.kill('SIGKILL');
      reject(new Error(`no start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (started) return;
      out += chunk.toString();
      if (out.includes('Khel is running')) {
        started = true;
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!started) {
        instance.killing = false;
        return reject(new Error(`start failed (${code ?? signal})`));
      }
      if (!instance.killing) {
        cluster.unexpectedExits.push(`:${instance.port} exited by itself (${code ?? signal})`);
        instance.child = null;
      }
    });
  });
}
