/** The tracking feature's public entry: what other features use (see docs/architecture.md, Web). */
export { trackPurchase } from './purchase';
export { tracker } from './tracking';
