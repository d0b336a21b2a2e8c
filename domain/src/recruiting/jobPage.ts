import type { PublicVacancy } from './types';
import type { CareersPage } from './careers/model';

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

/**
 * Issue 34: the markup of the public pages' `#root`, rendered on the server from the web's own components
 * (web/src/publicPagesServer.tsx, built into the functions package) with the same data the page's data block
 * gives the app; the functions add the head tags, the JSON-LD, the data block and the status.
 */
export interface PublicPagesRenderer {
  /** `/job/{id}`: the job page, or its not-found page when `vacancy` is null. */
  renderJobBody(id: string, vacancy: PublicVacancy | null): string;
  /** `/empleo/{slug}`: the careers page, or its not-found page when `careers` is null. */
  renderCareersBody(slug: string, careers: CareersPage | null): string;
}
