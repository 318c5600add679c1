/**
 * The one Drizzle schema of the platform, a file per domain. `npm run db:generate` turns changes
 * into SQL migrations in apps/server/drizzle, which the server applies at start.
 * Money columns are integer paise (`bigint`), rates are basis points (1 % = 100).
 */
export * from './app';
export * from './accounts';
export * from './ledger';
export * from './games';
export * from './deposits';
export * from './withdrawals';
export * from './jobs';
export * from './rewards';
export * from './promo-codes';
export * from './engagement';
export * from './rankings';
export * from './referral';
export * from './promotions';
