import { describe, expect, it } from 'vitest';
import { CAREERS_PAGE_DATA_ID, type CareersPage } from '@clara/domain';
import { renderCareersPage as renderWith } from './careersPageHtml';
import { builtWebRenderer, withoutComments } from './testing/webRenderer';

// The page's markup comes from the web's CareersPage, rendered by the web's server bundle (npm run build).
const renderer = await builtWebRenderer();
const renderCareersPage = (shell: string, slug: string, page: CareersPage | null, origin: string) => {
  const rendered = renderWith(shell, slug, page, origin, renderer);
  return { ...rendered, html: withoutComments(rendered.html) };
};

const SHELL = `<!doctype html>
<html lang="es">
  <head>
    <meta name="description" content="Clara" />
    <title>Clara</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const careers = (vacancies: CareersPage['vacancies']): CareersPage => ({
  slug: 'andino',
  company: {
    name: 'Andino <S.A.>',
    website: 'https://andino.example',
    description: 'Hacemos </script> cosas.',
    logoUrl: '/api/company-logo/c1?v=5',
  },
  vacancies,
});

const vacancy = {
  id: 'v1',
  title: 'Analista "senior"',
  employeeLocation: 'Quito',
  country: 'Ecuador',
  workplaceType: 'Hybrid',
  jobType: 'Full time',
  createdAt: 1_767_225_600,
};

describe('careers page HTML', () => {
  it('lists the open vacancies with links carrying the careers source, escaped, indexable', () => {
    const { status, html } = renderCareersPage(SHELL, 'andino', careers([vacancy]), 'https://clara.example');
    expect(status).toBe(200);
    expect(html).toContain('<title>Empleos en Andino &lt;S.A.&gt; · Clara</title>');
    expect(html).toContain('<link rel="canonical" href="https://clara.example/empleo/andino" />');
    expect(html).toContain('href="/job/v1?fuente=empleo"');
    expect(html).toContain('Analista &quot;senior&quot;');
    expect(html).toContain('Quito, Ecuador · Híbrido');
    expect(html).toContain('Publicada 01/01/2026');
    expect(html).toContain('src="/api/company-logo/c1?v=5"');
    expect(html).not.toContain('Hacemos </script>');
    expect(html).not.toContain('noindex');
    const block = new RegExp(`<script type="application/json" id="${CAREERS_PAGE_DATA_ID}">([\\s\\S]*?)</script>`).exec(
      html,
    );
    expect(JSON.parse(block?.[1] ?? '')).toMatchObject({ slug: 'andino', page: { vacancies: [{ id: 'v1' }] } });
  });

  it('is noindex without an open vacancy, and 404 for an unknown slug', () => {
    const empty = renderCareersPage(SHELL, 'andino', careers([]), 'https://clara.example');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('<meta name="robots" content="noindex" />');
    expect(empty.html).toContain('No hay vacantes abiertas en este momento.');
    const unknown = renderCareersPage(SHELL, 'nadie', null, 'https://clara.example');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('noindex');
  });
});
