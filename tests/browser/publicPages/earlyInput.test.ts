/**
 * Issue 21: a prerendered page used the moment it paints, on a slow phone (4x CPU, a slow network), before its
 * script has run. Whatever the person does then is either honoured when the app takes over (a ticked terms box
 * opens the disclaimer) or visibly not possible yet (buttons are dimmed and take no tap): never lost while
 * looking done, never contradictory.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHydration } from '../../support/browser';

const browser = useBrowser();

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  // Slow 3G-like: every request waits 600 ms, 50 KB/s down.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 600,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 25 * 1024,
  });
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Taps the control's centre the moment it paints (as a finger would); answers whether the app owned the page then. */
async function tapOnPaint(page: Page, path: string, control: ReturnType<Page['getByRole']>): Promise<boolean> {
  await page.goto(path, { waitUntil: 'commit' });
  await control.waitFor({ state: 'visible' });
  const box = (await control.boundingBox())!;
  const ownedThen = await hydrated(page);
  const pointerEvents = await control.evaluate((element) => getComputedStyle(element).pointerEvents);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  if (!ownedThen) expect(pointerEvents, `${path}: a button before the app takes over`).toBe('none');
  return ownedThen;
}

describe('controls used before the app takes over, on a slow phone', () => {
  it('/terms: the terms box ticked as soon as it paints opens the disclaimer once the app takes over', async () => {
    const { page, errors } = await browser.openPage({ width: 390, height: 800 });
    await slowPhone(page);
    await page.goto('/terms', { waitUntil: 'commit' });
    const box = page.getByLabel('accept terms and conditions');
    await box.waitFor({ state: 'visible' });
    expect(await hydrated(page)).toBe(false);
    await box.click({ force: true });
    await waitForHydration(page);
    const disclaimer = page.getByRole('dialog', { name: 'Antes de comenzar' });
    await disclaimer.waitFor();
    const start = page.getByRole('button', { name: 'Comenzar entrevista de práctica' });
    // Nothing contradictory meanwhile: the box is not shown ticked while the start button stays disabled.
    expect(await box.isChecked()).toBe(false);
    expect(await start.isDisabled()).toBe(true);
    await disclaimer.getByRole('button', { name: 'Acepto' }).click();
    expect(await box.isChecked()).toBe(true);
    expect(await start.isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  const buttons: Array<[string, string, string]> = [
    ['/empresas', 'Solicitar Demostración', 'Solicitar información'],
    ['/', 'Escríbenos', 'Contacto'],
    ['/como-funciona', '¿Dudas? Escríbenos', 'Contacto'],
  ];
  it.each(buttons)(
    '%s: "%s" tapped as it paints is visibly not usable yet, and works once the app takes over',
    async (path, name, dialogName) => {
      const { page, errors } = await browser.openPage({ width: 390, height: 800 });
      await slowPhone(page);
      const button = page.getByRole('button', { name, exact: true });
      const ownedThen = await tapOnPaint(page, path, button);
      await waitForHydration(page);
      const dialog = page.getByRole('dialog', { name: dialogName });
      if (!ownedThen) {
        // The early tap did nothing, as the dimmed button showed; now it works.
        expect(await dialog.count()).toBe(0);
        await button.click();
      }
      await dialog.waitFor();
      expect(errors).toEqual([]);
    },
  );
});
