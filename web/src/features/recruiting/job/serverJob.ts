import { JOB_PAGE_DATA_ID, type JobPageData } from '@clara/domain/recruiting/jobPage';
import type { PublicVacancy } from '@clara/domain/recruiting/types';

export type ServerJob = { state: 'ready'; vacancy: PublicVacancy } | { state: 'notFound' };

/**
 * The vacancy the server put into the page (functions/src/publicPages) when it served /job/{id}: the page starts
 * from it, so the app renders the same content over the server's HTML instead of a spinner and a refetch.
 */
export function serverJob(id: string): ServerJob | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(JOB_PAGE_DATA_ID);
  if (!block?.textContent) return null;
  try {
    const data = JSON.parse(block.textContent) as JobPageData;
    if (data.id !== id) return null;
    return data.vacancy ? { state: 'ready', vacancy: data.vacancy } : { state: 'notFound' };
  } catch {
    return null;
  }
}
