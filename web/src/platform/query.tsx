import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

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

/**
 * Wraps a page that reads server data. A client given above wins: the server's render of a public page
 * (web/src/publicPagesServer.tsx) gives each request its own, so no request sees another's data.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  return <QueryClientProvider client={given ?? queryClient}>{children}</QueryClientProvider>;
}
