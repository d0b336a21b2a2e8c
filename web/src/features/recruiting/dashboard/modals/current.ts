import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { CandidatesPage } from '@clara/domain/recruiting/pipeline/model';
import type { Application } from '@clara/domain/recruiting/types';
import { recruitingQueries } from '../../shared/queries';
import type { OpenedApplication, VacancyDetails } from '../store';

/**
 * A modal shows the dashboard's current data, not the copy it was opened with: after a reload the record may
 * have changed, or be gone (a failed reload clears the vacancies, SPEC §8). Gone is null, and the modal then
 * shows SPEC §8's fallback text.
 */
export function currentVacancy<V extends VacancyDetails>(vacancies: readonly V[], id: string): V | null {
  return vacancies.find((vacancy) => vacancy.id === id) ?? null;
}

/** The application in a candidate list's loaded pages, or null once it is no longer there. */
export function applicationIn(data: InfiniteData<CandidatesPage> | undefined, id: string): Application | null {
  for (const page of data?.pages ?? []) {
    const found = page.applications.find((application) => application.id === id);
    if (found) return found;
  }
  return null;
}

/**
 * The current copy of an opened application: read (with `select`) from the list it was opened in, whose query
 * the modal observes, so a refresh of that list reaches the modal. Null while the dashboard's data is not
 * ready (SPEC §8) or once the application has left that list.
 */
export function useCurrentApplication({ application, list }: OpenedApplication, ready: boolean): Application | null {
  const query = useInfiniteQuery({
    ...recruitingQueries.candidates(application.vacancyId, list),
    select: (data) => applicationIn(data, application.id),
  });
  return ready && query.isSuccess ? query.data : null;
}
