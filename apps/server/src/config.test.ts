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
      LICENCE_JURISDICTION: 'Test Gaming Authority',
      LICENCE_NUMBER: 'TGA-0001',
      JURISDICTION_RULES: JSON.stringify({
        countries: [
          { country: 'PK', phonePrefix: '+92' },
          { country: 'IN', phonePrefix: '+91' },
        ],
      }),
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
        LICENCE_JURISDICTION: 'Test Gaming Authority',
        LICENCE_NUMBER: 'TGA-0001',
        JURISDICTION_RULES: JSON.stringify({
          countries: [
            { country: 'PK', phonePrefix: '+92' },
            { country: 'IN', phonePrefix: '+91' },
          ],
        }),
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

  it('refuses real money without an explicit licence and the countries it covers', () => {
    const production = {
      APP_MODE: 'production',
      SECRET_KEY: 'x'.repeat(32),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      PSP_EMBEDDED: 'false',
      PSP_URL: 'https://psp.example.com/psp',
      PSP_SECRET: 's'.repeat(32),
    };
    expect(() => loadConfig(production)).toThrow(
      /LICENCE_JURISDICTION: required in production mode[\s\S]*LICENCE_NUMBER: required in production mode[\s\S]*JURISDICTION_RULES: required in production mode/,
    );
    const config = loadConfig({
      ...production,
      LICENCE_JURISDICTION: 'Test Gaming Authority',
      LICENCE_NUMBER: 'TGA-0001',
      JURISDICTION_RULES: '{"countries":[{"country":"IN","phonePrefix":"+91"}]}',
    });
    expect(config.jurisdiction).toEqual({
      licence: { jurisdiction: 'Test Gaming Authority', number: 'TGA-0001' },
      rules: {
        countries: [
          {
            country: 'IN',
            phonePrefix: '+91',
            minimumAge: 18,
            depositKinds: ['online', 'transfer', 'agency', 'crypto'],
            kyc: {},
          },
        ],
      },
    });
  });

  it('serves Pakistan and India in sandbox mode unless the rules say otherwise', () => {
    const { jurisdiction } = loadConfig({});
    expect(jurisdiction.licence).toBeNull();
    expect(jurisdiction.rules.countries.map((c) => [c.country, c.phonePrefix])).toEqual([
      ['PK', '+92'],
      ['IN', '+91'],
    ]);
    const rules = loadConfig({
      JURISDICTION_RULES: JSON.stringify({
        countries: [
          {
            country: 'IN',
            phonePrefix: '+91',
            minimumAge: 21,
            depositKinds: ['online'],
            kyc: { singleWithdrawalAboveRupees: 10000 },
          },
        ],
      }),
    }).jurisdiction.rules;
    expect(rules.countries[0]).toMatchObject({ minimumAge: 21, depositKinds: ['online'] });
  });

  it('names every problem of the jurisdiction rules', () => {
    expect(() => loadConfig({ JURISDICTION_RULES: '{countries' })).toThrow(
      /JURISDICTION_RULES: not valid JSON/,
    );
    expect(() => loadConfig({ JURISDICTION_RULES: '{"countries":[]}' })).toThrow(
      /JURISDICTION_RULES: countries: at least one country/,
    );
    let message = '';
    try {
      loadConfig({
        JURISDICTION_RULES: JSON.stringify({
          countries: [
            { country: 'india', phonePrefix: '+1', minimumAge: 16, depositKinds: ['cash'] },
            { country: 'PK', phonePrefix: '+92', region: 'x' },
          ],
        }),
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('countries.0.country: expected an ISO 3166 two-letter code');
    expect(message).toContain('countries.0.phonePrefix: expected one of +92, +91');
    expect(message).toContain('countries.0.minimumAge');
    expect(message).toContain('countries.0.depositKinds.0');
    expect(message).toContain('countries.1');
    expect(message).toContain('region');
    const twice = { country: 'PK', phonePrefix: '+92' };
    expect(() =>
      loadConfig({ JURISDICTION_RULES: JSON.stringify({ countries: [twice, twice] }) }),
    ).toThrow(/country PK given twice[\s\S]*phone prefix \+92 given twice/);
  });

  it('wants both licence settings or neither in sandbox mode', () => {
    expect(() => loadConfig({ LICENCE_NUMBER: 'TGA-0001' })).toThrow(
      /LICENCE_JURISDICTION, LICENCE_NUMBER: give both or neither/,
    );
  });

  it('hashes passwords with scrypt N = 2^17 unless told otherwise', () => {
    expect(loadConfig({}).scryptCost).toBe(17);
  });
});
