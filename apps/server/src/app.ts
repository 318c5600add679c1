import { randomUUID } from 'node:crypto';
import { ENDPOINTS } from '@khel/contract';
import { ADMIN_ENDPOINTS } from '@khel/contract/admin-endpoints';
import { buildOpenApiDocument } from '@khel/contract/openapi';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createRateLimitStore } from './lib/rate-limit-store';
import type { JsonWebKey } from 'node:crypto';
import { createGoogleVerifier, fetchJwks } from './integrations/google/verifyIdToken';
import { createPaymentGateway } from './integrations/payments';
import { registerEmbeddedPsp } from './integrations/payments/embedded';
import { createSmsSender, type SmsSender } from './integrations/sms';
import { registerSmsDelivery } from './integrations/sms/outbox';
import { createServerJobs, registerMaintenanceJobs } from './jobs';
import { loadServerSecret } from './lib/secrets';
import {
  accountRoutes,
  authenticate,
  createPasswordThrottle,
  type AccountsDeps,
  type OtpDeps,
} from './modules/accounts';
import { appConfigRoutes } from './modules/app-config';
import { allowedPrefixes, countryOf, minimumAgeOf } from './modules/jurisdiction';
import { depositRoutes, openDepositCallbacks } from './modules/deposits';
import { gameRoutes, localOrigin, registerEmbeddedGames } from './modules/games';
import { registerFaq } from './modules/faq';
import { registerFeedback } from './modules/feedback';
import { historyRoutes, registerProtectionAdmin } from './modules/history';
import { registerKyc, sandboxKycProvider } from './modules/kyc';
import { homeRoutes } from './modules/home';
import { createLaunchData } from './modules/launch';
import { operatorRoutes, type OperatorsDeps } from './modules/operators';
import { registerInbox } from './modules/inbox';
import { recordInvitee, registerReferral } from './modules/referral';
import { paymentRoutes } from './modules/payments';
import { playSessionRoutes } from './modules/play-session';
import { playerRoutes } from './modules/players';
import { registerPromoCodes } from './modules/promo-codes';
import { registerPromotions } from './modules/promotions';
import {
  createInProcessProviderApi,
  createProviderDirectory,
  providerRoutes,
  withWalletBatcher,
} from './modules/provider-api';
import { registerReports } from './modules/reports';
import { registerRewardJobs, rewardRoutes } from './modules/rewards';
import { telemetryRoutes } from './modules/telemetry';
import { registerRankings } from './modules/rankings';
import { registerSettingsAdmin } from './modules/settings';
import { registerVip } from './modules/vip';
import { registerEngagement } from './modules/engagement';
import { registerProtection } from './modules/protection';
import { createAccountDirectory, walletRoutes } from './modules/wallet';
import { registerWithdrawals, withdrawalGateReader } from './modules/withdrawals';
import { loggableError, registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createAppPage, hasWebBuild, registerAdminApp, registerWebApp } from './plugins/web';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The platform clock of the server and its job runtime (tests pass one they move). */
  now?: () => Date;
  /** Pino options or false; tests pass false. */
  logger?: boolean | Record<string, unknown>;
  /** Outside systems, replaced in tests (default: from the configuration). */
  integrations?: {
    sms?: SmsSender;
    /** 'manual': no delivery jobs; tests run deliverDueSms themselves (default 'loop'). */
    smsDelivery?: 'loop' | 'manual';
    googleKeys?: () => Promise<{ keys: JsonWebKey[] }>;
  };
  /** How old the ranking standings an instance holds may be (ms, default 5 s; tests pass 0). */
  rankingsMaxAgeMs?: number;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole platform as one Fastify app; tests use it through `inject` without listening. */
