/** The entry of dist/server/create-owner.js: `npm run admin:create-owner` for the bundle. */
import './bundle-paths';

await import('./ops/create-owner');
