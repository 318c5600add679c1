/**
 * The history module's door (README.md here): the player's 12-month history and the back
 * office's record of protection events.
 */
export { historyRoutes } from './routes';
export { registerProtectionAdmin } from './admin-routes';
