import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { TenantProvider } from './features/tenant';
import './index.css';
import { openAtTopOnLoad } from './lib/scroll-on-load';

// Before <ScrollRestoration> reads its saved positions (issue 25: a full load opened mid-page).
openAtTopOnLoad();

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TenantProvider>
        <App />
      </TenantProvider>
    </QueryClientProvider>
  </StrictMode>,
);
