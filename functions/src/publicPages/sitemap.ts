import { escapeHtml } from '@clara/domain/common/html';

/** The indexable pages that are not vacancies (the prerendered marketing pages and the coach directories). */
export const STATIC_PAGES = ['/', '/empresas', '/como-funciona', '/terms', '/coachdigital', '/mentor'] as const;

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** sitemap.xml (sitemaps.org 0.9): the static pages, the careers pages and every open vacancy's job page. */
export function sitemapXml(
  origin: string,
  jobs: { id: string; createdAt: number }[],
  careersSlugs: readonly string[] = [],
): string {
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PAGES.map((path) => entry(path)),
    // Issue 23: the careers page of every company with an open vacancy.
    ...careersSlugs.map((slug) => entry(`/empleo/${encodeURIComponent(slug)}`)),
    ...jobs.map((job) => entry(`/job/${encodeURIComponent(job.id)}`, job.createdAt ? day(job.createdAt) : undefined)),
    '</urlset>',
    '',
  ].join('\n');
}
