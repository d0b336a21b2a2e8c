import { AI_NOTICE, CONSENT_NOTICE } from '@clara/domain';
import { adminDb } from '../../support/stack';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import {
  acknowledgePracticeNotice,
  appErrors,
  COMPANY_CODE,
  ensureCompanyInterview,
  hasNoHorizontalOverflow,
} from './helpers';

const browser = useBrowser();
beforeAll(ensureCompanyInterview);

describe('/clara code entry', () => {
  it("enters a company interview's code: EMPEZAR only once the server says it is valid", async () => {
    const { page, errors } = await browser.openPage({ width: 375, height: 740 });
    await page.goto('/clara');
    const input = page.getByLabel('Código Personal de Entrevista');
    const practice = page.getByRole('button', { name: 'Entrevista de Práctica' });
    // The first view's controls are disabled until the app takes over (domain/common/firstView).
    await expect.poll(() => input.isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Introduce tu Código' }).isDisabled()).toBe(true);
    expect(await practice.isEnabled()).toBe(true);

    // 35 characters: never checked, still invalid.
    await input.fill(COMPANY_CODE.slice(0, 35));
    await page.waitForTimeout(800);
    expect(await page.getByRole('button', { name: 'Introduce tu Código' }).isDisabled()).toBe(true);

    // 36 characters: checked after the pause.
    await input.fill(COMPANY_CODE);
    const empezar = page.getByRole('button', { name: 'EMPEZAR' });
    await empezar.waitFor();
    // A company interview not started yet: EMPEZAR waits for the notice (below).
    expect(await empezar.isDisabled()).toBe(true);
    expect(await practice.isDisabled()).toBe(true);
    expect(await page.getByText('entrevista de empresa').isVisible()).toBe(true);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    // Any change resets the valid flag.
    await input.press('Backspace');
    await page.getByRole('button', { name: 'Introduce tu Código' }).waitFor();
    expect(await practice.isEnabled()).toBe(true);
    await input.fill(COMPANY_CODE);
    await empezar.waitFor();
    // Issue 10: before the first message the candidate reads and accepts the notice (recorded with its version).
    expect(await page.getByRole('heading', { name: 'Aviso sobre tus datos en Clara' }).isVisible()).toBe(true);
    expect(await empezar.isDisabled()).toBe(true);
    await page.getByLabel(/He leído el aviso sobre mis datos/).check();
    await empezar.click();
    // Issue 33: the AI notice before the first turn, acknowledged to start (interview/accommodations.test.ts).
    await page.getByRole('button', { name: AI_NOTICE.acknowledge }).click();

    // The company chat: Clara's greeting, an input, no wizard.
    await page.waitForURL(`**/clara?code=${COMPANY_CODE}`);
    await page.locator('li[data-type="system"]').first().waitFor();
    // A company session (the title is hidden on phones, kept for wider screens).
    expect(await page.locator('.iv-chat-title').textContent()).toBe('Entrevista con Clara');
    expect(await page.locator('#chat-input').isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await adminDb().doc(`interview_private/${COMPANY_CODE}`).get()).get('consent')).toEqual({
      version: CONSENT_NOTICE.version,
      acceptedAt: expect.any(Number),
    });

    // Voice input in this headless Chromium: the API exists but cannot listen (no microphone, no
    // recognition service), so the person reads SPEC's error text (or the unsupported text on builds
    // without the API).
    await page.getByRole('button', { name: 'Dictar por voz' }).click();
    const speechNote = page.locator('.iv-composer-note[role="alert"]');
    await speechNote.waitFor();
    expect(await speechNote.textContent()).toMatch(
      /^(Error de reconocimiento de voz: [\w-]+|La API de Reconocimiento de Voz no es compatible con este navegador\.)$/,
    );
    expect(await page.getByRole('button', { name: 'Dictar por voz' }).getAttribute('aria-pressed')).toBe('false');

    // Share popup: the copyable code and the link built from it.
    await page.getByRole('button', { name: 'Compartir código' }).click();
    const dialog = page.getByRole('dialog', { name: 'Código de tu entrevista' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Código Personal de Entrevista').inputValue()).toBe(COMPANY_CODE);
    expect(await dialog.getByLabel('Enlace de la entrevista').inputValue()).toMatch(
      new RegExp(`/clara\\?code=${COMPANY_CODE}$`),
    );
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).last().click();

    expect(appErrors(errors)).toEqual([]);
  });

  it('prefills the code from the query and rejects an unknown 36-character code', async () => {
    const { page } = await browser.openPage();
    await page.goto(`/clara?code=${COMPANY_CODE}`);
    // The page's first view paints an empty field; the app fills it from the link once it takes over.
    await expect.poll(() => page.getByLabel('Código Personal de Entrevista').inputValue()).toBe(COMPANY_CODE);
    await page.getByRole('button', { name: 'EMPEZAR' }).waitFor();

    await page.getByLabel('Código Personal de Entrevista').fill('00000000-0000-4000-8000-00000000dead');
    await page.getByText('No encontramos una entrevista con este código.').waitFor();
    expect(await page.getByRole('button', { name: 'Introduce tu Código' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Entrevista de Práctica' }).isEnabled()).toBe(true);
  });
});

describe('voice input where the browser can neither recognise speech nor record', () => {
  it("says 'La API de Reconocimiento de Voz no es compatible con este navegador.'", async () => {
    const { page, errors } = await browser.openPage({ width: 375, height: 740 });
    // A browser without the Web Speech API and without MediaRecorder (where it has MediaRecorder, the
    // answer is recorded instead: recordedVoice.test.ts).
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).SpeechRecognition;
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
      delete (window as unknown as Record<string, unknown>).MediaRecorder;
    });
    await page.goto(`/clara?code=${COMPANY_CODE}`);
    await page.getByLabel(/He leído el aviso sobre mis datos/).check();
    await page.getByRole('button', { name: 'EMPEZAR' }).click();
    // The AI notice shows unless an earlier test of this file acknowledged it for this interview.
    const acknowledge = page.getByRole('button', { name: AI_NOTICE.acknowledge });
    await acknowledge.or(page.locator('#chat-input')).first().waitFor();
    if (await acknowledge.count()) await acknowledge.click();
    await page.locator('#chat-input').waitFor();
    await page.locator('#chat-input').fill('Hola');
    await page.getByRole('button', { name: /^Responder por voz/ }).click();
    await page.getByText('La API de Reconocimiento de Voz no es compatible con este navegador.').waitFor();
    // Typing still works: the text stays and can be sent.
    expect(await page.locator('#chat-input').inputValue()).toBe('Hola');
    expect(await page.getByRole('button', { name: 'Enviar', exact: true }).isEnabled()).toBe(true);
    expect(appErrors(errors)).toEqual([]);
  });
});

describe('/clara setup wizard', () => {
  it('starts a predefined interview: Comenzar Entrevista appears only after a selection', async () => {
    const { page, errors } = await browser.openPage({ width: 375, height: 740 });
    await page.goto('/clara');
    await page.getByRole('button', { name: 'Entrevista de Práctica' }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('heading', { name: 'Bienvenido a tu entrevista con Clara' }).waitFor();
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    expect(await wizard.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);
    await wizard.getByText('Entrevista predefinida').click();
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByText('Desarrollador Frontend').waitFor();
    expect(await wizard.getByRole('button', { name: 'Comenzar Entrevista' }).count()).toBe(0);
    await wizard.getByText('Desarrollador Frontend').click();
    await wizard.getByText(/React y TypeScript/).waitFor();
    await wizard.getByRole('button', { name: 'Comenzar Entrevista' }).click();

    // The new session: the share popup announces its code; the chat greets.
    const share = page.getByRole('dialog', { name: 'Tu entrevista está lista' });
    await share.waitFor();
    const code = await share.getByLabel('Código Personal de Entrevista').inputValue();
    expect(code).toHaveLength(36);
    expect(await page.evaluate(() => localStorage.getItem('clara.chatSessionId'))).toBe(code);
    await share.getByRole('button', { name: 'Comenzar' }).click();
    await acknowledgePracticeNotice(page);
    await page.locator('li[data-type="system"]').first().waitFor();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    // Nueva Entrevista: confirm, the stored id is cleared and the wizard opens again.
    await page.getByRole('button', { name: 'Nueva Entrevista' }).click();
    const confirm = page.getByRole('dialog', { name: 'Nueva Entrevista' });
    await confirm.getByText(/Se perderá el progreso/).waitFor();
    await confirm.getByRole('button', { name: 'Sí, comenzar de nuevo' }).click();
    await page.getByRole('heading', { name: 'Bienvenido a tu entrevista con Clara' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('clara.chatSessionId'))).toBeNull();

    expect(appErrors(errors)).toEqual([]);
  });

  it('starts a custom interview: Comenzar stays disabled until a focus is chosen', async () => {
    const { page, errors } = await browser.openPage();
    await page.goto('/clara');
    await page.getByRole('button', { name: 'Entrevista de Práctica' }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByText('Entrevista personalizada').click();
    await wizard.getByRole('button', { name: 'Siguiente' }).click();

    await wizard.getByRole('heading', { name: 'Descripción del puesto' }).waitFor();
    expect(await wizard.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);
    await wizard.getByLabel('Puesto *').fill('Analista de marketing digital');
    await wizard.getByLabel('Requisitos').fill('3 años de experiencia en campañas digitales');
    await wizard.getByLabel('Habilidades').fill('Google Analytics, SEO, redacción');
    await wizard.getByLabel('Responsabilidades').fill('Planificar y medir campañas');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();

    await wizard.getByRole('heading', { name: 'Tus características' }).waitFor();
    await wizard.getByLabel('Nombre *').fill('Luis');
    await wizard.getByLabel('Formación').fill('Licenciatura en Marketing');
    await wizard.getByLabel('Experiencia').fill('Dos años en una agencia');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();

    await wizard.getByRole('heading', { name: 'Enfoque de la entrevista' }).waitFor();
    const comenzar = wizard.getByRole('button', { name: 'Comenzar', exact: true });
    expect(await comenzar.isDisabled()).toBe(true);
    // Back keeps what was typed.
    await wizard.getByRole('button', { name: 'Atrás' }).click();
    expect(await wizard.getByLabel('Nombre *').inputValue()).toBe('Luis');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByText('Experiencia', { exact: true }).click();
    expect(await comenzar.isEnabled()).toBe(true);
    await comenzar.click();

    await page.getByRole('dialog', { name: 'Tu entrevista está lista' }).waitFor();
    await page.getByRole('button', { name: 'Comenzar', exact: true }).click();
    await acknowledgePracticeNotice(page);
    await page.locator('li[data-type="system"]').first().waitFor();
    expect(appErrors(errors)).toEqual([]);
  });
});
