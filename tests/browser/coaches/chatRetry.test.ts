import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../support/browser';
import { adminDb } from '../../support/stack';

const browser = useBrowser();

/** The next call to `path` fails with a 500; later ones reach the server. */
async function failOnce(page: Page, path: string) {
  let failed = false;
  await page.route(`**${path}`, async (route) => {
    if (failed || route.request().method() !== 'POST') return route.continue();
    failed = true;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Error interno"}' });
  });
}

/** The browser logs the refused request as a console error; that one is expected here. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 500|No se pudo enviar el mensaje/.test(e));

describe('a message that could not be sent stays, with a retry (the shared chat-session hook)', () => {
  it('in a coach chat', async () => {
    const { page, errors } = await browser.openPage();
    await page.goto('/coachbolivar');
    await page.getByTestId('message-system').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('.cx-typing'));
    await failOnce(page, '/api/chatBolivar');

    await page.getByLabel('Mensaje para Simón Bolívar').fill('¿Cómo me preparo para una entrevista?');
    await page.getByLabel('Mensaje para Simón Bolívar').press('Enter');
    await page.getByText('Problema de conexión').waitFor();
    await expect(page.getByTestId('message-user').allTextContents()).resolves.toEqual([
      'Tú: ¿Cómo me preparo para una entrevista?',
    ]);

    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="message-system"]').length >= 2);
    await page.getByText('Problema de conexión').waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: 'Reintentar' }).count()).resolves.toBe(0);
    const sessionId = await page.evaluate(() => localStorage.getItem('clara.coachSession.Bolivar'));
    const stored = await adminDb().collection('coach_sessions').doc(sessionId!).get();
    expect(stored.get('chatHistory').filter((m: { type: string }) => m.type === 'user')).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
  });

  it('in the job-description assistant', async () => {
    const company = 'chat-retry-test-company';
    await adminDb()
      .collection('companies')
      .doc(company)
      .set({ name: 'Reintentos S.A.', ownerUid: 'nobody', createdAt: 0 });
    const code = `TEST-RETRY-${Date.now().toString(36).toUpperCase()}`;
    await adminDb().collection('job_access_codes').doc(code).set({ companyId: company, active: true });
    const { page, errors } = await browser.openPage();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript((value) => localStorage.setItem('clara.jobdescAccessCode', value), code);
    await page.goto('/jobdesc');
    await page.getByText(/¿Cuál es el título del puesto/).waitFor();
    await failOnce(page, '/api/create-job-description');

    await page.getByLabel('Tu respuesta').fill('Recepcionista');
    await page.getByLabel('Tu respuesta').press('Enter');
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    expect(alerts).toEqual(['No se pudo enviar tu mensaje. Por favor intenta de nuevo.']);
    await expect(page.getByTestId('message-user').count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="message-system"]').length >= 2);
    await expect(page.getByRole('button', { name: 'Reintentar' }).count()).resolves.toBe(0);
    await expect(page.getByTestId('message-user').count()).resolves.toBe(1);
    const openChatId = (await adminDb().collection('job_access_codes').doc(code).get()).get('openChatId');
    const chat = await adminDb().collection('job_description_chats').doc(String(openChatId)).get();
    expect(chat.get('chatHistory').map((m: { type: string }) => m.type)).toEqual(['system', 'user', 'system']);
    expect(unexpected(errors)).toEqual([]);
  });
});
