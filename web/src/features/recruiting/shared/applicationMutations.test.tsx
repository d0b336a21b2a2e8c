// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '@clara/domain/recruiting/types';

// The calls are stubbed: these tests are about which cached data a mutation marks stale, not about the server.
const api = vi.hoisted(() => ({ updateApplicationStatus: vi.fn(), eraseCandidate: vi.fn(), runBulkSlice: vi.fn() }));
vi.mock('./companyApi', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
// The unit tests share one module graph per worker: the mutations and query factories may already be loaded,
// bound to the real calls, by another file (a modal's test). Load them afresh, with the stubs.
vi.resetModules();
const { useBulkAction, useChangeStatus, useEraseCandidate } = await import('./applicationMutations');
const { recruitingQueries } = await import('./queries');
const { publicRecruitingQueries } = await import('./publicQueries');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const application = { id: 'app-1', vacancyId: 'v1', name: 'Martina Gómez', status: 'Nueva' } as Application;
const page = (...applications: Application[]) => ({ pages: [{ applications, nextCursor: null }], pageParams: [null] });

/** What the recruiter has cached: two vacancies' lists, the counters, a funnel, a public job page. */
const cached = {
  v1All: recruitingQueries.candidates('v1').queryKey,
  v1Nueva: recruitingQueries.candidates('v1', { status: 'Nueva' }).queryKey,
  v1Search: recruitingQueries.candidates('v1', { search: 'mar' }).queryKey,
  v2All: recruitingQueries.candidates('v2').queryKey,
  summaries: recruitingQueries.vacancySummaries().queryKey,
  funnel: recruitingQueries.funnel('', 'quarter').queryKey,
  companyNames: recruitingQueries.companyNames().queryKey,
  publicVacancy: publicRecruitingQueries.vacancy('v1').queryKey,
  person: [...recruitingQueries.allPeople, 'app-1'],
} satisfies Record<string, QueryKey>;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function seededClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // Only what the assertions read: the keys are what matters here.
  const seed = (key: QueryKey, data: unknown) => client.setQueryData(key, data);
  for (const key of [cached.v1All, cached.v1Nueva, cached.v1Search]) seed(key, page(application));
  seed(cached.v2All, page({ ...application, id: 'app-2', vacancyId: 'v2' }));
  seed(cached.summaries, [{ id: 'v1' }, { id: 'v2' }]);
  seed(cached.funnel, { stages: [] });
  seed(cached.companyNames, [{ name: 'Andes Digital' }]);
  seed(cached.publicVacancy, { id: 'v1', title: 'Analista' });
  seed(cached.person, { name: 'Martina Gómez', applications: [] });
  return client;
}

/** Runs a mutation hook's `mutateAsync` inside a provider of `client`. */
async function run<H extends () => { mutateAsync: (input: never) => Promise<unknown> }>(
  client: QueryClient,
  hook: H,
  input: Parameters<ReturnType<H>['mutateAsync']>[0],
) {
  let mutation: ReturnType<H> | undefined;
  function Probe() {
    mutation = hook() as ReturnType<H>;
    return null;
  }
  root = createRoot(document.createElement('div'));
  const view = root;
  await act(async () =>
    view.render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    ),
  );
  await act(async () => {
    await mutation?.mutateAsync(input as never);
  });
}

const stale = (client: QueryClient) =>
  Object.entries(cached)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

describe('recruiting mutations refresh what they change', () => {
  it("a status change marks that vacancy's candidate lists, the counters and the person views stale, nothing else", async () => {
    api.updateApplicationStatus.mockResolvedValue({ success: true });
    const client = seededClient();
    await run(client, useChangeStatus, { application, newStatus: 'Entrevista', notes: '' });

    expect(api.updateApplicationStatus).toHaveBeenCalledWith(expect.objectContaining({ applicationId: 'app-1' }));
    expect(stale(client)).toEqual(['funnel', 'person', 'summaries', 'v1All', 'v1Nueva', 'v1Search']);
    // Another vacancy's list and the public job page keep their data, fresh.
    expect(client.getQueryData(cached.v2All)).toEqual(page({ ...application, id: 'app-2', vacancyId: 'v2' }));
    expect(client.getQueryData(cached.publicVacancy)).toEqual({ id: 'v1', title: 'Analista' });
    // The application moved at once: out of the old status's list, updated in the unfiltered one.
    expect(client.getQueryData(cached.v1Nueva)).toEqual(page());
    expect(client.getQueryData(cached.v1All)).toEqual(page({ ...application, status: 'Entrevista' }));
  });

  it('a failed status change still reloads what may have changed, and only that', async () => {
    api.updateApplicationStatus.mockRejectedValue(new Error('HTTP 500'));
    const client = seededClient();
    await run(
      client,
      () => {
        const mutation = useChangeStatus();
        return { mutateAsync: (input: never) => mutation.mutateAsync(input).catch(() => undefined) };
      },
      { application, newStatus: 'Entrevista', notes: '' } as never,
    );
    expect(stale(client)).toEqual(['funnel', 'person', 'summaries', 'v1All', 'v1Nueva', 'v1Search']);
    expect(client.getQueryData(cached.v1Nueva)).toEqual(page(application));
  });

  it("erasing a candidate drops its own data and refreshes its vacancy's lists and the counters", async () => {
    api.eraseCandidate.mockResolvedValue({ success: true });
    const client = seededClient();
    const emails = recruitingQueries.candidateEmails('app-1').queryKey;
    client.setQueryData(emails, []);
    await run(
      client,
      () => {
        const { mutation, forget } = useEraseCandidate();
        // As the modal does: erased, closed, then forgotten.
        return { mutateAsync: (input: never) => mutation.mutateAsync(input).then(() => forget(application.id)) };
      },
      application as never,
    );

    expect(client.getQueryState(emails)).toBeUndefined();
    // Its person view too (another application's view of the same person would be refreshed).
    expect(client.getQueryState(cached.person)).toBeUndefined();
    expect(stale(client)).toEqual(['funnel', 'summaries', 'v1All', 'v1Nueva', 'v1Search']);
  });

  it('a bulk action asks for each slice the server names until none is left, and reloads the lists once', async () => {
    const result = (id: string) => ({ applicationId: id, name: id, outcome: 'done', message: '' });
    api.runBulkSlice
      .mockResolvedValueOnce({ results: [result('a'), result('b')], next: 2, total: 3 })
      .mockResolvedValueOnce({ results: [result('c')], next: null, total: 3 });
    const client = seededClient();
    const progress: unknown[] = [];
    const body = { requestId: 'r1', target: { all: true as const }, action: { kind: 'assignInterview' as const } };
    await run(client, () => useBulkAction('v1', (step) => progress.push(step)), body);

    expect(api.runBulkSlice.mock.calls).toEqual([
      ['v1', { ...body, from: 0 }],
      ['v1', { ...body, from: 2 }],
    ]);
    expect(progress).toEqual([
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
    expect(stale(client)).toEqual(['funnel', 'person', 'summaries', 'v1All', 'v1Nueva', 'v1Search']);
  });
});
