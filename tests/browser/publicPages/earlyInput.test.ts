/**
 * Issue 21: a page that arrives rendered (the prerendered pages, the job page, the careers page, the first views)
 * used the moment it paints, on a slow phone (4x CPU, a slow network), its script held back. Whatever the person
 * does then is either honoured when the app takes over (a ticked terms box opens the disclaimer) or visibly not
 * possible yet (dimmed buttons that take no tap, disabled fields): never lost while looking done, never
 * contradictory. Links work before any script.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRODUCT } from '@clara/domain/brand';
import { useBrowser, waitForHydration } from '../../support/browser';
import { createRecruiter, createVacancyFor } from '../../support/recruiting';
import { callApi } from '../../support/stack';

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

/** Holds the app's scripts until `release()`: what the page is before the app takes over, for as long as needed. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Taps the control's centre the moment it paints (as a finger would), its script held back until then. */
async function tapOnPaint(page: Page, path: string, control: ReturnType<Page['getByRole']>): Promise<void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await control.waitFor({ state: 'visible' });
  const box = (await control.boundingBox())!;
  expect(await hydrated(page)).toBe(false);
  const pointerEvents = await control.evaluate((element) => getComputedStyle(element).pointerEvents);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  expect(pointerEvents, `${path}: a button before the app takes over`).toBe('none');
  release();
}

describe('controls used before the app takes over, on a slow phone', () => {
  it('/terms: the terms box ticked as soon as it paints opens the disclaimer once the app takes over', async () => {
    const { page, errors } = await browser.openPage({ width: 390, height: 800 });
    await slowPhone(page);
    const release = await holdScripts(page);
    await page.goto('/terms', { waitUntil: 'commit' });
    const box = page.getByLabel('accept terms and conditions');
    await box.waitFor({ state: 'visible' });
    expect(await hydrated(page)).toBe(false);
    await box.click({ force: true });
    release();
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
      await tapOnPaint(page, path, button);
      await waitForHydration(page);
      const dialog = page.getByRole('dialog', { name: dialogName });
      // The early tap did nothing, as the dimmed button showed; now it works.
      expect(await dialog.count()).toBe(0);
      await button.click();
      await dialog.waitFor();
      expect(errors).toEqual([]);
    },
  );

  it('the job page and the careers page: controls visibly disabled until the app takes over, links live at once', async () => {
    const owner = await createRecruiter('Bodega Temprana');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Enóloga' });
    const slug = `temprana-${randomUUID().slice(0, 6)}`;
    const saved = await callApi('/company-profile', {
      method: 'PUT',
      body: { name: owner.companyName, slug, website: 'https://temprana.example', description: 'Vinos.' },
      token: owner.token,
    });
    expect(saved.status).toBe(200);

    const { page, errors } = await browser.openPage({ width: 390, height: 800 });
    await slowPhone(page);
    const release = await holdScripts(page);
    await page.goto(`/empleo/${slug}`, { waitUntil: 'commit' });
    // A link on the careers page works before any script: it leads to the job page the server renders.
    await page.getByRole('link', { name: 'Enóloga' }).click();
    await page.waitForURL(`**/job/${vacancyId}?fuente=empleo`, { waitUntil: 'commit' });
    const terms = page.getByLabel('I have read the job description and meet the requirements');
    await terms.waitFor();
    expect(await terms.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Postularme' }).isDisabled()).toBe(true);
    expect(await terms.evaluate((box) => getComputedStyle(box).opacity)).toBe('0.6');
    await terms.click({ force: true });
    expect(await terms.isChecked()).toBe(false);

    release();
    await expect.poll(() => terms.isEnabled(), { timeout: 60_000 }).toBe(true);
    expect(await terms.isChecked()).toBe(false);
    await terms.check();
    await page.getByRole('button', { name: 'Postularme' }).click();
    await page.getByLabel('Nombre completo').waitFor();
    expect(errors).toEqual([]);
  });

  it(`/${PRODUCT.path}: the code field is visibly disabled until the app takes over, then takes the code`, async () => {
    const { page, errors } = await browser.openPage({ width: 390, height: 800 });
    await slowPhone(page);
    const release = await holdScripts(page);
    await page.goto(`/${PRODUCT.path}`, { waitUntil: 'commit' });
    const field = page.getByLabel('Código Personal de Entrevista');
    await field.waitFor();
    expect(await field.isDisabled()).toBe(true);
    await field.click({ force: true });
    await page.keyboard.type('abc');
    expect(await field.inputValue()).toBe('');

    release();
    await expect.poll(() => field.isEnabled(), { timeout: 60_000 }).toBe(true);
    await field.fill('abc');
    expect(await field.inputValue()).toBe('abc');
    expect(errors).toEqual([]);
  });
});
