// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_PAGE_DATA_ID } from '@clara/domain/recruiting/jobPage';
import type { PublicVacancy } from '@clara/domain/recruiting/types';
import type { JobLoad } from './usePublicVacancy';

const fetchPublicVacancy = vi.hoisted(() => vi.fn());
vi.mock('../shared/publicApi', () => ({ fetchPublicVacancy }));
// The unit tests share one module graph per worker: the modules between this hook and the mocked call
// (shared/publicQueries) may already be loaded, bound to the real one, by another file. Load them afresh.
vi.resetModules();
const { usePublicVacancy } = await import('./usePublicVacancy');
// From the same fresh graph: the hook tells a 404 by this class.
const { ApiRequestError } = await import('../../../platform/api');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const vacancy = {
  id: 'v1',
  title: 'Analista de datos',
  company: 'Andes Digital',
  description: 'Analiza datos.',
  jobType: 'Full time',
  workplaceType: 'Remote',
  employeeLocation: 'Lima',
  acceptingApplications: true,
} as PublicVacancy;

let load: JobLoad;
let root: Root | null = null;
function Probe({ id }: { id: string }) {
  load = usePublicVacancy(id);
  return null;
}

async function open(id: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(document.createElement('div'));
  const page = root;
  await act(async () =>
    page.render(
      <QueryClientProvider client={client}>
        <Probe id={id} />
      </QueryClientProvider>,
    ),
  );
  for (let round = 0; round < 3; round += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function serverBlock(data: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = JOB_PAGE_DATA_ID;
  block.textContent = JSON.stringify(data);
  document.body.append(block);
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.getElementById(JOB_PAGE_DATA_ID)?.remove();
  fetchPublicVacancy.mockReset();
});

describe('usePublicVacancy', () => {
  it('starts from the vacancy the server put into the page, without calling the API', async () => {
    serverBlock({ id: 'v1', vacancy });
    await open('v1');
    expect(load).toEqual({ state: 'ready', vacancy });
    expect(fetchPublicVacancy).not.toHaveBeenCalled();
  });

  it("says not found when the server found no vacancy, and reads another id's vacancy through the API", async () => {
    serverBlock({ id: 'nada', vacancy: null });
    await open('nada');
    expect(load).toEqual({ state: 'notFound' });
    act(() => root?.unmount());

    fetchPublicVacancy.mockResolvedValue(vacancy);
    await open('v1');
    expect(fetchPublicVacancy).toHaveBeenCalledWith('v1');
    expect(load).toEqual({ state: 'ready', vacancy });
  });

  it("answers a 404 as not found and another failure with SPEC's load error", async () => {
    fetchPublicVacancy.mockRejectedValueOnce(new ApiRequestError(404, 'Vacancy not found.'));
    await open('x');
    expect(load).toEqual({ state: 'notFound' });
    act(() => root?.unmount());

    fetchPublicVacancy.mockRejectedValueOnce(new ApiRequestError(500, 'Fallo interno'));
    await open('y');
    expect(load).toEqual({ state: 'error', message: 'No se pudo cargar la vacante: Fallo interno' });
  });
});
