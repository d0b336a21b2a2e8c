import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { stack } from './stack';

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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** A fresh context (no shared storage) whose page records console errors, with the stack's URL as base. */
export async function openPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: stack().url,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: 'es-ES',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}
