import { CAREERS_PAGE_DATA_ID, type CareersPage, type CareersPageData } from '@clara/domain/recruiting/careers/model';

export type ServerCareers = { state: 'ready'; page: CareersPage } | { state: 'notFound' };

/** The careers page the server put into the HTML when it served /empleo/{slug} (like serverJob for /job/{id}). */
export function serverCareers(slug: string): ServerCareers | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(CAREERS_PAGE_DATA_ID);
  if (!block?.textContent) return null;
  try {
    const data = JSON.parse(block.textContent) as CareersPageData;
    if (data.slug !== slug) return null;
    return data.page ? { state: 'ready', page: data.page } : { state: 'notFound' };
  } catch {
    return null;
  }
}
