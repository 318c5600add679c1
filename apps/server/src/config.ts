import path from 'node:path';
import { z } from 'zod';
import {
  parseJurisdictionRules,
  SANDBOX_JURISDICTION_RULES,
  type JurisdictionRules,
} from './modules/jurisdiction';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A rate limit in requests per minute. */
const perMinute = (fallback: number) =>
  z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/**
 * What the server reads from disk, relative to the working directory: the repository's layout,
 * for a start from its root (`npm run dev:server`, the tests). The bundle (dist/server/main.js)
 * sets these variables to its own copies beside it when they are unset (src/bundle-entry.ts).
 */
export const PATH_DEFAULTS = {
  WEB_DIST: 'apps/web/dist',
  ADMIN_DIST: 'apps/admin/dist',
  GAMES_WEB_DIST: 'apps/games/dist',
  MIGRATIONS_DIR: 'apps/server/drizzle',
  GAMES_MIGRATIONS_DIR: 'apps/games/drizzle',
  PSP_MIGRATIONS_DIR: 'apps/psp-sandbox/drizzle',
};

/** Every environment variable the server reads, with its default (the README lists them). */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  API_BASE: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/, 'must start with / and not end with /')
    .default('/api'),
  WEB_DIST: z.string().default(PATH_DEFAULTS.WEB_DIST),
  ADMIN_DIST: z.string().default(PATH_DEFAULTS.ADMIN_DIST),
  GAMES_WEB_DIST: z.string().default(PATH_DEFAULTS.GAMES_WEB_DIST),
  MIGRATIONS_DIR: z.string().default(PATH_DEFAULTS.MIGRATIONS_DIR),
  GAMES_MIGRATIONS_DIR: z.string().default(PATH_DEFAULTS.GAMES_MIGRATIONS_DIR),
  PSP_MIGRATIONS_DIR: z.string().default(PATH_DEFAULTS.PSP_MIGRATIONS_DIR),
  APP_MODE: z.enum(['sandbox', 'production']).default('sandbox'),
  // Real money needs a licence: who granted it and its number (modules/jurisdiction/README.md).
  LICENCE_JURISDICTION: z.string().trim().min(2).max(80).optional(),
  LICENCE_NUMBER: z.string().trim().min(1).max(64).optional(),
  // The countries served, as JSON (modules/jurisdiction/README.md); sandbox: Pakistan and India.
  JURISDICTION_RULES: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(24 * 90)
    .default(72),
  SESSION_MAX_DAYS: z.coerce.number().min(0.1).max(365).default(30),
  SCRYPT_COST: z.coerce.number().int().min(10).max(20).default(17),
  SMS_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().max(16).default('KHEL'),
  OTP_DAILY_LIMIT_PHONE: z.coerce.number().int().min(1).default(10),
  OTP_DAILY_LIMIT_IP: z.coerce.number().int().min(1).default(30),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  GUEST_HOURLY_LIMIT_IP: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(5).default(50),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  AVATAR_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(20 * 1024 * 1024)
    .default(2 * 1024 * 1024),
  GAMES_EMBEDDED: booleanFlag.default(true),
  GAMES_CRASH_LOOP: booleanFlag.default(true),
  GAMES_RTP: z.coerce.number().min(0.5).max(0.995).default(0.97),
  AVATAR_MAX_COUNT: z.coerce.number().int().min(1).max(10).default(1),
  PUBLIC_URL: z.url().optional(),
  PSP_EMBEDDED: booleanFlag.default(true),
  PSP_URL: z.url().optional(),
  PSP_MERCHANT_ID: z.string().min(1).max(64).default('khel'),
  PSP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PSP_PAYOUT_AUTO_SETTLE_SECONDS: z.coerce.number().int().min(1).optional(),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .min(1)
    .max(24 * 60)
    .default(30),
  ADMIN_SESSION_MAX_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(7 * 24)
    .default(12),
  // Manual wallet adjustments above this many rupees need a second operator's approval.
  ADMIN_ADJUSTMENT_APPROVAL_RUPEES: z.coerce.number().int().min(0).max(10_000_000).default(10_000),
  // Highest expected cost per wheel spin (rupees) the operator may configure.
  WHEEL_SPIN_COST_CEILING: z.coerce.number().min(0).max(100_000).default(20),
  SANDBOX_TOOLS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  RATE_SEARCH_PLAYER: perMinute(30),
  RATE_SEARCH_IP: perMinute(300),
  RATE_LAUNCH_PLAYER: perMinute(10),
  RATE_LAUNCH_IP: perMinute(100),
  RATE_ONLINE_PLAYER: perMinute(6),
  RATE_ONLINE_IP: perMinute(600),
  RATE_BET_PLAYER: perMinute(600),
  RATE_BET_IP: perMinute(1200),
  // Group commit of the wallet (docs/architecture.md §3): a batch of bets and wins is posted when
  // its first call has waited this long, or when it is this full. 1 ms, Node's shortest timer
  // (0 is the same): under Dice's load a 2 ms wait only added to every bet's latency.
  WALLET_BATCH_WINDOW_MS: z.coerce.number().min(0).max(60_000).default(1),
  WALLET_BATCH_MAX: z.coerce.number().int().min(1).max(1000).default(64),
  WALLET_BATCH_IN_FLIGHT: z.coerce.number().int().min(1).max(64).default(1),
  SEARCH_TERMS_KEPT: z.coerce.number().int().min(1).max(1000).default(20),
  // The web build's advertiser app id: when set, the app loads Adjust's tag and the CSP allows it.
  VITE_ADVERTISER_APP_ID: z.string().optional(),
});

