import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';

const browser = useBrowser();

describe('/voz', () => {
  it('says the API is unsupported where the browser lacks it, and keeps send disabled while empty', async () => {
    const { page, errors } = await browser.openPage();
    // Debian's Chromium 156 exposes SpeechRecognition even headless (start() then fails with not-allowed),
    // so an unsupported browser is simulated by removing the constructors before the page runs.
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).SpeechRecognition;
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
    });
    await page.goto('/voz');
    await page
      .getByRole('alert')
      .filter({ hasText: 'La API de Reconocimiento de Voz no es compatible con este navegador.' })
      .waitFor();
    await expect(page.getByRole('button', { name: 'Hablar' }).isDisabled()).resolves.toBe(true);

    const send = page.getByRole('button', { name: 'Enviar' });
    const input = page.getByLabel('Mensaje');
    await expect(send.isDisabled()).resolves.toBe(true);
    await input.fill('   ');
    await expect(send.isDisabled()).resolves.toBe(true);

    // Typing still works: the echo answers.
    await input.fill('Hola Clara');
    await expect(send.isDisabled()).resolves.toBe(false);
    await input.press('Enter');
    await page.getByText('Escuché: «Hola Clara»').waitFor();
    await expect(input.inputValue()).resolves.toBe('');
    await expect(send.isDisabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('in headless Chromium as shipped, speech input reports why it cannot listen', async () => {
    const { page } = await browser.openPage();
    await page.goto('/voz');
    await page.getByRole('button', { name: 'Hablar' }).click();
    const alert = page.getByRole('alert');
    await alert.first().waitFor();
    await expect(alert.first().textContent()).resolves.toMatch(
      /^(Error de reconocimiento de voz: [\w-]+|La API de Reconocimiento de Voz no es compatible con este navegador\.)$/,
    );
    await expect(page.getByRole('button', { name: 'Enviar' }).isDisabled()).resolves.toBe(true);
  });

  it('fills the text from speech in es-ES where the API exists', async () => {
    const { page } = await browser.openPage();
    // A stand-in recognizer: records its language and emits one final result.
    await page.addInitScript(() => {
      class FakeRecognition {
        lang = '';
        continuous = false;
        interimResults = false;
        onresult: ((event: unknown) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          (window as unknown as { recognitionLang: string }).recognitionLang = this.lang;
          setTimeout(
            () =>
              this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: 'quiero practicar' } }] }),
            10,
          );
        }
        stop() {
          this.onend?.();
        }
      }
      (window as unknown as { SpeechRecognition: unknown }).SpeechRecognition = FakeRecognition;
      (window as unknown as { webkitSpeechRecognition: unknown }).webkitSpeechRecognition = FakeRecognition;
    });
    await page.goto('/voz');
    await page.getByRole('button', { name: 'Hablar' }).click();
    await page.waitForFunction(
      () => (document.querySelector('#voice-text') as HTMLTextAreaElement).value === 'quiero practicar',
    );
    await expect(page.evaluate(() => (window as unknown as { recognitionLang: string }).recognitionLang)).resolves.toBe(
      'es-ES',
    );
    await expect(
      page.getByText('La API de Reconocimiento de Voz no es compatible con este navegador.').count(),
    ).resolves.toBe(0);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Escuché: «quiero practicar»').waitFor();
  });
});
