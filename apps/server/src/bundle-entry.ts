/**
 * The entry of the server bundle, dist/server/main.js (scripts/build-server.mjs builds it and
 * copies the migrations and the built pages beside it). It points every path variable the
 * operator left unset at those copies (bundle-paths.ts), then starts the server as main.ts does;
 * a start from the repository's sources keeps the defaults of config.ts (PATH_DEFAULTS, relative
 * to the working directory).
 */
import './bundle-paths';

await import('./main');
