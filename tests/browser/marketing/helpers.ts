import type { Page } from 'playwright-core';

/** Opens a marketing page and waits until its lazy chunk has rendered (the footer is its last part). */
export async function openMarketingPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('footer').waitFor();
}
