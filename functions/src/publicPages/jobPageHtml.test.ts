import { describe, expect, it } from 'vitest';
import { JOB_PAGE_DATA_ID } from '@clara/domain';
import { renderJobPage as renderWith } from './jobPageHtml';
import type { PublicJob } from './publicJob';
import { builtWebRenderer, withoutComments } from './testing/webRenderer';

// The page's markup comes from the web's JobPage, rendered by the web's server bundle (npm run build).
const renderer = await builtWebRenderer();
const renderJobPage = (shell: string, id: string, job: PublicJob | null, origin: string) => {
  const page = renderWith(shell, id, job, origin, renderer);
  return { ...page, html: withoutComments(page.html) };
};

const SHELL = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Clara: entrevistas." />
    <title>Clara · Entrevistas con IA</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const job = (overrides: Partial<PublicJob['vacancy']> = {}, open = true): PublicJob => ({
  vacancy: {
    id: 'v1',
    title: 'Analista </script><script>alert(1)</script> "senior"',
    company: 'Talento & Andino <S.A.>',
    jobType: 'Part time',
    workplaceType: 'Onsite',
    employeeLocation: 'Quito',
    country: 'Ecuador',
    description: 'Primera línea.\n\nSegunda </script> línea.',
    acceptingApplications: open,
    ...overrides,
  },
  createdAt: 1_767_225_600,
  open,
  organization: { website: '', logoPath: null },
});

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
const dataBlock = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${JOB_PAGE_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '',
  );

describe('renderJobPage', () => {
  it('puts the vacancy, its head tags and a JobPosting into the shell, escaping every value', () => {
    const { status, html } = renderJobPage(SHELL, 'v1', job(), 'https://clara.example');
    expect(status).toBe(200);
    // The only script tags are the shell's module, the JSON-LD and the data block: the title cannot break out.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<h1>Analista &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;senior&quot;</h1>');
    expect(html).toContain('<p class="muted rc-job-company">Talento &amp; Andino &lt;S.A.&gt;</p>');
    expect(html).toContain('<link rel="canonical" href="https://clara.example/job/v1" />');
    expect(html).toContain('<meta property="og:image" content="https://clara.example/og-image.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('noindex');

    const [posting] = jsonLd(html);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: job().vacancy.title,
      datePosted: '2026-01-01T00:00:00.000Z',
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Talento & Andino <S.A.>' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Quito', addressCountry: 'Ecuador' } },
    });
    expect(posting.description).toBe('<p>Primera línea.</p><p>Segunda &lt;/script&gt; línea.</p>');
    expect(dataBlock(html)).toEqual({ id: 'v1', vacancy: job().vacancy });
  });

  it('serves the page with its controls disabled, so no tick is given before the app replaces the markup with its own', () => {
    const { html } = renderJobPage(SHELL, 'v1', job(), 'https://c.example');
    expect(html).toContain('<div id="root" data-first-view><div class="job-page">');
    expect(html).toContain('<button disabled type="button" class="btn btn-primary" disabled="">Postularme</button>');
    expect(html).toMatch(/<input disabled type="checkbox"/);
    expect(html).toContain('<a class="logo" href="/"');
  });

  it("renders the web's own JobPage: the description without invisible characters, the link back to the careers page", () => {
    const description = 'Analiza\u200b datos\u{E0041}.\n\nCon equipo & método.';
    const { html } = renderJobPage(SHELL, 'v1', job({ description, companySlug: 'andino' }), 'https://c.example');
    expect(html).toContain('<div class="pre-wrap rc-job-description">Analiza datos.\n\nCon equipo &amp; método.</div>');
    expect(html).toContain(
      '<p class="rc-job-back"><a href="/empleo/andino" data-discover="true">Más empleos en Talento &amp; Andino &lt;S.A.&gt;</a></p>',
    );
    // The data block keeps the vacancy as stored: the app starts from the same data the server rendered.
    expect(dataBlock(html).vacancy.description).toBe(description);
  });

  it('keeps a "$&" or "$\'" in a vacancy as text (not a replacement pattern)', () => {
    const { html } = renderJobPage(SHELL, 'v1', job({ title: "Ventas $& $' $1" }), 'https://c.example');
    expect(html).toContain('<h1>Ventas $&amp; $&#x27; $1</h1>');
    expect(html).toContain('<title>Ventas $&amp; $&#39; $1 · Talento &amp; Andino &lt;S.A.&gt;</title>');
  });

  it('shows the pay range and the closing date, and carries them as baseSalary and validThrough (issue 30)', () => {
    const vacancy = {
      payRange: { min: 28000, max: 34000, currency: 'EUR', period: 'YEAR' } as const,
      closingDate: '2026-12-31',
    };
    const { html } = renderJobPage(SHELL, 'v1', job(vacancy), 'https://c.example');
    expect(html).toContain('<li class="rc-job-pay"><span class="muted">Salario</span> 28.000 – 34.000 EUR al año</li>');
    expect(html).toContain('<span class="muted">Cierre de postulaciones</span> 31/12/2026');
    const [posting] = jsonLd(html);
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 28000, maxValue: 34000, unitText: 'YEAR' },
    });
    expect(posting.validThrough).toBe('2026-12-31T23:59:59.000Z');
    const [plain] = jsonLd(renderJobPage(SHELL, 'v1', job(), 'https://c.example').html);
    expect(plain.baseSalary).toBeUndefined();
    expect(plain.validThrough).toBeUndefined();
  });

  it('says TELECOMMUTE and where applicants may live for a remote vacancy', () => {
    const [posting] = jsonLd(renderJobPage(SHELL, 'v1', job({ workplaceType: 'Remote' }), 'https://c.example').html);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Ecuador' });
    expect(posting.jobLocation).toBeUndefined();
  });

  it('serves a closed or inactive vacancy noindex and without JobPosting', () => {
    const { status, html } = renderJobPage(SHELL, 'v1', job({}, false), 'https://c.example');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(jsonLd(html)).toEqual([]);
    expect(html).toContain('Esta vacante ya no recibe postulaciones.');
  });

  it('answers an unknown id with 404, the not-found page and no JobPosting', () => {
    const { status, html } = renderJobPage(SHELL, 'nada', null, 'https://c.example');
    expect(status).toBe(404);
    expect(html).toContain('<h1>Vacancy not found.</h1>');
    expect(jsonLd(html)).toEqual([]);
    expect(dataBlock(html)).toEqual({ id: 'nada', vacancy: null });
  });
});
