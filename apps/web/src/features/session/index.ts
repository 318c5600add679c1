/** The session feature's public entry: what other features use (see docs/architecture.md, Web). */
export { currentPlayerPrefix, playerPrefix, usePlayerPrefix } from './playerPrefix';
export { loadUserInfo } from './userInfo';
export { endLocalSession } from './logout';
