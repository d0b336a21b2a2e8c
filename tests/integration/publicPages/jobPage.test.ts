import { describe, expect, it } from 'vitest';
import { createRecruiter, createVacancyFor, setVacancyStatus } from '../../support/recruiting';
import { stack } from '../../support/stack';
import { captures } from '../../support/captures';

/** `/job/{id}` as a link-preview crawler or a search engine gets it: plain HTTP, no JavaScript run. */
const get = async (path: string) => {
  const response = await fetch(`${stack().url}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cache: response.headers.get('cache-control') ?? '',
    html: await response.text(),
  };
};
const jobPostings = (html: string) =>
  captures(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)
    .map((json) => JSON.parse(json))
    .filter((data) => data['@type'] === 'JobPosting');

describe('public job page served with its content', () => {
  it('has the title, the company, link-preview tags and a JobPosting with the required fields', async () => {
    const recruiter = await createRecruiter('Talento "Andino" & Cía');
    const id = await createVacancyFor(recruiter, {
      jobTitle: 'Ingeniera </script> de datos',
      workplaceType: 'Remote',
      country: 'Ecuador',
    });

    const page = await get(`/job/${id}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.cache).toMatch(/s-maxage=\d+/);
    expect(page.html).toContain('<h1>Ingeniera &lt;/script&gt; de datos</h1>');
    expect(page.html).toContain('Talento &quot;Andino&quot; &amp; Cía');
    expect(page.html).toContain(
      '<meta property="og:title" content="Ingeniera &lt;/script&gt; de datos · Talento &quot;Andino&quot; &amp; Cía" />',
    );
    expect(page.html).toMatch(/<meta property="og:image" content="http[^"]+\/og-image\.jpg" \/>/);
    expect(page.html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+/job/${id}" />`));
    expect(page.html).not.toContain('noindex');

    const [posting] = jobPostings(page.html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      title: 'Ingeniera </script> de datos',
      hiringOrganization: { '@type': 'Organization', name: 'Talento "Andino" & Cía' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Ecuador' },
      employmentType: 'FULL_TIME',
    });
    expect(posting.description).toContain('APIs con Node.js y Firestore.');
    expect(Date.parse(posting.datePosted)).not.toBeNaN();
  });

  it('gives an on-site or hybrid job an address with its city and country (the seeded demo vacancy)', async () => {
    const page = await get('/job/vac-frontend');
    expect(page.html).toContain('Lima, Perú');
    const [posting] = jobPostings(page.html);
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Lima', addressCountry: 'Perú' },
    });
    expect(posting).not.toHaveProperty('jobLocationType');
    // Issue 30: the seeded pay range, on the page and as baseSalary; no closing date, so no validThrough.
    expect(page.html).toContain('6000 – 8500 PEN al mes');
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'PEN',
      value: { '@type': 'QuantitativeValue', minValue: 6000, maxValue: 8500, unitText: 'MONTH' },
    });
    expect(posting).not.toHaveProperty('validThrough');
  });

  it('shows an edit of the vacancy (the function renders from Firestore on each request)', async () => {
    const recruiter = await createRecruiter();
    const id = await createVacancyFor(recruiter, { jobTitle: 'Diseñador UX' });
    expect((await get(`/job/${id}`)).html).toContain('<h1>Diseñador UX</h1>');
    await setVacancyStatus(recruiter, id, 'No Activa');
    const inactive = await get(`/job/${id}`);
    expect(inactive.status).toBe(200);
    expect(inactive.html).toContain('<h1>Diseñador UX</h1>');
    expect(inactive.html).toContain('<meta name="robots" content="noindex" />');
    expect(jobPostings(inactive.html)).toEqual([]);
  });

  it('answers an unknown id with 404, the not-found page and no JobPosting', async () => {
    const page = await get('/job/no-existe-esta-vacante');
    expect(page.status).toBe(404);
    expect(page.html).toContain('Vacancy not found.');
    expect(page.html).toContain('<meta name="robots" content="noindex" />');
    expect(jobPostings(page.html)).toEqual([]);
  });

  it('answers a method other than GET or HEAD with 405 and the allowed ones', async () => {
    const response = await fetch(`${stack().url}/job/no-existe-esta-vacante`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
