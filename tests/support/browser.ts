import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { ROOT } from '../../stack/stack';
import { connectBrowser, launchBrowser } from './chromium';
import { closeAdmin, stack } from './stack';

export { launchBrowser };

/** Flags for a fake microphone and camera (a beep and a test pattern) with no permission prompt. */
export const FAKE_MEDIA_DEVICES = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** A download's bytes, read through the browser connection (a connected browser's files have no local path). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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

/** Where a failed test's screenshots go (tests/.artifacts/ is not committed). */
export const FAILURE_SCREENSHOTS_DIR = join(ROOT, 'tests', '.artifacts', 'failures');

/**
 * After a failed test, a full-page PNG of each page it left open, `<file>-<test>-<n>.png` in
 * FAILURE_SCREENSHOTS_DIR: what the page showed when the test gave up, so a flake can be explained afterwards.
 */
async function screenshotOpenPages(task: TestContext['task'], contexts: BrowserContext[]): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages()).filter((page) => !page.isClosed());
  if (pages.length === 0) return;
  mkdirSync(FAILURE_SCREENSHOTS_DIR, { recursive: true });
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80);
  const name = `${slug(basename(task.file.name, '.test.ts'))}-${slug(task.name)}`;
  await Promise.all(
    pages.map((page, index) =>
      page
        .screenshot({
          path: join(FAILURE_SCREENSHOTS_DIR, `${name}-${index + 1}.png`),
          fullPage: true,
          timeout: 10_000,
        })
        .catch(() => undefined),
    ),
  );
}

export interface BrowserSession {
  /** A fresh watched page (see `openPage`) in the file's browser; its context is closed after the test. */
  openPage(options?: PageOptions): Promise<WatchedPage>;
}

/**
 * The lifecycle every browser test file shares: the file connects to the run's Chromium (launched once by the
 * global setup; launched for the file when run outside it) before its tests and disconnects after them (closing
 * the firebase-admin app, if the file used one); pages opened through the session are closed after each test,
 * whether it passed or not, and each is in a fresh context, so files share no cookies or storage.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const endpoint = inject('browserEndpoint');
    browser = endpoint ? await connectBrowser(endpoint) : await launchBrowser();
  });
  afterEach(async ({ task }) => {
    const open = contexts.splice(0);
    if (task.result?.state === 'fail') await screenshotOpenPages(task, open);
    await Promise.all(open.map((context) => context.close()));
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
