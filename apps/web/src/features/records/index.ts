/** The records feature's public entry: what other features use (see docs/architecture.md, Web). */
export { isoDate, todayIn } from './dateRanges';
export { LoadMore } from './LoadMore';
