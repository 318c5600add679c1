/** The telemetry module's public door (docs/architecture.md). */
export { telemetryRoutes } from './routes';
