import { spawn } from 'node:child_process';

export interface Started {
  url: string;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts the server as a process (`node <args>`: main.ts through tsx, or the bundle with plain
 * node) on a free port and waits for the URL it prints. PGlite in DATA_DIR unless `env` gives a
 * DATABASE_URL, whatever the test run has.
 */
export function startServer(
  args: string[],
  env: Record<string, string>,
  options: { cwd?: string; timeoutMs?: number } = {},
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
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
    const timer = setTimeout(
      () => reject(new Error(`no start in time:\n${output}`)),
      options.timeoutMs ?? 30_000,
    );
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

/** POST /api/u/gconfig, the one call every client makes first. */
export const gconfig = (url: string) =>
  fetch(`${url}/api/u/gconfig`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId: 1502, deviceNumber: 'd', locale: 'en', appPackageName: 'p' }),
  }).then((r) => r.json() as Promise<{ state: string; resultData?: Record<string, unknown> }>);
