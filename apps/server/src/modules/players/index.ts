/** The players module's public door (docs/architecture.md): the player's own profile routes. */
export { playerRoutes } from './routes';
