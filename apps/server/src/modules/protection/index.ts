/**
 * Player protection (README.md): the limits a player sets, the reality-check interval, time-out
 * and self-exclusion; the one door. Other modules take the guards from here: the exclusion check
 * of their player-facing refusals and the deposit limits of order creation and credit.
 */
export { protectionRoutes as registerProtection } from './routes';
export type { ProtectionDeps } from './deps';
export {
  assertNotExcluded,
  depositLimitMessage,
  depositRefusal,
  depositsToCheck,
  DEPOSIT_LIMIT_NAMES,
  EXCLUDED_MESSAGE,
  isExcluded,
  recordLimitRefusal,
} from './guards';
