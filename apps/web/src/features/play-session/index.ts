/** The play-session feature's public entry: what other features use (see docs/architecture.md, Web). */
export { PlaySessionGuard } from './PlaySessionGuard';
/** Asks the server again (after the player changed their reality-check interval or session limit). */
export { playClock } from './usePlayClock';
