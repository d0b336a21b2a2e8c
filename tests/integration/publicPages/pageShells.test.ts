/**
 * The app pages that are not prerendered are served from a copy of the app shell per page (web/prerender.mjs):
 * the page's own chunk is fetched beside the app's entry (a modulepreload in the HTML) instead of after the
 * entry has run, and the HTML already carries the page's title and robots tag.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCT } from '@clara/domain/brand';
import { NOINDEX_PAGES, PUBLIC_PAGES } from '@clara/domain/common/pageMeta';
import { createRecruiter, createVacancyFor } from '../../support/recruiting';
import { stack } from '../../support/stack';

const html = async (path: string) => {
  const response = await fetch(`${stack().url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
const preloads = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([^"]+)"/g)].map((m) => m[1]);

describe('per-page app shells', () => {
  it.each([
    ['/chat', 'DirectChatPage'],
    ['/mi-practica', 'MyPracticePage'],
  ])('%s preloads its page chunk and says noindex in its head', async (path, chunk) => {
    const page = await html(`${path}?code=x`);
    expect(preloads(page).some((file) => file?.startsWith(`${chunk}-`))).toBe(true);
    expect(page).toContain(`<title>${NOINDEX_PAGES[path]}</title>`);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<div id="root"></div>');
  });

  it.each([
    ['/coachdigital', 'Aprende de grandes figuras de la historia', 'Hablar con el coach de marketing'],
    ['/mentor', 'Prepárate con personas expertas', 'data-testid="mentor-card"'],
  ])(
    '%s arrives painted (its list or heading, CSS inline, nothing preloaded) with its title and description, indexable',
    async (path, title, content) => {
      const page = await html(path);
      expect(page).toMatch(/<div id="root" data-first-view>/);
      expect(page).toContain(title);
      expect(page).toContain(content);
      expect(page).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled)[^>]*>/);
      expect(page).toMatch(/<style>(?:(?!<\/style>)[\s\S])*\.cx-card[\s\S]*?<\/style>/);
      expect(preloads(page)).toEqual([]);
      expect(page).toContain(`<title>${PUBLIC_PAGES[path]!.title}</title>`);
      expect(page).toContain(`<meta name="description" content="${PUBLIC_PAGES[path]!.description}" />`);
      expect(page).not.toContain('noindex');
    },
  );

  it.each([
    [
      `/${PRODUCT.path}`,
      /<div id="root" data-first-view><div class="iv-page iv-code-landing">/,
      `Entrevista con <!-- -->${PRODUCT.name}`,
    ],
    ['/analysis', /<div id="root" data-first-view><div class="an-page">/, 'Análisis de tu Entrevista'],
  ])(
    '%s arrives with its first view painted (CSS inline), its controls disabled until the app takes over',
    async (path, root, title) => {
      const page = await html(`${path}?code=x`);
      expect(page).toContain(`<title>${NOINDEX_PAGES[path]}</title>`);
      expect(page).toContain('<meta name="robots" content="noindex">');
      expect(page).toMatch(root);
      // React's server rendering separates a text from an interpolated name with an empty comment.
      expect(page).toContain(`<h1>${title}</h1>`);
      expect(page).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled)[^>]*>/);
      expect(page).toMatch(/<style>[\s\S]*?<\/style>/);
    },
  );

  it("/clara's first view is its largest paint: no script is preloaded to compete with it", async () => {
    expect(preloads(await html(`/${PRODUCT.path}?code=x`))).toEqual([]);
  });

  it("/analysis asks for the report before anything else and preloads its page's chunks, which its largest paint (the report) needs", async () => {
    const page = await html('/analysis?code=x');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.indexOf('<script async src="/first-view-report.js"')).toBeGreaterThan(0);
    expect(head.indexOf('<script async src="/first-view-report.js"')).toBeLessThan(
      head.indexOf('<script type="module"'),
    );
    expect(preloads(page).some((file) => file?.startsWith('AnalysisPage-'))).toBe(true);
  });

  it('other app routes get the plain shell, without a page preloaded', async () => {
    const page = await html('/dashboard');
    expect(preloads(page).some((file) => /Page-/.test(file ?? ''))).toBe(false);
  });

  it('the job page arrives painted: its CSS inline, no stylesheet to wait for, no script preloaded', async () => {
    const vacancyId = await createVacancyFor(await createRecruiter());
    const page = await html(`/job/${vacancyId}`);
    expect(preloads(page)).toEqual([]);
    expect(page).toMatch(/<style>(?:(?!<\/style>)[\s\S])*\.rc-job-card[\s\S]*?<\/style>/);
    expect(page).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled)[^>]*>/);
    expect(page).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
  });
});