export type Env = z.input<typeof ZEnv>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  apiBase: string;
  webDist: string;
  /** The built back office (apps/admin), served under /admin when built. */
  adminDist: string;
  /** The built game pages (apps/games) served under /games when the games are embedded. */
  gamesWebDist: string;
  /** The SQL migration folders of the platform, the embedded games and the embedded gateway. */
  migrationsDirs: { server: string; games: string; psp: string };
  mode: 'sandbox' | 'production';
  sandbox: boolean;
  /**
   * The licence (null in sandbox mode unless given) and the countries it covers: allowed phone
   * prefixes, minimum age, deposit kinds, KYC thresholds (modules/jurisdiction/README.md).
   */
  jurisdiction: {
    licence: { jurisdiction: string; number: string } | null;
    rules: JurisdictionRules;
  };
  logLevel: string;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** Server secret for OTP and other keyed hashes; sandbox mode makes and keeps one itself. */
  secretKey: string | undefined;
  sessionIdleMs: number;
  walletBatch: { windowMs: number; maxOperations: number; maxInFlight: number };
  sessionMaxMs: number;
  /** Back-office sessions: idle and absolute expiry (src/modules/operators/README.md). */
  adminSessions: { idleMs: number; maxMs: number };
  /** log2 of scrypt's N; OWASP asks for at least 17. */
  scryptCost: number;
  sms: {
    provider: 'sandbox' | 'http';
    url: string | undefined;
    token: string | undefined;
    sender: string;
  };
  otpDailyLimitPhone: number;
  otpDailyLimitIp: number;
  /** Seconds before one phone may get another code. */
  otpResendSeconds: number;
  /** New guest accounts one address may create in an hour. */
  guestHourlyLimitIp: number;
  /** Wrong passwords one address may send in 15 minutes to accounts it never logged in to. */
  loginFailuresPerIp: number;
  google: { clientId: string | undefined; jwksUrl: string };
  /** Whether the web build loads the advertiser's tag (VITE_ADVERTISER_APP_ID). */
  advertiserTag: boolean;
  avatarMaxBytes: number;
  avatarMaxCount: number;
  /**
   * The in-house provider (apps/games) served by this process under /games, playing through
   * this platform's own signed provider API over HTTP; off when it runs on its own host.
   */
  games: { embedded: boolean; crashLoop: boolean; rtp: number };
  /** The platform's public origin for links sent elsewhere (gateway return URLs); default: the request's. */
  publicUrl: string | undefined;
  /**
   * The payment gateway: apps/psp-sandbox, embedded under /psp by default (sandbox money), or a
   * gateway speaking its API at `url` with this merchant id and secret.
   */
  psp: {
    embedded: boolean;
    url: string | undefined;
    merchantId: string;
    secret: string | undefined;
    payoutAutoSettleSeconds: number | undefined;
  };
  /** Highest expected cost per lucky-wheel spin the operator may set, rupees. */
  wheelSpinCostCeiling: number;
  /** Manual adjustments above this (paise) wait for a second operator (four-eyes). */
  adjustmentApprovalPaise: bigint;
  /** Token of the sandbox tools (/api/dev, /psp operator pages); unset: loopback only. */
  sandboxToolsToken: string | undefined;
  /** Redis for the shared rate-limit counters and Crash's bus; unset: both live in PostgreSQL. */
  redisUrl: string | undefined;
  /** Requests per minute, per player and per address (RATE_* variables). */
  rateLimits: Record<RateLimitedAction, { player: number; ip: number }>;
  /** Distinct search terms kept per searcher for the popular searches. */
  searchTermsKept: number;
}

export type RateLimitedAction = 'search' | 'launch' | 'online' | 'bet';

export class ConfigError extends Error {}

