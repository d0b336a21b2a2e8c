import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MEDIA_NOTES } from '@clara/domain';
import { FAKE_MEDIA_DEVICES, launchBrowser, openPage } from '../../support/browser';
import { adminDb } from '../../support/stack';
import { appErrors, openPractice } from './helpers';

/** A real Spanish answer (espeak-ng) as Chromium's microphone. */
const SPOKEN_ANSWER = fileURLToPath(new URL('../../fixtures/audio/respuesta-es.wav', import.meta.url));

describe('voice answers where the browser has no speech recognition (Firefox)', () => {
  it('the microphone records the answer and a second press sends it for the server to transcribe', async () => {
    const browser = await launchBrowser([...FAKE_MEDIA_DEVICES, `--use-file-for-fake-audio-capture=${SPOKEN_ANSWER}`]);
    try {
      const { page, context, errors } = await openPage(browser, { width: 375, height: 740 });
      await context.grantPermissions(['microphone']);
      await page.addInitScript(() => {
        delete (window as unknown as Record<string, unknown>).SpeechRecognition;
        delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
      });
      const code = await openPractice(page);
      await page.getByRole('button', { name: 'Responder por voz (se grabará y se transcribirá)' }).click();
      const stop = page.getByRole('button', { name: 'Detener y enviar la respuesta grabada' });
      await stop.waitFor();
      expect(await stop.getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator('#chat-input').getAttribute('placeholder')).toMatch(/^Grabando tu respuesta/);
      // Let the fake microphone speak for a moment (MediaRecorder hands data every second).
      await page.waitForTimeout(1500);
      await stop.click();

      // The answer arrives as an audio message, and Clara replies to it.
      const sent = page.locator('li[data-type="user"] .iv-media-msg').first();
      await sent.waitFor({ timeout: 30_000 });
      await page.locator('li[data-type="system"]').nth(1).waitFor({ timeout: 30_000 });
      // This stack has no transcriber (no OpenAI key, no Google credentials): the interview goes on with a note.
      // With one, the transcription is the answer (tests/integration/interview/aiServices.test.ts).
      const stored = (await adminDb().doc(`interviews/${code}`).get()).data()!;
      const answer = stored.chatHistory[1];
      expect(answer).toMatchObject({ type: 'user', mediaType: 'audio', text: MEDIA_NOTES.noTranscriber });
      expect(answer.mimeType).toMatch(/^audio\//);
      const media = (await adminDb().doc(`media/${answer.mediaId}`).get()).data()!;
      expect(media.sizeMB).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: /^Responder por voz/ }).getAttribute('aria-pressed')).toBe('false');
      expect(appErrors(errors)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
