/** The customer-service feature's public entry: what other features use (see docs/architecture.md, Web). */
export { openServiceUrl, useServiceUrl } from './useServiceUrl';
