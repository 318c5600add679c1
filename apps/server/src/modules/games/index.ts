/** The games module's public door (docs/architecture.md): catalogue routes and embedded games. */
export { gameRoutes } from './routes';
export { gameLobby } from './catalogue';
export { KHEL_PROVIDER, registerEmbeddedGames } from './embedded';
export { gameAdminRoutes, type GameAdminDeps } from './admin-routes';
export { localOrigin } from './embedded';
