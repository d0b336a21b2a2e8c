import type { Request, Response } from 'express';
import { publicOriginOf } from '../platform/origin';
import { renderJobPage } from './jobPageHtml';
import { findPublicJob, listOpenJobs } from './publicJob';
import { appShell } from './shell';
import { sitemapXml } from './sitemap';

/**
 * The CDN keeps a page for a minute (s-maxage), browsers revalidate every time: a vacancy edit shows on the
 * public page within a minute of saving it.
 */
const PAGE_CACHE = 'public, max-age=0, s-maxage=60';
const SITEMAP_CACHE = 'public, max-age=0, s-maxage=600';

const originOf = publicOriginOf;

/** `GET /job/{id}` (Hosting rewrite): the public job page with its content, head tags and JobPosting. */
export async function serveJobPage(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  const id = decodeURIComponent(req.path.replace(/^\/job\//, '').replace(/\/+$/, ''));
  try {
    const [shell, job] = await Promise.all([appShell(), findPublicJob(id)]);
    const page = renderJobPage(shell, id, job, originOf(req));
    res.status(page.status).set('Cache-Control', PAGE_CACHE).type('html').send(page.html);
  } catch (error) {
    console.error('jobPage', error);
    res
      .status(500)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send('No pudimos cargar esta página. Inténtalo de nuevo.');
  }
}

/** `GET /sitemap.xml` (Hosting rewrite). */
export async function serveSitemap(req: Request, res: Response): Promise<void> {
  try {
    const xml = sitemapXml(originOf(req), await listOpenJobs());
    res.status(200).set('Cache-Control', SITEMAP_CACHE).type('application/xml').send(xml);
  } catch (error) {
    console.error('sitemap', error);
    res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Sitemap no disponible.');
  }
}
