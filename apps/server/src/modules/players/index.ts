/** The players module's public door (docs/architecture.md): the player's own profile routes and the back office's player calls (README.md). */
export { playerRoutes } from './routes';
