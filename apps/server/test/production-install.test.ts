/**
 * What the Dockerfile does, run here since no container daemon runs on our machines: bundle the
 * server (scripts/build-server.mjs), install its runtime with `npm ci --omit=dev` in a folder
 * outside the repository, and start it with plain node — no tsx, no TypeScript sources, no
 * workspace node_modules within reach.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommand } from '../../../scripts/start-command';
import { gconfig, startServer } from './helpers/start';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** How `npm start` starts the server: its environment and node flags. */
const start = startCommand(ROOT);

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** Every file under `dir`, relative to it, outside node_modules. */
function filesOf(dir: string, under = ''): string[] {
  return fs.readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name);
    if (entry.name === 'node_modules') return [];
    return entry.isDirectory() ? filesOf(dir, relative) : [relative];
  });
}

describe('a production install of the build', () => {
  let home: string;
  let dist: string;
  beforeAll(() => {
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-install-'));
    dist = path.join(home, 'dist');
    run(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), dist], ROOT);
    run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], dist);
  }, 120_000);
  afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

  it('holds the bundle, the migrations and the runtime, and no TypeScript or tsx', () => {
    const files = filesOf(dist);
    expect(files).toContain(path.join('server', 'main.js'));
    expect(files).toContain(path.join('migrations', 'server', '0000_init.sql'));
    expect(files.some((f) => f.startsWith(path.join('migrations', 'games')))).toBe(true);
    expect(files.some((f) => f.startsWith(path.join('migrations', 'psp-sandbox')))).toBe(true);
    expect(files.filter((f) => /\.tsx?$/.test(f))).toEqual([]);
    const installed = fs.readdirSync(path.join(dist, 'node_modules'));
    expect(installed).toEqual(expect.arrayContaining(['pg', '@electric-sql']));
    for (const dev of ['tsx', 'typescript', 'esbuild', 'vite', 'vitest', '@khel']) {
      expect(installed).not.toContain(dev);
    }
    // Nothing above the install could lend it a package.
    for (let dir = home; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      expect(fs.existsSync(path.join(dir, 'node_modules'))).toBe(false);
    }
  });

  it('keeps tsx a dev tool: no workspace lists it among its production dependencies', () => {
    const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    for (const folder of ['.', ...root.workspaces]) {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'),
      ) as { dependencies?: Record<string, string> };
      expect({ folder, tsx: manifest.dependencies?.tsx }).toEqual({ folder, tsx: undefined });
    }
  });

  it('is what the Dockerfile does', () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    // The build stage's `npm ci` needs every workspace's manifest.
    for (const folder of root.workspaces) {
      expect(dockerfile).toContain(`COPY ${folder}/package.json ${folder}/`);
    }
    for (const step of ['RUN npm run build', 'npm ci --omit=dev', 'USER node', '/healthz']) {
      expect(dockerfile).toContain(step);
    }
    // The image starts the server as `npm start` does, with the same environment and node flags.
    expect(start.nodeFlags.length).toBeGreaterThan(0);
    expect(Object.keys(start.env).length).toBeGreaterThan(0);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    for (const [name, value] of Object.entries(start.env)) {
      expect(runtime).toMatch(new RegExp(`^ENV .*\\b${name}=${value}\\b`, 'm'));
    }
    const cmd = ['node', ...start.nodeFlags, 'dist/server/main.js'].map((a) => JSON.stringify(a));
    expect(dockerfile).toContain(`CMD [${cmd.join(', ')}]`);
  });

  it('starts with plain node on PGlite, answers the health check and the API, and stops', async () => {
    const dataDir = path.join(home, 'data');
    // Started from another folder, as `npm start` starts it: the bundle finds its migrations
    // beside itself.
    const started = await startServer(
      [...start.nodeFlags, path.join(dist, 'server/main.js')],
      { ...start.env, DATA_DIR: dataDir, NODE_OPTIONS: '' },
      { cwd: home, timeoutMs: 60_000 },
    );
    try {
      const health = await fetch(`${started.url}/healthz`);
      expect(await health.json()).toEqual({ ok: true, database: 'pglite' });
      expect(await gconfig(started.url)).toMatchObject({
        state: '200',
        resultData: { appId: 1502, appName: 'Khel' },
      });
      // The embedded games and gateway applied their migrations from the copies too.
      expect((await fetch(`${started.url}/games/healthz`)).status).toBe(200);
      expect((await fetch(`${started.url}/psp/healthz`)).status).toBe(200);
    } finally {
      expect(await started.stop()).toBe(0);
    }
    const check = spawnSync(process.execPath, [path.join(dist, 'server/ledger-check.js')], {
      cwd: home,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_OPTIONS: '' },
    });
    expect(check.stdout).toContain('every transaction sums to zero');
    expect(check.status).toBe(0);
  }, 90_000);

  it.runIf(process.env.DATABASE_URL)(
    'starts with plain node on PostgreSQL',
    async () => {
      const admin = process.env.DATABASE_URL!;
      const name = `khel_install_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`create database ${name}`);
      try {
        const url = new URL(admin);
        url.pathname = `/${name}`;
        const started = await startServer(
          [path.join(dist, 'server/main.js')],
          { DATABASE_URL: url.toString(), NODE_OPTIONS: '' },
          { cwd: home, timeoutMs: 60_000 },
        );
        try {
          const health = await fetch(`${started.url}/healthz`);
          expect(await health.json()).toEqual({ ok: true, database: 'postgres' });
          expect((await gconfig(started.url)).state).toBe('200');
        } finally {
          expect(await started.stop()).toBe(0);
        }
      } finally {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      }
    },
    90_000,
  );
});
