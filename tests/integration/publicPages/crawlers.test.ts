import { describe, expect, it } from 'vitest';
import { NOINDEX_PAGES, PUBLIC_PAGES } from '@clara/domain/common/pageMeta';
import { createRecruiter, createVacancyFor, setVacancyStatus } from '../../support/recruiting';
import { adminDb, stack } from '../../support/stack';
import { captures } from '../../support/captures';

describe('robots.txt, sitemap.xml and noindex', () => {
  it('serves robots.txt as text, not the app’s HTML', async () => {
    const response = await fetch(`${stack().url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toContain('<html');
  });

  it('lists the marketing pages and the open vacancies’ job pages in sitemap.xml, not the inactive ones', async () => {
    const recruiter = await createRecruiter();
    const open = await createVacancyFor(recruiter, { jobTitle: 'Contadora' });
    const inactive = await createVacancyFor(recruiter, { jobTitle: 'Auditor' });
    await setVacancyStatus(recruiter, inactive, 'Cerrada');

    const response = await fetch(`${stack().url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = captures(xml, /<loc>([^<]+)<\/loc>/g).map((loc) => new URL(loc).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/', '/empresas', '/como-funciona', '/terms', `/job/${open}`]));
    expect(locs).not.toContain(`/job/${inactive}`);
  });

  it('leaves a malformed stored vacancy out of sitemap.xml instead of failing it for every job', async () => {
    const recruiter = await createRecruiter();
    const open = await createVacancyFor(recruiter, { jobTitle: 'Tesorera' });
    const broken = adminDb().collection('vacancies').doc();
    await broken.set({ status: 'Activa', title: 42, companyId: recruiter.companyId });
    try {
      const response = await fetch(`${stack().url}/sitemap.xml`);
      expect(response.status).toBe(200);
      const locs = captures(await response.text(), /<loc>([^<]+)<\/loc>/g).map((loc) => new URL(loc).pathname);
      expect(locs).toContain(`/job/${open}`);
      expect(locs).not.toContain(`/job/${broken.id}`);
    } finally {
      await broken.delete();
    }
  });

  // Every personal page of domain's list (firebase.json must name them all: stack/hosting.test.ts).
  it.each(Object.keys(NOINDEX_PAGES))('answers %s with X-Robots-Tag: noindex', async (path) => {
    const response = await fetch(`${stack().url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('lets the public pages be indexed', async () => {
    for (const path of Object.keys(PUBLIC_PAGES)) {
      const response = await fetch(`${stack().url}${path}`);
      expect(response.headers.get('x-robots-tag')).toBeNull();
    }
  });
});
