/**
 * The accounts module's public door (docs/architecture.md): what the app and other modules use of
 * who the player is — the routes, sessions, the password throttle, codes and player rows.
 */
export { accountRoutes } from './routes';
export type { AccountsDeps } from './deps';
export { parsePhone } from './deps';
export { consumeOtp, type OtpDeps } from './otp';
export {
  authenticate,
  openSession,
  SESSION_LIMIT_REACHED,
  setPlayerStatus,
  startSession,
  type AuthedPlayer,
  type Requester,
} from './sessions';
export { createPasswordThrottle, type PasswordThrottle } from './throttle';
export {
  findPlayerById,
  findPlayerByPhone,
  insertPlayer,
  revokePlayerSessions,
  revokeSessionById,
  touchSession,
  updatePlayer,
  type PlayerRow,
} from './store';
