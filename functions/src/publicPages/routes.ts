import { log } from '../platform/log';
import type { Request, Response } from 'express';
import { reply, send, type Reply } from '../http/reply';
import { publicOriginOf } from '../platform/origin';
import { renderJobPage } from './jobPageHtml';
import { renderCareersPage } from './careersPageHtml';
import { findCareersPage, listCareersSlugs } from '../recruiting/careers/careersPage';
import { findPublicJob, listOpenJobs } from './publicJob';
import { publicPagesRenderer } from './renderer';
import { appShell } from './shell';
import { sitemapXml } from './sitemap';

/**
 * The CDN keeps a page for a minute (s-maxage), browsers revalidate every time: a vacancy edit shows on the
 * public page within a minute of saving it.
 */
const PAGE_CACHE = 'public, max-age=0, s-maxage=60';
const SITEMAP_CACHE = 'public, max-age=0, s-maxage=600';
const NO_STORE = { 'Cache-Control': 'no-store' };

type PageReply = Reply<{ kind: 'html' | 'xml' | 'text'; text: string }>;

const originOf = publicOriginOf;

/** `GET /job/{id}` (Hosting rewrite): the public job page with its content, head tags and JobPosting. */
export async function jobPage(req: Request): Promise<PageReply> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return reply.text('', { status: 405, headers: { Allow: 'GET, HEAD' } });
  const id = decodeURIComponent(req.path.replace(/^\/job\//, '').replace(/\/+$/, ''));
  try {
    // The renderer loads (on an instance's first page) while the vacancy is read.
    const [shell, job, renderer] = await Promise.all([appShell(), findPublicJob(id), publicPagesRenderer()]);
    const page = renderJobPage(shell, id, job, originOf(req), renderer);
    return reply.html(page.html, { status: page.status, headers: { 'Cache-Control': PAGE_CACHE } });
  } catch (error) {
    log.error('jobPage', { error });
    return reply.text('No pudimos cargar esta página. Inténtalo de nuevo.', { status: 500, headers: NO_STORE });
  }
}

/** Slugs are lowercase letters, digits and hyphens: anything else is certainly unknown. */
const SLUG = /^[a-z0-9-]{1,60}$/;

/** `GET /empleo/{slug}` (Hosting rewrite, served by the job page's function): the company's careers page (issue 23). */
export async function careersPage(req: Request): Promise<PageReply> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return reply.text('', { status: 405, headers: { Allow: 'GET, HEAD' } });
  let slug: string;
  try {
    slug = decodeURIComponent(req.path.replace(/^\/empleo\//, '').replace(/\/+$/, ''));
  } catch {
    slug = '';
  }
  try {
    const [shell, careers, renderer] = await Promise.all([
      appShell(),
      SLUG.test(slug) ? findCareersPage(slug) : null,
      publicPagesRenderer(),
    ]);
    const page = renderCareersPage(shell, slug, careers, originOf(req), renderer);
    return reply.html(page.html, { status: page.status, headers: { 'Cache-Control': PAGE_CACHE } });
  } catch (error) {
    log.error('careersPage', { error });
    return reply.text('No pudimos cargar esta página. Inténtalo de nuevo.', { status: 500, headers: NO_STORE });
  }
}

/** The job page's function serves both public pages: `/empleo/…` is the careers page, the rest `/job/…`. */
const publicPage = (req: Request) => (req.path.startsWith('/empleo/') ? careersPage(req) : jobPage(req));

/** `GET /sitemap.xml` (Hosting rewrite). */
export async function sitemap(req: Request): Promise<PageReply> {
  try {
    const jobs = await listOpenJobs();
    const slugs = await listCareersSlugs(new Set(jobs.map((job) => job.companyId)));
    const xml = sitemapXml(originOf(req), jobs, slugs);
    return reply.xml(xml, { headers: { 'Cache-Control': SITEMAP_CACHE } });
  } catch (error) {
    log.error('sitemap', { error });
    return reply.text('Sitemap no disponible.', { status: 500, headers: NO_STORE });
  }
}

/** These pages are functions of their own (outside the /api router): the handler's reply, sent as the API sends its own. */
const serve =
  (handler: (req: Request) => Promise<PageReply>) =>
  async (req: Request, res: Response): Promise<void> =>
    send(res, await handler(req), 200);

export const serveJobPage = serve(publicPage);
export const serveSitemap = serve(sitemap);
