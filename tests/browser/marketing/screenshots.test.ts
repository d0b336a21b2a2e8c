import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { openMarketingPage } from './helpers';

const ARTIFACTS = fileURLToPath(new URL('../../.artifacts/', import.meta.url));

const browser = useBrowser();
beforeAll(() => {
  mkdirSync(ARTIFACTS, { recursive: true });
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
        const { page, errors } = await browser.openPage({ width, height: width < 768 ? 812 : 800 });
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script' || request.url().includes('client-config'))
            scripts.push(request.url());
        });
        await openMarketingPage(page, path);
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
        // Marketing pages never load a Firebase SDK (its chunks are named firebase-*, web/vite.config.ts) nor the
        // runtime config; the app's own modules that would load them on demand may come after the page is idle.
        expect(scripts.filter((url) => /\/assets\/firebase-|client-config/.test(url))).toEqual([]);
      });
    }
  }
});

describe('marketing pages at in-between widths', () => {
  for (const width of [320, 768, 1024]) {
    it(`nothing overflows at ${width} px and the header stays one row`, async () => {
      const { page, errors } = await browser.openPage({ width, height: 800 });
      for (const [, path] of PAGES) {
        await openMarketingPage(page, path);
        const sizes = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          header: document.querySelector('header')!.getBoundingClientRect().height,
        }));
        expect(sizes.scrollWidth, path).toBeLessThanOrEqual(sizes.innerWidth);
        expect(sizes.header, path).toBeLessThanOrEqual(72);
      }
      expect(errors).toEqual([]);
    });
  }
});
