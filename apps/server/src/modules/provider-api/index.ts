/**
 * The provider-api module's public door (docs/architecture.md): the seamless-wallet API game
 * providers call, its launch tokens, provider directory and bet limiter.
 */
export { providerRoutes } from './routes';
export { createLaunchToken } from './launch';
export { createProviderDirectory } from './providers';
export { createInProcessProviderApi, type InProcessCall } from './provider-call';
export { withWalletBatcher } from './operations';
export type { OperationDeps, ProviderDeps } from './operations';
