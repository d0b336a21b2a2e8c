import type { Page } from 'playwright-core';

/**
 * Opens a marketing page and waits until it can be used: its footer (the last part) is there and, for a
 * prerendered page, React has hydrated it (before that its buttons do nothing).
 */
export async function openMarketingPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('footer').waitFor();
  await page.waitForFunction(
    () => !document.getElementById('root')?.dataset.prerendered || document.documentElement.dataset.hydrated === 'true',
  );
}
