import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      apiBase: '/api',
      mode: 'sandbox',
      sandbox: true,
      trustProxy: false,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it('fails fast naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', API_BASE: 'api/' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(message).toContain('API_BASE');
  });

  it('reads production mode, which turns sandbox mode off', () => {
    const config = loadConfig({
      APP_MODE: 'production',
      SECRET_KEY: 'x'.repeat(32),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      PSP_EMBEDDED: 'false',
      PSP_URL: 'https://psp.example.com/psp',
      PSP_SECRET: 's'.repeat(32),
    });
    expect(config.sandbox).toBe(false);
    expect(config.psp).toMatchObject({ embedded: false, url: 'https://psp.example.com/psp' });
  });

  it('embeds the sandbox gateway by default and refuses it in production mode', () => {
    expect(loadConfig({}).psp).toMatchObject({ embedded: true, merchantId: 'khel' });
    expect(() => loadConfig({ PSP_EMBEDDED: 'false' })).toThrow(/PSP_URL, PSP_SECRET: required/);
    expect(() =>
      loadConfig({
        APP_MODE: 'production',
        SECRET_KEY: 'x'.repeat(32),
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example.com/send',
      }),
    ).toThrow(/PSP_EMBEDDED: the sandbox gateway moves no real money/);
  });

  it('refuses sandbox mode with an external gateway, where sandbox money could be withdrawn', () => {
    let error: unknown;
    try {
      loadConfig({
        PSP_EMBEDDED: 'false',
        PSP_URL: 'https://psp.example.com/psp',
        PSP_SECRET: 's'.repeat(32),
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      /PSP_EMBEDDED: sandbox mode creates sandbox money and may not use an external gateway/,
    );
  });

  it('reads the sandbox tools token, refusing a short one', () => {
    expect(loadConfig({}).sandboxToolsToken).toBeUndefined();
    expect(loadConfig({ SANDBOX_TOOLS_TOKEN: 't'.repeat(24) }).sandboxToolsToken).toBe(
      't'.repeat(24),
    );
    expect(() => loadConfig({ SANDBOX_TOOLS_TOKEN: 'short' })).toThrow(
      /SANDBOX_TOOLS_TOKEN: must be at least 24 characters/,
    );
  });

  it('refuses production mode without a secret, with the sandbox SMS or a weak password hash', () => {
    expect(() => loadConfig({ APP_MODE: 'production', SCRYPT_COST: '12' })).toThrow(
      /SECRET_KEY: required in production mode[\s\S]*SMS_PROVIDER: must be http[\s\S]*SCRYPT_COST: must be at least 17/,
    );
  });

  it('hashes passwords with scrypt N = 2^17 unless told otherwise', () => {
    expect(loadConfig({}).scryptCost).toBe(17);
  });
});
