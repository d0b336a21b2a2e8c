import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CAREERS_PAGE_DATA_ID, type CareersPageData } from '@clara/domain/recruiting/careers/model';
import { JOB_PAGE_DATA_ID, type JobPageData, type PublicPagesRenderer } from '@clara/domain/recruiting/jobPage';
import { AppNavigationContext } from './platform/navigation';
import { PageDataContext, type PageDataBlocks } from './features/recruiting/shared/pageData';
import JobPage from './features/recruiting/job/JobPage';
import CareersPage from './features/recruiting/careers/CareersPage';

/**
 * Issue 34: the public job and careers pages' `#root`, rendered on the server from the components the app renders
 * over it (JobPage, CareersPage), so the page exists once. The functions (functions/src/publicPages) load this
 * bundle on their first page request and add the head tags, the JSON-LD, the data block and the status.
 *
 * Built by `vite build --ssr` into web/dist-server/ with React, react-router and TanStack Query inside
 * (vite.config.ts), so the functions need no new dependency; functions/build.mjs copies it into lib/web/.
 *
 * Each render starts from the data block the page carries (`PageDataContext`), as the app does in the browser
 * (serverJob, serverCareers), inside the router the route's component reads its parameter from and with a
 * QueryClient of its own (nothing cached from one request to the next).
 */
function render(path: string, pattern: string, Page: ComponentType, blocks: PageDataBlocks): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      {/* As AppShell gives it inside the app: the links built on it (the logo) are plain links. */}
      <AppNavigationContext.Provider value={{ pathname: path, navigate: () => undefined }}>
        <PageDataContext.Provider value={blocks}>
          <QueryClientProvider client={client}>
            <Routes>
              <Route path={pattern} element={<Page />} />
            </Routes>
          </QueryClientProvider>
        </PageDataContext.Provider>
      </AppNavigationContext.Provider>
    </MemoryRouter>,
  );
}

export const renderJobBody: PublicPagesRenderer['renderJobBody'] = (id, vacancy) => {
  const data: JobPageData = { id, vacancy };
  return render(`/job/${encodeURIComponent(id)}`, '/job/:id', JobPage, { [JOB_PAGE_DATA_ID]: data });
};

export const renderCareersBody: PublicPagesRenderer['renderCareersBody'] = (slug, page) => {
  const data: CareersPageData = { slug, page };
  return render(`/empleo/${encodeURIComponent(slug)}`, '/empleo/:slug', CareersPage, {
    [CAREERS_PAGE_DATA_ID]: data,
  });
};
