import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * Server data on the web goes through TanStack Query: queries with keys, mutations that invalidate them.
 * One client for the whole page load, so pages share what they fetched (the company names of the dashboard
 * and of the create-vacancy page are one request). It is imported only by the pages that use it (their lazy
 * chunks): the landing never loads it.
 *
 * No automatic retries (a failure shows its SPEC §8 text at once, with the page's retry button) and no
 * refetch on window focus (an open modal would otherwise re-render under the recruiter).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** Wraps a page that reads server data. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
