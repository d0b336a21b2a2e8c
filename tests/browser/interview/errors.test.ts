import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { makeWav, openPractice } from './helpers';

const browser = useBrowser();

describe('what the chat shows when things go wrong', () => {
  it("shows 'Problema de conexión' as an error message when the server cannot be reached, and sending again works", async () => {
    const { page } = await browser.openPage({ width: 375 });
    await openPractice(page);
    // The text goes to POST /api/chat-stream at the function's URL (streamed replies), else to POST /api/chat.
    const chatCalls = /\/api\/chat(-stream)?$/;
    await page.route(chatCalls, (route) => route.abort('connectionrefused'));
    await page.locator('#chat-input').fill('Hola, soy Ana.');
    await page.locator('#chat-input').press('Enter');
    const error = page.locator('li[data-error="true"]').last();
    await error.waitFor();
    expect(await error.textContent()).toContain('Problema de conexión');
    expect(await error.locator('.iv-bubble-error').count()).toBe(1);

    await page.unroute(chatCalls);
    await page.locator('#chat-input').fill('Hola, soy Ana, desarrolladora con cinco años de experiencia.');
    await page.locator('#chat-input').press('Enter');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('li[data-type="user"]').length === 1 &&
        !document.querySelector('li[data-error="true"]'),
    );
  });

  it('explains failed uploads: a server error with its detail, and no response', async () => {
    const { page } = await browser.openPage();
    await openPractice(page);
    const file = { name: 'respuesta.wav', mimeType: 'audio/wav', buffer: makeWav(1) };

    await page.route('**/api/chat-media', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Fallo interno' }) }),
    );
    await page.locator('input[type="file"]').setInputFiles(file);
    await page
      .getByText(
        'Hubo un problema al procesar tu grabación. Error del servidor. Por favor, intenta de nuevo más tarde. Detalle: Fallo interno',
      )
      .waitFor();

    await page.unroute('**/api/chat-media');
    await page.route('**/api/chat-media', (route) => route.abort('connectionreset'));
    await page.locator('input[type="file"]').setInputFiles(file);
    await page
      .getByText(
        'Hubo un problema al procesar tu grabación. No se recibió respuesta del servidor. Comprueba tu conexión.',
      )
      .waitFor();
    expect(await page.locator('[data-media-state="pending"]').count()).toBe(0);
  });

  it('shows the playback error and a download button for media the browser cannot play', async () => {
    const { page } = await browser.openPage();
    await openPractice(page);
    const garbage = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 31) % 251));
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'roto.webm', mimeType: 'audio/webm', buffer: garbage });
    const media = page.locator('li[data-type="user"] .iv-media-msg').first();
    await page.waitForFunction(
      () => document.querySelector('li[data-type="user"] .iv-media-msg')?.getAttribute('data-media-state') === 'error',
      null,
      { timeout: 30_000 },
    );
    expect(await media.locator('[role="alert"]').textContent()).toMatch(
      /^(Error de formato|Formato no soportado|Error desconocido)$/,
    );
    const download = media.getByRole('link', { name: 'Descargar' });
    expect(await download.getAttribute('download')).toMatch(/^audio-\d+\.webm$/);
    expect(await download.getAttribute('href')).toMatch(/^blob:/);
    expect(await media.getByRole('button', { name: 'Reintentar' }).isVisible()).toBe(true);
  });
});
