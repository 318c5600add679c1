export { gamesPlugin, applyGamesMigrations, type GamesOptions } from './plugin';
export { createPlatformClient, type PlatformClient, type PlatformAnswer } from './platform';
export { GameError, PlatformUnavailable } from './errors';
