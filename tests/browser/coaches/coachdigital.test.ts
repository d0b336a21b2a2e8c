import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../support/browser';
import { adminDb, callApi } from '../../support/stack';

const browser = useBrowser();

const cards = (page: Page) => page.getByTestId('coach-card');
const cardNames = (page: Page) => page.locator('[data-testid="coach-card"] h2').allTextContents();
const storedSessionId = (page: Page) => page.evaluate(() => localStorage.getItem('clara.coachSession.Bolivar'));
const systemMessages = (page: Page) => page.getByTestId('message-system');
const userMessages = (page: Page) => page.getByTestId('message-user');

/** Waits until the last coach reply has been typed out completely. */
async function waitForReplies(page: Page, count: number) {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="message-system"]').length >= n, count);
  await page.waitForFunction(() => !document.querySelector('.cx-typing'));
}

describe('/coachdigital', () => {
  it('lists the twins and the search narrows the cards by name, title, bio or label', async () => {
    const { page, errors } = await browser.openPage();
    await page.goto('/coachdigital');
    await cards(page).first().waitFor();
    await expect(cardNames(page)).resolves.toEqual(['Simón Bolívar', 'Sor Juana Inés de la Cruz']);

    const search = page.getByRole('searchbox', { name: 'Buscar coaches' });
    await search.fill('BOLIVAR');
    await expect(cardNames(page)).resolves.toEqual(['Simón Bolívar']);
    await search.fill('décima musa'); // bio
    await expect(cardNames(page)).resolves.toEqual(['Sor Juana Inés de la Cruz']);
    await search.fill('liderazgo'); // title and label
    await expect(cardNames(page)).resolves.toEqual(['Simón Bolívar']);
    await search.fill('perseverancia'); // third label, hidden while collapsed
    await expect(cardNames(page)).resolves.toEqual(['Simón Bolívar']);
    await search.fill('astronauta');
    await expect(cards(page).count()).resolves.toBe(0);
    await page.getByText('No encontramos coaches que coincidan con tu búsqueda.').waitFor();
    await search.fill('');
    await expect(cards(page).count()).resolves.toBe(2);
    expect(errors).toEqual([]);
  });

  it('shows two labels collapsed, a toggle for all, expandable cards and the premium twin in training', async () => {
    const { page } = await browser.openPage();
    await page.goto('/coachdigital');
    const bolivar = page.getByRole('article', { name: 'Simón Bolívar' });
    await bolivar.waitFor();
    await expect(bolivar.locator('.cx-label').allTextContents()).resolves.toEqual(['Carrera', 'Liderazgo']);
    await bolivar.getByRole('button', { name: 'Ver todas (+3)' }).click();
    await expect(bolivar.locator('.cx-label').allTextContents()).resolves.toEqual([
      'Carrera',
      'Liderazgo',
      'Entrevistas',
      'Perseverancia',
      'Historia',
    ]);
    await bolivar.getByRole('button', { name: 'Ver menos', exact: true }).first().click();
    await expect(bolivar.locator('.cx-label').count()).resolves.toBe(2);

    await expect(bolivar.getByText('Carta de Jamaica').count()).resolves.toBe(0);
    await bolivar.getByRole('button', { name: 'Ver más' }).click();
    await bolivar.getByText(/Carta de Jamaica/).waitFor();
    await bolivar.getByText(/No representa sus opiniones reales/).waitFor();

    const premium = page.getByRole('article', { name: 'Sor Juana Inés de la Cruz' });
    await premium.getByText('En Entrenamiento', { exact: true }).waitFor();
    await expect(premium.getByRole('button', { name: 'Conversar' }).isDisabled()).resolves.toBe(true);
    await expect(bolivar.getByText('Gratis').isVisible()).resolves.toBe(true);
  });

  it('Conversar opens the session-code modal, which refuses a malformed code', async () => {
    const { page } = await browser.openPage();
    await page.goto('/coachdigital');
    await page.getByRole('article', { name: 'Simón Bolívar' }).getByRole('button', { name: 'Conversar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conversar con Simón Bolívar' });
    await dialog.getByLabel('Código de sesión (opcional)').fill('esto no es un código');
    await dialog.getByRole('button', { name: 'Ir a la Sesión' }).click();
    await dialog.getByText('El código de sesión no es válido.').waitFor();
    expect(page.url()).toMatch(/\/coachdigital$/);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog.count()).resolves.toBe(0);
  });
});

