import { QueryClient } from '@tanstack/react-query';
import { adoptQueryClient, QUERY_DEFAULTS } from './cachedQuery';

/**
 * The app's one QueryClient. Only lazy pages import it (through api/query.ts and their features),
 * never the first screen (api/cachedQuery.ts): made when the first of them loads, it takes over
 * what the first screen fetched so far. No QueryClientProvider: mounted here for the app's life
 * (what the provider would do), and the hooks of api/query.ts use it.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
queryClient.mount();
adoptQueryClient(queryClient);
