import type { JobPageData } from '@clara/domain/recruiting/jobPage';
import type { PublicVacancy } from '@clara/domain/recruiting/types';

export type ServerJob = { state: 'ready'; vacancy: PublicVacancy } | { state: 'notFound' };

/**
 * The vacancy the server put into the page (functions/src/publicPages) when it served /job/{id}, from its data
 * block (shared/pageData.ts): the page starts from it, so the app renders the same content the server rendered
 * instead of a spinner and a refetch. Null when the block is missing or is another id's.
 */
export function serverJob(id: string, block: unknown): ServerJob | null {
  const data = block as JobPageData | null;
  if (!data || data.id !== id) return null;
  return data.vacancy ? { state: 'ready', vacancy: data.vacancy } : { state: 'notFound' };
}
