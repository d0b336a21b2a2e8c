import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';

const browser = useBrowser();

describe('the web app served by the Hosting emulator', () => {
  it('renders the landing page without console errors and without loading any Firebase SDK', async () => {
    const { page, errors } = await browser.openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().includes('client-config')) scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBeTruthy();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // The SDK's chunks are named firebase-* (web/vite.config.ts).
    expect(scripts.some((url) => /\/assets\/firebase-|client-config/.test(url))).toBe(false);
  });

  it('loads only the Firestore lite SDK, not Auth, on a page that reads an interview by code', async () => {
    const { page } = await browser.openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/analysis?code=c0a80101-0000-4000-8000-000000000002');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => url.includes('firebase-firestore-lite'))).toBe(true);
    expect(scripts.some((url) => url.includes('firebase-auth'))).toBe(false);
  });

  it('serves the app shell for deep links and shows the not-found page for unknown routes', async () => {
    const { page } = await browser.openPage();
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByText('Página no encontrada').isVisible()).resolves.toBe(true);
  });
});
