import type { Page } from 'playwright-core';
import { waitForHydration } from '../../support/browser';

/**
 * Opens a marketing page (all of them are prerendered) and waits until it can be used: its footer (the last part)
 * is there and React has hydrated it (before that its buttons do nothing).
 */
export async function openMarketingPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('footer').waitFor();
  await waitForHydration(page);
}
