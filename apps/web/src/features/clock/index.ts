/** The clock feature's public entry: what other features use (see docs/architecture.md, Web). */
export { ZoneNote } from './ZoneNote';
export { usePlatformClock } from './usePlatformClock';
