import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { gconfig, startServer } from './helpers/start';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

/** Starts main.ts from the sources (without the web build). */
const start = (env: Record<string, string>) => startServer(['--import', 'tsx', MAIN], env);

describe('main', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });
  const dataDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'khel-main-'));
    dirs.push(dir);
    return dir;
  };

  it('seeds on the first start, stops cleanly on SIGTERM and reuses the data on the next start', async () => {
    const DATA_DIR = await dataDir();
    const first = await start({ DATA_DIR });
    expect((await gconfig(first.url)).state).toBe('200');
    expect(first.output()).toContain('"seeded":true');
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await start({ DATA_DIR });
    expect(second.output()).toContain('"seeded":false');
    expect(second.output()).toContain('"migrations":[]');
    expect((await gconfig(second.url)).state).toBe('200');
    expect(await second.stop()).toBe(0);
  }, 60_000);

  it('starts in production mode with nothing seeded and logs what the operator must set', async () => {
    const started = await start({
      DATA_DIR: await dataDir(),
      APP_MODE: 'production',
      LICENCE_JURISDICTION: 'Test Gaming Authority',
      LICENCE_NUMBER: 'TGA-0001',
      JURISDICTION_RULES: JSON.stringify({
        countries: [
          { country: 'PK', phonePrefix: '+92' },
          { country: 'IN', phonePrefix: '+91' },
        ],
      }),
      SECRET_KEY: 'production-secret-key-of-forty-characters',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      PSP_EMBEDDED: 'false',
      PSP_URL: 'http://127.0.0.1:9/psp',
      PSP_SECRET: 'gateway-secret-0123456789',
      GAMES_CRASH_LOOP: 'false',
    });
    const config = await gconfig(started.url);
    expect(await started.stop()).toBe(0);
    expect(config).toMatchObject({ state: '200', resultData: { appName: 'Khel' } });
    const output = started.output();
    expect(output).toContain('"seeded":false');
    for (const item of [
      'operator configuration: no deposit channels configured',
      'operator configuration: no VIP levels',
      'operator configuration: no customer-service contacts',
      'operator configuration: no games in the catalogue',
    ]) {
      expect(output).toContain(item);
    }
  }, 60_000);

  it('refuses to start on bad configuration, naming the variable', async () => {
    await expect(start({ PORT: 'abc' })).rejects.toThrow(/PORT/);
  });
});
