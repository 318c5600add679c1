/** The home module's public door (docs/architecture.md). */
export { homeRoutes } from './routes';
export { maskName } from './service';
