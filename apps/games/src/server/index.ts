export { gamesPlugin, applyGamesMigrations, type GamesOptions } from './plugin';
