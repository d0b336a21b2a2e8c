import { describe, expect, it } from 'vitest';
import { FAKE_MEDIA_DEVICES, launchBrowser, openPage, useBrowser } from '../../support/browser';
import { adminDb } from '../../support/stack';
import { appErrors, makeWav, openPractice } from './helpers';

const browser = useBrowser();

describe('media messages', () => {
  it('uploads an audio file, stores it in chunks and plays it back from them', async () => {
    const { page, errors } = await browser.openPage({ width: 375, height: 740 });
    const code = await openPractice(page);
    // 40 s of 8 kHz 16-bit mono: ~640 KB, over one chunk of base64.
    const wav = makeWav(40);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'respuesta.wav', mimeType: 'audio/wav', buffer: wav });

    // The message comes back with its media id; chunked media waits for "Cargar ahora".
    const media = page.locator('li[data-type="user"] .iv-media-msg').first();
    await page.waitForFunction(
      () =>
        document.querySelector('li[data-type="user"] .iv-media-msg')?.getAttribute('data-media-state') === 'chunked',
      null,
      {
        timeout: 30_000,
      },
    );
    expect(await media.textContent()).toContain('Audio · 00:40');
    const session = (await adminDb().doc(`interviews/${code}`).get()).data()!;
    const message = session.chatHistory.find((m: { mediaId?: string }) => m.mediaId);
    const record = (await adminDb().doc(`media/${message.mediaId}`).get()).data()!;
    expect(record.storeMethod).toBe('chunked');
    expect(record.totalChunks).toBeGreaterThan(1);

    await media.getByRole('button', { name: 'Cargar ahora' }).click();
    const audio = media.locator('audio');
    await audio.waitFor();
    expect(await audio.getAttribute('src')).toMatch(/^blob:/);
    // The browser decodes the reassembled bytes: metadata loads, with the file's duration, and no error.
    await page.waitForFunction(() => {
      const element = document.querySelector('li[data-type="user"] .iv-media-msg audio') as HTMLAudioElement | null;
      return Boolean(element && element.readyState >= 1);
    });
    const state = await audio.evaluate((element: HTMLAudioElement) => ({
      duration: element.duration,
      error: element.error?.code ?? null,
    }));
    expect(state.error).toBeNull();
    expect(Math.round(state.duration)).toBe(40);
    expect(await media.getAttribute('data-media-state')).toBe('ready');
    expect(await media.locator('[role="alert"]').count()).toBe(0);
    expect(await media.getByRole('link', { name: 'Descargar' }).count()).toBe(0);

    // The whole reassembled file equals the upload.
    const size = await audio.evaluate(
      async (element: HTMLAudioElement) => (await (await fetch(element.src)).arrayBuffer()).byteLength,
    );
    expect(size).toBe(wav.length);

    expect(appErrors(errors)).toEqual([]);
  });

  it('plays a small inline upload without asking, and explains a file that is not audio or video', async () => {
    const { page } = await browser.openPage();
    await openPractice(page);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'corto.wav', mimeType: 'audio/wav', buffer: makeWav(2) });
    await page.waitForFunction(
      () => document.querySelector('li[data-type="user"] .iv-media-msg')?.getAttribute('data-media-state') === 'ready',
      null,
      {
        timeout: 30_000,
      },
    );
    expect(await page.locator('li[data-type="user"] .iv-media-msg audio').getAttribute('src')).toMatch(/^blob:/);

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'foto.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await page.getByText('Solo se pueden enviar archivos de audio o video.').waitFor();
  });

  it('records audio with MediaRecorder, reviews it and sends it', async () => {
    const fake = await launchBrowser(FAKE_MEDIA_DEVICES);
    try {
      const { page, context, errors } = await openPage(fake, { width: 375, height: 740 });
      await context.grantPermissions(['microphone', 'camera']);
      const code = await openPractice(page);
      await page.getByRole('button', { name: 'Grabar audio' }).click();
      await page.getByText(/^Grabando audio/).waitFor();
      await page.waitForTimeout(2200);
      await page.getByRole('button', { name: 'Detener' }).click();
      const review = page.getByRole('group', { name: 'Revisar grabación' });
      await review.waitFor();
      expect(await review.locator('audio').getAttribute('src')).toMatch(/^blob:/);
      await review.getByRole('button', { name: 'Enviar grabación' }).click();
      await page.waitForFunction(
        () =>
          document.querySelector('li[data-type="user"] .iv-media-msg')?.getAttribute('data-media-state') === 'ready',
        null,
        { timeout: 30_000 },
      );
      const session = (await adminDb().doc(`interviews/${code}`).get()).data()!;
      const message = session.chatHistory.find((m: { mediaId?: string }) => m.mediaId);
      expect(message.mediaType).toBe('audio');
      expect(message.mimeType).toMatch(/^audio\/(webm|mp4|ogg)/);
      expect(message.duration).toBeGreaterThanOrEqual(2);
      expect(session.status).toBe('In progress');
      expect(appErrors(errors)).toEqual([]);
      await context.close();
    } finally {
      await fake.close();
    }
  });
});
