#!/usr/bin/env node
/**
 * Regenerates web/public/og-image.jpg, the link-preview image (Open Graph / Twitter card, 1200x630) of the public
 * pages (DECISIONS: small, self-made assets). Draws it with the Chromium of the browser tests; the output is committed.
 *
 *   node web/src/features/marketing/media/make-og-image.mjs
 */
import { chromium } from 'playwright-core';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../public/og-image.jpg');
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:110px 96px;background:linear-gradient(135deg,#4f46e5,#3730a3);font-family:'DejaVu Sans',sans-serif;color:#fff">
  <div style="font-size:128px;font-weight:700;letter-spacing:-2px">Clara</div>
  <div style="font-size:50px;margin-top:36px">Empleos y entrevistas con IA</div>
  <div style="font-size:34px;margin-top:40px;color:#c7d2fe">Postula, practica y recibe tu análisis</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: OUT, type: 'jpeg', quality: 85 });
await browser.close();
console.log(`wrote ${OUT}`);
