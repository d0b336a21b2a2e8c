/** How the tests start Debian's Chromium (DECISIONS.md): no vitest here, the global setup imports it too. */
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium, with the flags this offline machine needs (DECISIONS.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const executablePath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath(), args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** One Chromium for the whole run, which each browser test file connects to instead of launching its own. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: executablePath(), args: CHROMIUM_ARGS });
}

/** A connection to the run's Chromium; closing it leaves the browser running for the other files. */
export async function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
