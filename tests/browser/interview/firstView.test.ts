import { describe, expect, it } from 'vitest';
import { PRODUCT } from '@clara/domain/brand';
import { useBrowser } from '../../support/browser';
import { stack } from '../../support/stack';

const browser = useBrowser();

describe(`/${PRODUCT.path}'s first view`, () => {
  it('paints the code entry without JavaScript, its field disabled, and the app takes it over live with the code from the link', async () => {
    const { page, errors } = await browser.openPage({ width: 390, height: 844 });
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const served = await context.newPage();
      await served.goto(`${stack().url}/${PRODUCT.path}`);
      expect(await served.getByRole('heading', { level: 1 }).textContent()).toBe(`Entrevista con ${PRODUCT.name}`);
      expect(await served.locator('#root input[name="code"]').isDisabled()).toBe(true);
    } finally {
      await context.close();
    }

    // Before the app takes over (its script held back here), the first view already shows the link's code.
    const early = await page.context().newPage();
    await early.route('**/assets/*.js', (route) => route.abort());
    await early.goto(`${stack().url}/${PRODUCT.path}?code=${encodeURIComponent(' abc-123 ')}`, {
      waitUntil: 'domcontentloaded',
    });
    expect(await early.locator('#root input[name="code"]').isDisabled()).toBe(true);
    expect(await early.locator('#root input[name="code"]').inputValue()).toBe('abc-123');
    await early.close();

    await page.goto(`/${PRODUCT.path}?code=abc`);
    const input = page.getByLabel('Código Personal de Entrevista');
    await expect.poll(() => input.isEnabled()).toBe(true);
    expect(await page.locator('#root').getAttribute('data-first-view')).toBeNull();
    expect(await input.inputValue()).toBe('abc');
    await input.fill('abcd');
    await expect.poll(() => page.getByText('El código tiene 36 caracteres (4/36).').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