export async function buildApp({
  config,
  database,
  logger,
  integrations = {},
  now = () => new Date(),
  rankingsMaxAgeMs,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const { db } = database;
  const appPage = hasWebBuild(config.webDist)
    ? createAppPage(config.webDist, {
        launchData: createLaunchData({
          db,
          sandbox: config.sandbox,
          jurisdiction: config.jurisdiction.rules,
          now,
        }),
      })
    : null;
  const secret = await loadServerSecret(db, config);
  const sessionSettings = { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs, now };
  const runtime = createServerJobs(db, app.log, now);
  const { jobs } = runtime;
  app.addHook('onReady', async () => runtime.start());
  app.addHook('onClose', async () => runtime.stop());
  if (integrations.smsDelivery !== 'manual') {
    registerSmsDelivery(jobs, {
      db,
      sender: integrations.sms ?? createSmsSender(config),
      log: app.log,
      keepText: config.sandbox,
    });
  }
  registerMaintenanceJobs(jobs, { db, sandbox: config.sandbox });
  registerRewardJobs(jobs, { db });
  const otp: OtpDeps = {
    db,
    smsQueued: () => jobs.kick(),
    secret,
    dailyLimitPhone: config.otpDailyLimitPhone,
    dailyLimitIp: config.otpDailyLimitIp,
    resendSeconds: config.otpResendSeconds,
  };
  const passwordThrottle = createPasswordThrottle({
    db,
    failuresPerAddress: config.loginFailuresPerIp,
  });
  const rateLimitStore = createRateLimitStore({
    db,
    redisUrl: config.redisUrl,
    now,
    server: database.kind === 'postgres',
  });
  const googleClientId = config.google.clientId ?? null;
  const phonePrefixes = allowedPrefixes(config.jurisdiction.rules);
  const accounts: AccountsDeps = {
    db,
    otp,
    sessions: sessionSettings,
    scryptCost: config.scryptCost,
    passwordThrottle,
    rateLimits: rateLimitStore,
    guestHourlyLimitIp: config.guestHourlyLimitIp,
    googleClientId,
    phonePrefixes,
    // The phone's own country: a number reaching sign-up has an allowed prefix.
    minimumAgeOf: (phone) =>
      minimumAgeOf(config.jurisdiction.rules, countryOf(config.jurisdiction.rules, { phone }, '')),
    verifyGoogleToken: googleClientId
      ? createGoogleVerifier({
          clientId: googleClientId,
          loadKeys: integrations.googleKeys ?? fetchJwks(config.google.jwksUrl),
        })
      : null,
    onReferredSignUp: async (playerId) => {
      // The 05:00 job records any invitee missed here; the sign-up itself stands.
      await recordInvitee(db, playerId).catch((error: unknown) =>
        app.log.warn(
          { err: loggableError(error), playerId },
          'referral: invitee not recorded at sign-up',
        ),
      );
    },
  };
  const ledgerAccounts = createAccountDirectory(db);
  const gateway = createPaymentGateway(app, config, secret);
  const depositCallbacks = await openDepositCallbacks(database, {
    db,
    accounts: ledgerAccounts,
    gateway,
    log: app.log,
  });
  app.addHook('onReady', async () => depositCallbacks.start());
  app.addHook('onClose', async () => depositCallbacks.stop());
  app.decorateRequest('player', null);
  app.decorate('rateLimitStore', rateLimitStore);
  app.addHook('onClose', async () => rateLimitStore.close());
  app.decorate('authenticatePlayer', (credentials) =>
    authenticate(db, credentials, sessionSettings),
  );
  registerErrorHandling(app, { apiBase: config.apiBase, appPage });
  registerInputGuard(app);
  await registerSecurityHeaders(app, { config, db });

  const admin: OperatorsDeps = {
    db,
    now,
    sessions: config.adminSessions,
    scryptCost: config.scryptCost,
    cookiePath: `${config.apiBase}/admin`,
  };
  const providerDeps = withWalletBatcher({
    db,
    accounts: ledgerAccounts,
    providers: createProviderDirectory(db),
    sessionIdleMs: config.sessionIdleMs,
    walletBatch: config.walletBatch,
    now,
    betsPerMinute: config.rateLimits.bet.player,
  });
  await app.register(
    async (api) => {
      appConfigRoutes(api, {
        db,
        sandbox: config.sandbox,
        jurisdiction: config.jurisdiction.rules,
      });
      telemetryRoutes(api, { db, rateLimits: rateLimitStore });
      accountRoutes(api, accounts);
      await playerRoutes(
        api,
        {
          db,
          otp,
          apiBase: config.apiBase,
          scryptCost: config.scryptCost,
          passwordThrottle,
          phonePrefixes,
          jurisdiction: config.jurisdiction.rules,
        },
        {
          avatarMaxBytes: config.avatarMaxBytes,
          avatarMaxCount: config.avatarMaxCount,
          sandbox: config.sandbox,
          sandboxToolsToken: config.sandboxToolsToken,
          onlineRate: config.rateLimits.online,
          admin: {
            operators: admin,
            accounts: ledgerAccounts,
            adjustmentApprovalPaise: config.adjustmentApprovalPaise,
          },
        },
      );
      await providerRoutes(api, providerDeps);
      walletRoutes(api, {
        db,
        accounts: ledgerAccounts,
        sandbox: config.sandbox,
        toolsToken: config.sandboxToolsToken,
      });
      depositRoutes(api, {
        db,
        accounts: ledgerAccounts,
        gateway,
        publicUrl: config.publicUrl,
        jobs,
        now,
        admin,
        jurisdiction: config.jurisdiction.rules,
      });
      await paymentRoutes(api, { db, accounts: ledgerAccounts, gateway, depositCallbacks });
      rewardRoutes(api, { db, accounts: ledgerAccounts, now });
      await registerVip(api, { db, accounts: ledgerAccounts, now, jobs });
      registerPromoCodes(api, { db, accounts: ledgerAccounts, now }, { admin });
      registerEngagement(
        api,
        { db, accounts: ledgerAccounts, now },
        { admin, spinCostCeiling: config.wheelSpinCostCeiling },
      );
      await registerRankings(
        api,
        { db, accounts: ledgerAccounts },
        { now, jobs, admin, standingsMaxAgeMs: rankingsMaxAgeMs },
      );
      await registerReferral(
        api,
        { db, accounts: ledgerAccounts, now, publicUrl: config.publicUrl },
        { admin, jobs },
      );
      registerPromotions(api, { db, now }, { admin });
      homeRoutes(api, { db }, { admin, apiBase: config.apiBase });
      registerInbox(api, { db, now }, { admin });
      registerFeedback(api, { db, now }, { admin });
      registerProtection(api, { db, now });
      registerFaq(api, { db }, { admin });
      playSessionRoutes(api, { db, now });
      gameRoutes(api, {
        db,
        now,
        rates: config.rateLimits,
        searchTermsKept: config.searchTermsKept,
      });
      await registerWithdrawals(
        api,
        {
          db,
          accounts: ledgerAccounts,
          gateway,
          log: app.log,
          jurisdiction: config.jurisdiction.rules,
        },
        { jobs, admin },
      );
      registerKyc(
        api,
        {
          db,
          now,
          provider: sandboxKycProvider,
          withdrawalGate: withdrawalGateReader(config.jurisdiction.rules),
        },
        { admin },
      );
      registerReports(api, { db, jobs, admin });
      historyRoutes(api, { db, now });
      registerProtectionAdmin(api, admin);
      const openapi = buildOpenApiDocument({
        endpoints: ENDPOINTS,
        basePath: config.apiBase,
        version: '1.0.0',
      });
      api.get('/openapi.json', async () => openapi);
      operatorRoutes(api, admin);
      registerSettingsAdmin(api, admin, { localOrigin: () => localOrigin(app, config.port) });
      const adminOpenapi = buildOpenApiDocument({
        endpoints: ADMIN_ENDPOINTS,
        basePath: config.apiBase,
        version: '1.0.0',
      });
      api.get('/admin/openapi.json', async () => adminOpenapi);
    },
    { prefix: config.apiBase },
  );

  app.get('/healthz', async () => ({ ok: true, database: database.kind }));
  if (config.games.embedded) {
    await registerEmbeddedGames(app, {
      config,
      db,
      serverSecret: secret,
      rateLimitStore,
      providerApi: createInProcessProviderApi(providerDeps),
    });
  }
  if (config.psp.embedded) await registerEmbeddedPsp(app, { config, db, serverSecret: secret });

  if (hasWebBuild(config.adminDist)) await registerAdminApp(app, config.adminDist);
  if (appPage) await registerWebApp(app, config.webDist, appPage);

  return app;
}
