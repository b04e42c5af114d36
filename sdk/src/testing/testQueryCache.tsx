import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** A query cache like the host's (no automatic retry) for one test: nothing leaks between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false }, mutations: { retry: false } } });
}

/** The host's query cache around a plugin view under test (the server-data hooks read it); a fresh one unless `client` is given. */
export function TestQueryCache({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [own] = useState(createTestQueryClient);
  return <QueryClientProvider client={client ?? own}>{children}</QueryClientProvider>;
}
