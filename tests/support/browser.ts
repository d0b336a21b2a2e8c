import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { closeAdmin, stack } from './stack';

/** Debian's Chromium, with the flags this offline machine needs (DECISIONS.md). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Flags for a fake microphone and camera (a beep and a test pattern) with no permission prompt. */
export const FAKE_MEDIA_DEVICES = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** Waits until React owns a prerendered page (/, /empresas, /como-funciona, /terms): before that its buttons and checkboxes do nothing. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** The page's time zone (IANA), e.g. to see times as a viewer elsewhere does (issue 23). */
  timezoneId?: string;
}

/** A fresh context (no shared storage) whose page records console errors, with the stack's URL as base. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: stack().url,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: 'es-ES',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

export interface BrowserSession {
  /** A fresh watched page (see `openPage`) in the file's browser; its context is closed after the test. */
  openPage(options?: PageOptions): Promise<WatchedPage>;
}

/**
 * The lifecycle every browser test file shares: Chromium is launched before the file's tests and closed
 * after them (with the firebase-admin app, if the file used one); pages opened through the session are
 * closed after each test, whether it passed or not.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await closeAdmin();
  });
  return {
    async openPage(options) {
      if (!browser) throw new Error('useBrowser(): the browser is launched in beforeAll, open pages inside tests');
      const watched = await openPage(browser, options);
      contexts.push(watched.context);
      return watched;
    },
  };
}
