import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserServer } from 'playwright-core';
import {
  connectBrowser,
  launchBrowserServer,
  PLAYWRIGHT_DISABLED_FEATURES,
  UNUSED_BROWSER_FEATURES,
} from '../../support/chromium';

// How the tests' Chromium is started (tests/support/chromium.ts): a Chromium of this file's own, to read its
// command line.
let server: BrowserServer;
let browser: Browser;

beforeAll(async () => {
  server = await launchBrowserServer();
  browser = await connectBrowser(server.wsEndpoint());
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const featuresOf = (arg: string) => arg.slice('--disable-features='.length).split(',');

describe("the tests' Chromium", () => {
  it('keeps every feature Playwright turns off, in the one --disable-features Chromium reads (the last)', () => {
    const args = server.process().spawnargs.filter((arg) => arg.startsWith('--disable-features='));
    expect(args.length).toBeGreaterThanOrEqual(2);
    const playwrights = featuresOf(args[0]!);
    const effective = featuresOf(args.at(-1)!);
    expect(effective).toEqual(expect.arrayContaining(playwrights));
    expect(effective).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_FEATURES]);
  });

  it('opens a page without the address-bar popups of a browser window', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto('about:blank');
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
      const urls = targetInfos.map((target) => target.url);
      expect(urls).toContain('about:blank');
      expect(urls.filter((url) => url.startsWith('chrome://omnibox-popup'))).toEqual([]);
      await session.detach();
    } finally {
      await context.close();
    }
  });
});
