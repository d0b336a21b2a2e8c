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

  it('shows a practice report on /analysis without any Firebase SDK (read through the API, issue 21), and remembers it', async () => {
    const { page } = await browser.openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().includes('client-config')) scripts.push(request.url());
    });
    // A seeded practice's report (emulator-data).
    await page.goto('/analysis?code=e0a80101-0000-4000-8000-000000000102');
    await page.getByRole('heading', { name: 'Resumen de la evaluación' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /\/assets\/firebase-|client-config/.test(url))).toEqual([]);
    // "Mi práctica" keeps what the API answered of it: its label, date and score.
    const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('clara.practiceHistory') ?? '{}'));
    expect(remembered.entries).toEqual([
      expect.objectContaining({
        code: 'e0a80101-0000-4000-8000-000000000102',
        label: { kind: 'practice', title: 'Entrevista de práctica' },
        date: expect.any(Number),
        score: expect.any(Number),
      }),
    ]);
  });

  it('serves the app shell for deep links and shows the not-found page for unknown routes', async () => {
    const { page } = await browser.openPage();
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByText('Página no encontrada').isVisible()).resolves.toBe(true);
  });
});