describe('coach chat /coachbolivar', () => {
  it('starts a conversation from the catalogue, and it survives a reload', async () => {
    const { page, errors } = await browser.openPage();
    await page.goto('/coachdigital');
    await page.getByRole('article', { name: 'Simón Bolívar' }).getByRole('button', { name: 'Conversar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ir a la Sesión' }).click();
    await page.waitForURL(/\/coachbolivar$/);
    await page.getByRole('heading', { name: 'Simón Bolívar', level: 1 }).waitFor();
    await waitForReplies(page, 1);
    await expect(systemMessages(page).first().textContent()).resolves.toContain('Soy Simón Bolívar');
    const sessionId = await storedSessionId(page);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

    const input = page.getByLabel('Mensaje para Simón Bolívar');
    const send = page.getByRole('button', { name: 'Enviar' });
    await expect(send.isDisabled()).resolves.toBe(true);
    await input.fill('   ');
    await expect(send.isDisabled()).resolves.toBe(true);
    await input.fill('Tengo una entrevista de trabajo el lunes y quiero prepararme');
    await input.press('Enter');
    await waitForReplies(page, 2);
    await expect(userMessages(page).allTextContents()).resolves.toEqual([
      'Tú: Tengo una entrevista de trabajo el lunes y quiero prepararme',
    ]);
    // The typewriter finishes with the whole reply.
    const stored = await adminDb().collection('coach_sessions').doc(sessionId!).get();
    const reply = stored.get('chatHistory')[2].text as string;
    await page.waitForFunction(
      (text) => document.querySelectorAll('[data-testid="message-system"]')[1]?.textContent?.endsWith(text),
      reply,
    );
    expect(stored.get('chatHistory')[1]).toMatchObject({
      type: 'user',
      text: 'Tengo una entrevista de trabajo el lunes y quiero prepararme',
    });

    await page.reload();
    await waitForReplies(page, 2);
    await expect(userMessages(page).allTextContents()).resolves.toEqual([
      'Tú: Tengo una entrevista de trabajo el lunes y quiero prepararme',
    ]);
    await expect(systemMessages(page).nth(1).textContent()).resolves.toContain(reply);
    await expect(storedSessionId(page)).resolves.toBe(sessionId);
    expect(errors).toEqual([]);
  });

  it('sizes the chat as window height − 200 − input area, and offers info, share and a new conversation', async () => {
    const { page } = await browser.openPage({ width: 1280, height: 900 });
    await page.goto('/coachbolivar');
    await waitForReplies(page, 1);
    const sizes = await page.evaluate(() => ({
      chat: document.querySelector('[data-testid="coach-chat"]')!.getBoundingClientRect().height,
      input: document.querySelector('.cx-composer')!.getBoundingClientRect().height,
      window: window.innerHeight,
    }));
    expect(Math.abs(sizes.chat - (sizes.window - 200 - sizes.input))).toBeLessThanOrEqual(1);

    await page.getByRole('button', { name: 'Información del coach' }).click();
    const info = page.getByRole('dialog', { name: 'Simón Bolívar' });
    await info.getByText(/Simulación creada con inteligencia artificial/).waitFor();
    await info.getByRole('button', { name: 'Cerrar' }).click();

    const sessionId = await storedSessionId(page);
    await page.getByRole('button', { name: 'Compartir sesión' }).click();
    const share = page.getByRole('dialog', { name: 'Compartir Sesión' });
    await expect(share.getByLabel('Código de sesión').inputValue()).resolves.toBe(sessionId);
    const link = await share.getByLabel('Enlace a la sesión').inputValue();
    expect(link).toMatch(new RegExp(`/coachbolivar\\?code=${sessionId}$`));
    await share.getByRole('button', { name: 'Copiar' }).first().click();
    await share.getByRole('button', { name: '¡Copiado!' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Nueva Conversación' }).click();
    const confirm = page.getByRole('dialog', { name: 'Nueva Conversación' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(storedSessionId(page)).resolves.toBe(sessionId);
    await page.getByRole('button', { name: 'Nueva Conversación' }).click();
    await confirm.getByRole('button', { name: 'Sí, empezar de nuevo' }).click();
    await page.waitForFunction((old) => {
      const current = localStorage.getItem('clara.coachSession.Bolivar');
      return current && current !== old;
    }, sessionId);
    await waitForReplies(page, 1);
  });

  it('a shared link or a code typed in the modal opens that conversation', async () => {
    const created = await callApi('/generate-code-coach', { body: { coach: 'simon-bolivar' } });
    const code = created.body.chatSessionId as string;
    await callApi('/chatBolivar', {
      body: { message: 'Quiero cambiar de carrera', chatSessionId: code, coach: 'simon-bolivar' },
    });

    const { page } = await browser.openPage();
    await page.goto('/coachdigital');
    await page.getByRole('article', { name: 'Simón Bolívar' }).getByRole('button', { name: 'Conversar' }).click();
    await page.getByRole('dialog').getByLabel('Código de sesión (opcional)').fill(code);
    await page.getByRole('dialog').getByRole('button', { name: 'Ir a la Sesión' }).click();
    await page.waitForURL(/\/coachbolivar$/);
    await waitForReplies(page, 2);
    await expect(userMessages(page).allTextContents()).resolves.toEqual(['Tú: Quiero cambiar de carrera']);
    await expect(storedSessionId(page)).resolves.toBe(code);

    // An unknown code starts a new conversation and says so.
    await page.goto('/coachbolivar?code=00000000-0000-0000-0000-000000000000');
    await page.getByText('No encontramos esa sesión. Iniciamos una conversación nueva.').waitFor();
    await waitForReplies(page, 1);
    await expect(userMessages(page).count()).resolves.toBe(0);
  });
});

describe('coach chat /coachmarket', () => {
  it('talks with the marketer coach', async () => {
    const { page, errors } = await browser.openPage();
    await page.goto('/coachmarket');
    await page.getByRole('heading', { name: 'Claude C. Hopkins', level: 1 }).waitFor();
    await waitForReplies(page, 1);
    await page.getByLabel('Mensaje para Claude C. Hopkins').fill('¿Cómo escribo un buen titular?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await waitForReplies(page, 2);
    await page.waitForFunction(() =>
      /titular|lector/i.test(document.querySelectorAll('[data-testid="message-system"]')[1]?.textContent ?? ''),
    );
    expect(await page.evaluate(() => localStorage.getItem('clara.coachSession.Marketer'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(errors).toEqual([]);
  });
});

describe('phone width', () => {
  it.each(['/coachdigital', '/coachbolivar', '/mentor', '/voz', '/jobdesc'])(
    '%s does not overflow at 375 px',
    async (path) => {
      const { page } = await browser.openPage({ width: 375, height: 740 });
      await page.goto(path);
      await page.locator('main').waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
});
