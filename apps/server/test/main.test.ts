import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

interface Started {
  url: string;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Starts main.ts as `npm start` would (without the web build) and waits for its URL. */
function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    // PGlite in DATA_DIR, whatever DATABASE_URL the test run has.
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in time:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Khel is running at (http:\/\/\S+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          url: match[1].replace('localhost', '127.0.0.1'),
          output: () => output,
          stop: (signal = 'SIGTERM') => {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

const gconfig = (url: string) =>
  fetch(`${url}/api/u/gconfig`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId: 1502, deviceNumber: 'd', locale: 'en', appPackageName: 'p' }),
  }).then((r) => r.json() as Promise<{ state: string }>);

describe('main', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('seeds on the first start, stops cleanly on SIGTERM and reuses the data on the next start', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'khel-main-'));
    dirs.push(dataDir);
    const first = await start({ DATA_DIR: dataDir });
    expect((await gconfig(first.url)).state).toBe('200');
    expect(first.output()).toContain('"seeded":true');
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await start({ DATA_DIR: dataDir });
    expect(second.output()).toContain('"seeded":false');
    expect(second.output()).toContain('"migrations":[]');
    expect((await gconfig(second.url)).state).toBe('200');
    expect(await second.stop()).toBe(0);
  }, 60_000);

  it('refuses to start on bad configuration, naming the variable', async () => {
    await expect(start({ PORT: 'abc' })).rejects.toThrow(/PORT/);
  });
});
