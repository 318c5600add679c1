export { gamesPlugin, applyGamesMigrations, type GamesOptions } from './plugin';
export {
  createPlatformClient,
  type PlatformClient,
  type PlatformAnswer,
  type PlatformTransport,
} from './platform';
export { GameError, PlatformUnavailable } from './errors';
