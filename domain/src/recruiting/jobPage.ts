import type { PublicVacancy } from './types';

/**
 * The public job page served with its content (functions/src/publicPages): the vacancy travels in a JSON data
 * block with this element id, and the web app's job page starts from it instead of fetching it again.
 */
export const JOB_PAGE_DATA_ID = 'job-page-data';

/** The data block's content: the requested id and its public view, or null when there is no such vacancy. */
export interface JobPageData {
  id: string;
  vacancy: PublicVacancy | null;
}

/** Where the job is, as the page shows it: the city, and the country when given. */
export function placeOf(vacancy: { employeeLocation: string; country?: string }): string {
  return vacancy.country ? `${vacancy.employeeLocation}, ${vacancy.country}` : vacancy.employeeLocation;
}
