import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { stack } from '../../support/stack';

const browser = useBrowser();

describe('prerendered pages hydrate', () => {
  it.each(['/', '/empresas', '/como-funciona', '/terms'])('%s hydrates without a console error and reacts to clicks', async (path) => {
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
  });

  it('shows the landing’s content with JavaScript disabled', async () => {
    const { page } = await browser.openPage();
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const noJs = await context.newPage();
      await noJs.goto(`${stack().url}/`);
      expect(await noJs.getByRole('heading', { level: 1 }).textContent()).toContain('Practica tu próxima entrevista de trabajo');
    } finally {
      await context.close();
    }
  });
});
