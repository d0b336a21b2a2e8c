import type { CareersPage, CareersPageData } from '@clara/domain/recruiting/careers/model';

export type ServerCareers = { state: 'ready'; page: CareersPage } | { state: 'notFound' };

/** The careers page the server put into the HTML when it served /empleo/{slug} (like serverJob for /job/{id}). */
export function serverCareers(slug: string, block: unknown): ServerCareers | null {
  const data = block as CareersPageData | null;
  if (!data || data.slug !== slug) return null;
  return data.page ? { state: 'ready', page: data.page } : { state: 'notFound' };
}
