import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../../support/browser';

const ARTIFACTS = fileURLToPath(new URL('../../.artifacts/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  ['landing', '/'],
  ['como-funciona', '/como-funciona'],
  ['empresas', '/empresas'],
] as const;

describe('marketing pages at phone and desktop widths', () => {
  for (const [name, path] of PAGES) {
    for (const width of [375, 1280]) {
      it(`${path} at ${width} px: nothing cut off, no console errors, no Firebase (tests/.artifacts/marketing-${name}-${width}.png)`, async () => {
        const { page, context, errors } = await openPage(browser, { width, height: width < 768 ? 812 : 800 });
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script' || request.url().includes('client-config')) scripts.push(request.url());
        });
        await page.goto(path);
        await page.locator('footer').waitFor();
        // networkidle: the video posters (images) have loaded before the screenshot.
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          wide: Array.from(document.querySelectorAll<HTMLElement>('main *, header *, footer *'))
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
            .slice(0, 5),
        }));
        expect(overflow.wide).toEqual([]);
        expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
        await page.screenshot({ path: `${ARTIFACTS}marketing-${name}-${width}.png`, fullPage: true });
        expect(errors).toEqual([]);
        // Marketing pages never load a Firebase SDK nor the runtime config.
        expect(scripts.filter((url) => /firebase|firestore|auth|client-config/i.test(url))).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('marketing pages at in-between widths', () => {
  for (const width of [320, 768, 1024]) {
    it(`nothing overflows at ${width} px and the header stays one row`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height: 800 });
      for (const [, path] of PAGES) {
        await page.goto(path);
        await page.locator('footer').waitFor();
        const sizes = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          header: document.querySelector('header')!.getBoundingClientRect().height,
        }));
        expect(sizes.scrollWidth, path).toBeLessThanOrEqual(sizes.innerWidth);
        expect(sizes.header, path).toBeLessThanOrEqual(72);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
