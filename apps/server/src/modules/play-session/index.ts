/**
 * The play session (README.md): the login session's time played and net result, reality checks
 * and the session limit's end as the app shows them; the one door.
 */
export { playSessionRoutes } from './routes';
export type { PlaySessionDeps } from './deps';
