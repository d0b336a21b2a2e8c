import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  setVacancyStatus,
  uniqueEmail,
  type Recruiter,
} from '../../support/recruiting';
import { addMember } from '../../support/team';
import { callApi, stack } from '../../support/stack';
import { captures } from '../../support/captures';

/** Issue 23: the company profile and logo, `/empleo/{slug}` as crawlers get it (no JavaScript) and the source. */

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const slugFor = () => `empresa-${randomUUID().slice(0, 8)}`;

const get = async (path: string) => {
  const response = await fetch(`${stack().url}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cache: response.headers.get('cache-control') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};
const page = async (path: string) => {
  const response = await get(path);
  return { ...response, html: response.bytes.toString('utf8') };
};

async function setProfile(recruiter: Recruiter, overrides: Record<string, unknown> = {}) {
  const body = {
    name: recruiter.companyName,
    slug: slugFor(),
    website: 'https://andino.example',
    description: 'Tecnología para el campo andino.',
    ...overrides,
  };
  const response = await callApi('/company-profile', { method: 'PUT', body, token: recruiter.token });
  return { ...response, slug: body.slug };
}

describe('company profile and logo', () => {
  it('the owner sets the profile and a logo, served as an image with long cache headers', async () => {
    const owner = await createRecruiter('Agro Andino');
    const saved = await setProfile(owner);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Agro Andino', slug: saved.slug, logoUrl: null });

    const upload = await callApi('/company-profile/logo', {
      body: { mimeType: 'image/png', dataBase64: PNG.toString('base64') },
      token: owner.token,
    });
    expect(upload.status).toBe(200);
    expect(upload.body.logoUrl).toMatch(new RegExp(`^/api/company-logo/${owner.companyId}\\?v=\\d+$`));
    const logo = await get(upload.body.logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.type).toBe('image/png');
    expect(logo.cache).toContain('max-age=31536000');
    expect(logo.bytes.equals(PNG)).toBe(true);

    expect((await callApi('/company-profile', { token: owner.token })).body).toMatchObject({
      slug: saved.slug,
      website: 'https://andino.example',
      logoUrl: upload.body.logoUrl,
    });
  });

  it('refuses a logo that is not a PNG, JPEG or WebP by its bytes, and one over 300 KB; nothing stored', async () => {
    const owner = await createRecruiter();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const disguised = await callApi('/company-profile/logo', {
      body: { mimeType: 'image/png', dataBase64: svg.toString('base64') },
      token: owner.token,
    });
    expect(disguised.status).toBe(400);
    expect(disguised.body.error).toBe('El logo debe ser una imagen PNG, JPEG o WebP.');
    const big = Buffer.concat([PNG, Buffer.alloc(301 * 1024)]);
    const tooBig = await callApi('/company-profile/logo', {
      body: { mimeType: 'image/png', dataBase64: big.toString('base64') },
      token: owner.token,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toBe('El logo no puede pesar más de 300 KB.');
    expect(await readDoc(`company_logos/${owner.companyId}`)).toBeUndefined();
    expect((await get(`/api/company-logo/${owner.companyId}`)).status).toBe(404);
  });

  it('only the owner edits it; a slug another company holds is refused; bad input changes nothing', async () => {
    const owner = await createRecruiter();
    const first = await setProfile(owner);
    const member = await addMember(owner, uniqueEmail('miembro'));
    const byMember = await callApi('/company-profile', {
      method: 'PUT',
      body: { name: 'Otra', slug: slugFor() },
      token: member.token,
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error).toBe('Solo el propietario de la empresa puede editar el perfil.');
    // Every member reads it.
    expect((await callApi('/company-profile', { token: member.token })).body.slug).toBe(first.slug);

    const other = await createRecruiter();
    const taken = await setProfile(other, { slug: first.slug });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('Esa dirección pública ya está en uso. Elige otra.');

    const bad = await setProfile(owner, { slug: 'Con Espacios', name: 'Nombre nuevo' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('dirección pública');
    const stored = await readDoc(`companies/${owner.companyId}`);
    expect(stored).toMatchObject({ slug: first.slug, name: owner.companyName });

    // Changing the slug frees the old one.
    const renamed = await setProfile(owner);
    expect(renamed.status).toBe(200);
    expect(await readDoc(`company_slugs/${first.slug}`)).toBeUndefined();
    expect((await setProfile(other, { slug: first.slug })).status).toBe(200);
  });
});

describe('careers page /empleo/{slug}', () => {
  it('lists the open vacancies with the profile, link-preview tags and canonical, in the HTML; the job page links back', async () => {
    const owner = await createRecruiter('Talento & Cía');
    const { slug } = await setProfile(owner);
    await callApi('/company-profile/logo', {
      body: { mimeType: 'image/png', dataBase64: PNG.toString('base64') },
      token: owner.token,
    });
    const open = await createVacancyFor(owner, { jobTitle: 'Analista de datos', workplaceType: 'Hybrid' });
    const closed = await createVacancyFor(owner, { jobTitle: 'Puesto cerrado' });
    await setVacancyStatus(owner, closed, 'Cerrada');
    const elsewhere = await createRecruiter();
    await createVacancyFor(elsewhere, { jobTitle: 'Vacante de otra empresa' });

    const careers = await page(`/empleo/${slug}`);
    expect(careers.status).toBe(200);
    expect(careers.type).toContain('text/html');
    expect(careers.html).toContain('<h1>Empleos en Talento &amp; Cía</h1>');
    expect(careers.html).toContain(`href="/job/${open}?fuente=empleo"`);
    expect(careers.html).toContain('Analista de datos');
    expect(careers.html).not.toContain('Puesto cerrado');
    expect(careers.html).not.toContain('Vacante de otra empresa');
    expect(careers.html).toContain('Tecnología para el campo andino.');
    expect(careers.html).toContain('<meta property="og:title" content="Empleos en Talento &amp; Cía · Clara" />');
    expect(careers.html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+/empleo/${slug}" />`));
    expect(careers.html).not.toContain('noindex');
    expect(careers.html).toMatch(/<img class="rc-careers-logo" src="\/api\/company-logo\//);

    const job = await page(`/job/${open}`);
    expect(job.html).toContain(`<a href="/empleo/${slug}" data-discover="true">Más empleos en Talento &amp; Cía</a>`);
    const postings = captures(job.html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map((json) =>
      JSON.parse(json),
    );
    expect(postings[0].hiringOrganization).toMatchObject({
      name: 'Talento & Cía',
      sameAs: 'https://andino.example',
      logo: expect.stringMatching(new RegExp(`^http[^"]+/api/company-logo/${owner.companyId}\\?v=\\d+$`)),
    });

    const sitemap = await page('/sitemap.xml');
    expect(sitemap.html).toContain(`/empleo/${slug}</loc>`);
  });

  it('is noindex and out of the sitemap without an open vacancy; an unknown slug is 404', async () => {
    const owner = await createRecruiter();
    const { slug } = await setProfile(owner);
    const careers = await page(`/empleo/${slug}`);
    expect(careers.status).toBe(200);
    expect(careers.html).toContain('<meta name="robots" content="noindex" />');
    expect(careers.html).toContain('No hay vacantes abiertas en este momento.');
    expect((await page('/sitemap.xml')).html).not.toContain(`/empleo/${slug}<`);

    const unknown = await page(`/empleo/nadie-${randomUUID().slice(0, 8)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('No encontramos esta página de empleo.');
    expect((await callApi(`/careers/nadie-${randomUUID().slice(0, 8)}`)).status).toBe(404);
    expect((await callApi(`/careers/${slug}`)).body).toMatchObject({ slug, vacancies: [] });
  });
});

describe('where candidates come from', () => {
  it('records the link source on the application, "directo" without one, and refuses a malformed one', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const linkedin = await applyTo(vacancyId, { source: 'LinkedIn' });
    expect((await readDoc(`applications/${linkedin.applicationId}`))?.source).toBe('linkedin');
    const direct = await applyTo(vacancyId);
    expect((await readDoc(`applications/${direct.applicationId}`))?.source).toBe('directo');
    const bad = await callApi('/submit-application', {
      body: { ...linkedin.input, email: 'otra@prueba.test', applicationId: randomUUID(), source: 'no vale!' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('La fuente solo admite minúsculas, números y guiones (hasta 32 caracteres).');
  });
});
