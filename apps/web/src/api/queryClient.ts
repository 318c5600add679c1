import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/http';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      // Envelope errors are answers, not glitches: retry only network trouble, once.
      retry: (failureCount, error) =>
        failureCount < 1 &&
        error instanceof ApiError &&
        error.state === undefined &&
        error.code === 999,
    },
  },
});
