import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AuthProvider } from './auth';
import { initI18n } from './i18n';
import { RouterProvider } from './router';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    // Operators act on what they see: a read refetches when the tab comes back, and a refused
    // call (403, 400) is not retried.
    queries: {
      staleTime: 10_000,
      retry: (count, error) => count < 2 && (error as { state?: string }).state === 'network',
    },
  },
});

await initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider>
        <AuthProvider>
          <App />
        </AuthProvider>
      </RouterProvider>
    </QueryClientProvider>
  </StrictMode>,
);
