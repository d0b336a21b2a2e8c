/** How the tests start Debian's Chromium (DECISIONS.md): no vitest here, the global setup imports it too. */
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/**
 * The features Playwright turns off with its own `--disable-features` (playwright-core's chromiumSwitches.ts, 1.65).
 * Chromium keeps only the last `--disable-features` it is given, so CHROMIUM_ARGS' one repeats them:
 * tests/browser/foundation/chromium.test.ts fails when Playwright's list has one that is not here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium opens each page in a window of the whole browser, and gives every window two address-bar popups
 * drawn as web pages (chrome://omnibox-popup.top-chrome/): a renderer process of their own, and work in the browser
 * process at each navigation. No test uses an address bar. Without them a page costs Chromium a third to a half less
 * CPU (docs/speed.md; `npx tsx stack/bench/testBrowserPages.ts` measures it: a new page 268 → 178 ms, the landing
 * 1.14 → 0.62 s, a sign-in to the dashboard 1.89 → 1.24 s).
 */
export const UNUSED_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Debian's Chromium, with the flags this offline machine needs (DECISIONS.md), without the browser UI it never shows. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_FEATURES].join(',')}`,
];

const executablePath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath(), args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** One Chromium for the whole run, which each browser test file connects to instead of launching its own. */
export async function launchBrowserServer(args: string[] = CHROMIUM_ARGS): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: executablePath(), args });
}

/** A connection to the run's Chromium; closing it leaves the browser running for the other files. */
export async function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
