import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../support/browser';
import { adminDb } from '../../support/stack';

const browser = useBrowser();

const ANSWERS = [
  'Diseñador UX',
  'Investigar usuarios, diseñar prototipos en Figma, validar con pruebas de usabilidad',
  'Portafolio de proyectos; 2 años de experiencia',
  'Empatía, comunicación, diseño de interacción',
  'Remoto',
  'Medio tiempo, pago en dólares, horario flexible',
];

/** The browser logs a refused request (4xx) as a console error; those are expected here. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of 40[03]/.test(e));

async function answerAll(page: Page) {
  const input = page.getByLabel('Tu respuesta');
  for (const [i, answer] of ANSWERS.entries()) {
    await input.fill(answer);
    await input.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="message-system"]').length >= n, i + 2);
  }
}

describe('/jobdesc', () => {
  it('asks for the access code and refuses a wrong one', async () => {
    const { page, errors } = await browser.openPage();
    await page.goto('/jobdesc');
    await page.getByRole('link', { name: 'Volver al panel' }).waitFor();
    expect(await page.getByRole('link', { name: 'Volver al panel' }).getAttribute('href')).toBe('/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Código de acceso' });
    await expect(dialog.getByRole('button', { name: 'Cerrar' }).count()).resolves.toBe(0);
    const input = dialog.getByLabel('Código de acceso');
    await expect(input.getAttribute('required')).resolves.not.toBeNull();
    await expect(dialog.getByRole('button', { name: 'Verificar' }).isDisabled()).resolves.toBe(true);

    await input.fill('CODIGO-FALSO');
    await input.press('Enter');
    await dialog.getByText('Código inválido, por favor verifica').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('clara.jobdescAccessCode'))).resolves.toBeNull();
    expect(unexpected(errors)).toEqual([]);
  });

  it('says the check failed when the server cannot answer', async () => {
    const { page } = await browser.openPage();
    await page.route('**/api/verify-job-code', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await page.goto('/jobdesc');
    const dialog = page.getByRole('dialog', { name: 'Código de acceso' });
    await dialog.getByLabel('Código de acceso').fill('CLARA-DEMO');
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await dialog.getByText('Ocurrió un error al verificar el código, por favor intenta de nuevo').waitFor();
    await page.unroute('**/api/verify-job-code');
    await page.route('**/api/verify-job-code', (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await dialog.getByText('Ocurrió un error al verificar el código, por favor intenta de nuevo').waitFor();
  });

  it('completes a description with the seeded code, sending it in the access-code header', async () => {
    const { page, errors } = await browser.openPage({ width: 1280, height: 900 });
    const headers: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/create-job-description')) headers.push(request.headers()['access-code'] ?? '');
    });
    await page.goto('/jobdesc');
    const dialog = page.getByRole('dialog', { name: 'Código de acceso' });
    await dialog.getByLabel('Código de acceso').fill('CLARA-DEMO');
    await dialog.getByLabel('Código de acceso').press('Enter');
    await expect(dialog.waitFor({ state: 'detached' })).resolves.toBeUndefined();
    await expect(page.evaluate(() => localStorage.getItem('clara.jobdescAccessCode'))).resolves.toBe('CLARA-DEMO');
    await page.getByText(/¿Cuál es el título del puesto/).waitFor();

    // SPEC §9: chat area offset 180 px, textarea at most 150 px tall.
    const chatHeight = await page.evaluate(
      () => document.querySelector('[data-testid="jobdesc-chat"]')!.getBoundingClientRect().height,
    );
    expect(chatHeight).toBe(900 - 180);
    const send = page.getByRole('button', { name: 'Enviar' });
    await expect(send.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Tu respuesta').fill('línea\n'.repeat(30));
    const areaHeight = await page.getByLabel('Tu respuesta').evaluate((el) => el.getBoundingClientRect().height);
    expect(areaHeight).toBeLessThanOrEqual(150);
    await page.getByLabel('Tu respuesta').fill('');

    await answerAll(page);
    await page.getByText('Descripción de puesto concluida.').waitFor();
    await page.getByText(/Modalidad: Remoto · Ubicación: Remoto · Jornada: Medio tiempo/).waitFor();
    await expect(page.getByLabel('Tu respuesta').count()).resolves.toBe(0);
    expect(headers).toEqual(Array(ANSWERS.length).fill('CLARA-DEMO'));

    const openChatId = (await adminDb().collection('job_access_codes').doc('CLARA-DEMO').get()).get('openChatId');
    const stored = await adminDb().collection('job_description_chats').doc(String(openChatId)).get();
    expect(stored.data()).toMatchObject({ companyId: 'demo-company', isChatActive: false });
    expect(stored.get('vacancyDraft')).toMatchObject({
      jobTitle: 'Diseñador UX',
      workplaceType: 'Remote',
      jobType: 'Part time',
    });

    // The closed chat stays closed after a reload; the code is remembered.
    await page.reload();
    await page.getByText('Descripción de puesto concluida.').waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Crear vacante con esta descripción' }).waitFor();
    expect(unexpected(errors)).toEqual([]);
  });

  it("turns the description into a vacancy, and 'Cambiar Código' switches company chat", async () => {
    const company = 'coaches-browser-test-company';
    await adminDb()
      .collection('companies')
      .doc(company)
      .set({ name: 'Empresa de Prueba', ownerUid: 'nobody', createdAt: 0 });
    const code = `TEST-UI-${Date.now().toString(36).toUpperCase()}`;
    await adminDb().collection('job_access_codes').doc(code).set({ companyId: company, active: true });

    const { page } = await browser.openPage();
    await page.addInitScript(() => localStorage.setItem('clara.jobdescAccessCode', 'CLARA-DEMO'));
    await page.goto('/jobdesc');
    await page.getByRole('button', { name: 'Cambiar Código' }).click();
    const dialog = page.getByRole('dialog', { name: 'Código de acceso' });
    await dialog.getByLabel('Código de acceso').fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/¿Cuál es el título del puesto/).waitFor();
    await answerAll(page);
    await page.getByText('Descripción de puesto concluida.').waitFor();

    await page.getByRole('button', { name: 'Crear vacante con esta descripción' }).click();
    await page.getByText(/Vacante creada como borrador \(No Activa\)/).waitFor();
    const vacancies = await adminDb().collection('vacancies').where('companyId', '==', company).get();
    expect(vacancies.docs).toHaveLength(1);
    expect(vacancies.docs[0]?.data()).toMatchObject({
      title: 'Diseñador UX',
      status: 'No Activa',
      workplaceType: 'Remote',
      jobType: 'Part time',
    });
    await expect(page.getByRole('button', { name: 'Crear vacante con esta descripción' }).count()).resolves.toBe(0);
  });
});
