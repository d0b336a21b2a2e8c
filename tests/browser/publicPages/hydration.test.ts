import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHydration } from '../../support/browser';
import { callApi, stack } from '../../support/stack';
import { captures } from '../../support/captures';
import { createRecruiter, createVacancyFor } from '../../support/recruiting';

const browser = useBrowser();

/** The build's manifest (web/dist), to follow what a page's entry imports. */
const manifest = JSON.parse(
  readFileSync(new URL('../../../web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string; imports?: string[] }>;
const ENTRY = 'src/prerenderedEntry.tsx';
const PRERENDERED_MODULES = {
  '/': 'src/features/marketing/LandingPage.tsx',
  '/empresas': 'src/features/marketing/EmpresasPage.tsx',
  '/como-funciona': 'src/features/marketing/PracticeGuidePage.tsx',
  '/terms': 'src/features/interview/pages/TermsPage.tsx',
};
const fileOf = (key: string) => manifest[key]!.file;
/** A chunk and everything it imports statically, by manifest key. */
function chunksOf(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) chunksOf(next, seen);
  return seen;
}

describe('prerendered pages hydrate', () => {
  it.each(['/', '/empresas', '/como-funciona', '/terms'])(
    '%s hydrates without a console error and reacts to clicks',
    async (path) => {
      const { page, errors } = await browser.openPage({ width: 390, height: 844 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (path === '/terms') {
        await page.getByLabel('accept terms and conditions').click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      } else {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await expect.poll(() => page.locator('.mk-menu-toggle').getAttribute('aria-expanded')).toBe('true');
      }
      expect(errors).toEqual([]);
    },
  );

  it('hydrates with scripts that hold no router, and only prefetches the app (router included)', async () => {
    // react-router's own error text, in its code whatever the chunk is called.
    const isRouter = async (file: string) =>
      (await (await fetch(`${stack().url}${file}`)).text()).includes('in the context of a <Router> component');
    for (const [path, module] of Object.entries(PRERENDERED_MODULES)) {
      const html = await (await fetch(`${stack().url}${path}`)).text();
      const linked = (pattern: RegExp) => captures(html, pattern);
      // The page's entry, which imports the page's module: what runs to hydrate it.
      expect(linked(/<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/g)).toEqual([`/${fileOf(ENTRY)}`]);
      const scripts = [...new Set([...chunksOf(ENTRY), ...chunksOf(module)])].map((key) => `/${fileOf(key)}`);
      expect(scripts.length).toBeGreaterThan(2);
      for (const file of scripts) expect(await isRouter(file), file).toBe(false);
      const prefetched = linked(/<link rel="prefetch"[^>]* href="(\/assets\/[^"]+\.js)"/g);
      expect((await Promise.all(prefetched.map(isRouter))).some(Boolean)).toBe(true);
    }
  });

  it('navigates client-side from a hydrated page once the router is there, and back', async () => {
    const { page, errors } = await browser.openPage();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto('/');
    await expect.poll(() => loaded.some((url) => url.includes('/assets/adopt-'))).toBe(true);
    // Before hydration the links are plain links that load the next page from the server (tested below).
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.getByRole('banner').getByRole('link', { name: 'Cómo funciona' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cómo funciona tu práctica de entrevista' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/como-funciona');
    await expect.poll(() => page.title()).toContain('Cómo funciona');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: /Practica tu próxima entrevista de trabajo/ }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Para Empresas' }).click();
    await page.getByRole('button', { name: 'Ver Demostración' }).waitFor();
    // No page load in between: the window is the same one.
    await expect(page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('loads the next page from the server when the app cannot load', async () => {
    const { page } = await browser.openPage();
    await page.route(/\/assets\/adopt-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    // Hydrated (without the app, which failed to load): the FAQ answers clicks.
    await waitForHydration(page);
    const question = page.locator('.mk-faq-item > h3 > button').first();
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: /Conoce .* para Empresas/ }).click();
    await page.waitForURL('**/empresas');
    await page.getByRole('button', { name: 'Ver Demostración' }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).resolves.toBeUndefined();
  });

  it('shows the landing’s content with JavaScript disabled', async () => {
    const { page } = await browser.openPage();
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const noJs = await context.newPage();
      await noJs.goto(`${stack().url}/`);
      expect(await noJs.getByRole('heading', { level: 1 }).textContent()).toContain(
        'Practica tu próxima entrevista de trabajo',
      );
    } finally {
      await context.close();
    }
  });
});

/**
 * Issue 34: the job and careers pages come from the functions with their `#root` rendered by the web's own
 * components (web/src/publicPagesServer.tsx); the app then renders the same components over it (web/src/main.tsx).
 * What the app draws must be what the server sent, element for element and text for text: else the page changes
 * under the reader when the app takes over.
 */
describe('server-rendered public pages: the app draws the markup the server sent', () => {
  /** #root's markup as the browser reads it, without comments and without the first view's own `disabled`. */
  const SERVED_ROOT = (html: string) => {
    const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root')!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
    const comments: Node[] = [];
    while (walker.nextNode()) comments.push(walker.currentNode);
    for (const comment of comments) comment.parentNode!.removeChild(comment);
    return root.innerHTML;
  };

  async function servedAndDrawn(path: string) {
    const served = await (await fetch(`${stack().url}${path}`)).text();
    // The server's controls arrive disabled until the app's own replace them (domain/common/firstView.ts).
    const withoutFirstView = served.replace(/<(button|input|textarea|select) disabled(?=[\s/>])/g, '<$1');
    const { page, errors } = await browser.openPage();
    // #root's markup at the moment the first view's mark goes: the app's by then (no server comments left), or its
    // disabled controls would have shown without their waiting look.
    await page.addInitScript(() => {
      new MutationObserver((mutations) => {
        for (const { target } of mutations)
          if (target instanceof Element && target.id === 'root' && !target.hasAttribute('data-first-view'))
            (window as unknown as { atTakeOver: string }).atTakeOver = target.innerHTML;
      }).observe(document, { subtree: true, attributeFilter: ['data-first-view'] });
    });
    await page.goto(path);
    await expect.poll(() => page.locator('#root').getAttribute('data-first-view')).toBeNull();
    await expect.poll(() => page.locator('#root .spinner').count()).toBe(0);
    const drawn = await page.evaluate(() => document.getElementById('root')!.innerHTML);
    const sent = await page.evaluate(`(${SERVED_ROOT.toString()})(${JSON.stringify(withoutFirstView)})`);
    const atTakeOver = await page.evaluate(() => (window as unknown as { atTakeOver?: string }).atTakeOver);
    expect(atTakeOver).toBeDefined();
    expect(atTakeOver).not.toContain('<!--');
    return { sent, drawn, errors };
  }

  it('the job page, its pay, closing date and link back to the careers page included', async () => {
    const recruiter = await createRecruiter('Andes & "Digital"');
    const slug = `andes-${randomUUID().slice(0, 8)}`;
    const profile = await callApi('/company-profile', {
      method: 'PUT',
      body: { name: recruiter.companyName, slug, website: 'https://andes.example', description: 'Datos <útiles>.' },
      token: recruiter.token,
    });
    expect(profile.status).toBe(200);
    const id = await createVacancyFor(recruiter, {
      jobTitle: 'Analista </script> de datos',
      payRange: { min: 28000, max: 34000, currency: 'EUR', period: 'YEAR' },
      closingDate: '2099-12-31',
    });
    const { sent, drawn, errors } = await servedAndDrawn(`/job/${id}`);
    expect(sent).toContain('Analista &lt;/script&gt; de datos');
    expect(sent).toContain('28.000 – 34.000 EUR al año');
    expect(sent).toContain(`href="/empleo/${slug}"`);
    expect(drawn).toBe(sent);
    expect(errors).toEqual([]);

    const careers = await servedAndDrawn(`/empleo/${slug}`);
    expect(careers.sent).toContain('Datos &lt;útiles&gt;.');
    expect(careers.sent).toContain(`href="/job/${id}?fuente=empleo"`);
    expect(careers.drawn).toBe(careers.sent);
    expect(careers.errors).toEqual([]);
  });

  it('the not-found pages of an unknown job and an unknown company', async () => {
    for (const path of ['/job/no-existe-esta-vacante', '/empleo/nadie-con-este-nombre']) {
      const { sent, drawn, errors } = await servedAndDrawn(path);
      expect(sent).toContain('<h1>');
      expect(drawn).toBe(sent);
      // Chromium logs the document's own 404 status as a console error; nothing else may appear.
      expect(errors.filter((text) => !/404/.test(text))).toEqual([]);
    }
  });
});
