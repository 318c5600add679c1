/** The deposit feature's public entry: what other features use (see docs/architecture.md, Web). */
export { parseAmount } from './amounts';