/** Reads the configuration from the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.APP_MODE === 'production') {
    if (!e.SECRET_KEY) problems.push('  SECRET_KEY: required in production mode');
    if (e.SMS_PROVIDER !== 'http') problems.push('  SMS_PROVIDER: must be http in production mode');
    if (e.SCRYPT_COST < 17) problems.push('  SCRYPT_COST: must be at least 17 in production mode');
    // Real money is never moved on a default: the licence and the countries it covers are named.
    if (!e.LICENCE_JURISDICTION) {
      problems.push(
        '  LICENCE_JURISDICTION: required in production mode (who licensed real money)',
      );
    }
    if (!e.LICENCE_NUMBER) problems.push('  LICENCE_NUMBER: required in production mode');
    if (!e.JURISDICTION_RULES) {
      problems.push('  JURISDICTION_RULES: required in production mode (the countries served)');
    }
  }
  if (Boolean(e.LICENCE_JURISDICTION) !== Boolean(e.LICENCE_NUMBER) && e.APP_MODE === 'sandbox') {
    problems.push('  LICENCE_JURISDICTION, LICENCE_NUMBER: give both or neither');
  }
  let jurisdictionRules = SANDBOX_JURISDICTION_RULES;
  if (e.JURISDICTION_RULES) {
    const rules = parseJurisdictionRules(e.JURISDICTION_RULES);
    if (rules.ok) jurisdictionRules = rules.rules;
    else problems.push(...rules.problems.map((p) => `  JURISDICTION_RULES: ${p}`));
  }
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL) {
    problems.push('  SMS_HTTP_URL: required when SMS_PROVIDER is http');
  }
  if (!e.PSP_EMBEDDED && (!e.PSP_URL || !e.PSP_SECRET)) {
    problems.push('  PSP_URL, PSP_SECRET: required when PSP_EMBEDDED is false');
  }
  if (e.APP_MODE === 'sandbox' && !e.PSP_EMBEDDED) {
    problems.push(
      '  PSP_EMBEDDED: sandbox mode creates sandbox money and may not use an external gateway, where it could be withdrawn for real; use APP_MODE=production with PSP_URL',
    );
  }
  if (e.APP_MODE === 'production' && e.PSP_EMBEDDED) {
    problems.push(
      '  PSP_EMBEDDED: the sandbox gateway moves no real money; not in production mode',
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    apiBase: e.API_BASE,
    webDist: path.resolve(e.WEB_DIST),
    adminDist: path.resolve(e.ADMIN_DIST),
    gamesWebDist: path.resolve(e.GAMES_WEB_DIST),
    migrationsDirs: {
      server: path.resolve(e.MIGRATIONS_DIR),
      games: path.resolve(e.GAMES_MIGRATIONS_DIR),
      psp: path.resolve(e.PSP_MIGRATIONS_DIR),
    },
    mode: e.APP_MODE,
    sandbox: e.APP_MODE === 'sandbox',
    jurisdiction: {
      licence:
        e.LICENCE_JURISDICTION && e.LICENCE_NUMBER
          ? { jurisdiction: e.LICENCE_JURISDICTION, number: e.LICENCE_NUMBER }
          : null,
      rules: jurisdictionRules,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    secretKey: e.SECRET_KEY,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3_600_000,
    walletBatch: {
      windowMs: e.WALLET_BATCH_WINDOW_MS,
      maxOperations: e.WALLET_BATCH_MAX,
      maxInFlight: e.WALLET_BATCH_IN_FLIGHT,
    },
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    adminSessions: {
      idleMs: e.ADMIN_SESSION_IDLE_MINUTES * 60_000,
      maxMs: e.ADMIN_SESSION_MAX_HOURS * 3_600_000,
    },
    scryptCost: e.SCRYPT_COST,
    sms: {
      provider: e.SMS_PROVIDER,
      url: e.SMS_HTTP_URL,
      token: e.SMS_HTTP_TOKEN,
      sender: e.SMS_SENDER,
    },
    otpDailyLimitPhone: e.OTP_DAILY_LIMIT_PHONE,
    otpDailyLimitIp: e.OTP_DAILY_LIMIT_IP,
    otpResendSeconds: e.OTP_RESEND_SECONDS,
    guestHourlyLimitIp: e.GUEST_HOURLY_LIMIT_IP,
    loginFailuresPerIp: e.LOGIN_FAILURES_PER_IP,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    advertiserTag: Boolean(e.VITE_ADVERTISER_APP_ID?.trim()),
    avatarMaxBytes: e.AVATAR_MAX_BYTES,
    avatarMaxCount: e.AVATAR_MAX_COUNT,
    games: { embedded: e.GAMES_EMBEDDED, crashLoop: e.GAMES_CRASH_LOOP, rtp: e.GAMES_RTP },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    psp: {
      embedded: e.PSP_EMBEDDED,
      url: e.PSP_URL?.replace(/\/+$/, ''),
      merchantId: e.PSP_MERCHANT_ID,
      secret: e.PSP_SECRET,
      payoutAutoSettleSeconds: e.PSP_PAYOUT_AUTO_SETTLE_SECONDS,
    },
    wheelSpinCostCeiling: e.WHEEL_SPIN_COST_CEILING,
    adjustmentApprovalPaise: BigInt(e.ADMIN_ADJUSTMENT_APPROVAL_RUPEES) * 100n,
    sandboxToolsToken: e.SANDBOX_TOOLS_TOKEN,
    redisUrl: e.REDIS_URL,
    rateLimits: {
      search: { player: e.RATE_SEARCH_PLAYER, ip: e.RATE_SEARCH_IP },
      launch: { player: e.RATE_LAUNCH_PLAYER, ip: e.RATE_LAUNCH_IP },
      online: { player: e.RATE_ONLINE_PLAYER, ip: e.RATE_ONLINE_IP },
      bet: { player: e.RATE_BET_PLAYER, ip: e.RATE_BET_IP },
    },
    searchTermsKept: e.SEARCH_TERMS_KEPT,
  };
}
