import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { JOB_PAGE_DATA_ID } from '@clara/domain/recruiting/jobPage';
import { recruitingFailure } from '@clara/domain/recruiting/texts';
import type { PublicVacancy } from '@clara/domain/recruiting/types';
import { ApiRequestError } from '../../../platform/api';
import { usePageData } from '../shared/pageData';
import { publicRecruitingQueries } from '../shared/publicQueries';
import { serverJob } from './serverJob';

export type JobLoad =
  | { state: 'loading' }
  | { state: 'ready'; vacancy: PublicVacancy }
  | { state: 'notFound' }
  | { state: 'error'; message: string };

/**
 * The public vacancy of /job/{id}: the one the server put into the page when it served it (no refetch, no
 * spinner), else read through the public call (a client-side navigation to another job).
 */
export function usePublicVacancy(id: string): JobLoad {
  const block = usePageData(JOB_PAGE_DATA_ID);
  const fromServer = useMemo(() => serverJob(id, block), [id, block]);
  const query = useQuery({
    ...publicRecruitingQueries.vacancy(id),
    enabled: !fromServer,
    ...(fromServer?.state === 'ready' ? { initialData: fromServer.vacancy } : {}),
  });
  if (fromServer?.state === 'notFound') return { state: 'notFound' };
  if (query.isSuccess) return { state: 'ready', vacancy: query.data };
  if (query.isError)
    return query.error instanceof ApiRequestError && query.error.status === 404
      ? { state: 'notFound' }
      : { state: 'error', message: recruitingFailure.loadVacancy(query.error.message) };
  return { state: 'loading' };
}
