import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@clara/domain/common/pageMeta';
import { stack } from '../../support/stack';

const get = async (path: string) => {
  const response = await fetch(`${stack().url}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
};

/** What a visitor without JavaScript (or a crawler) gets: the page's content is in the HTML. */
describe('prerendered marketing pages', () => {
  it.each([
    ['/', 'Practica tu próxima entrevista de trabajo con'],
    ['/empresas', 'Entrevistas con inteligencia artificial para contratar mejor y más rápido'],
    ['/como-funciona', 'Cómo funciona tu práctica de entrevista'],
    ['/terms', 'accept terms and conditions'],
  ])('%s has its content, title and description in the HTML', async (path, text) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<div id="root" data-prerendered="${path}">`);
    expect(page.html).toContain(text);
    expect(page.html).toContain(`<title>${PUBLIC_PAGES[path]?.title}</title>`);
    expect(page.html).toContain(`<meta name="description" content="${PUBLIC_PAGES[path]?.description}" />`);
    // No inline executable script: only the module entry (a CSP forbids inline scripts).
    expect(page.html.match(/<script[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" crossorigin src="\/assets\//),
    ]);
    // The first paint waits for no stylesheet: the page's CSS is inline (the links are disabled, never fetched).
    expect(page.html).toMatch(/<style>[^<]*\.container\b/);
    expect(page.html.match(/<link rel="stylesheet"[^>]*>/g)?.every((link) => link.endsWith(' disabled>'))).toBe(true);
  });

  it('serves the empty app shell, not the landing, on the app’s other routes', async () => {
    const page = await get('/dashboard');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain('Practica tu próxima entrevista');
  });
});
