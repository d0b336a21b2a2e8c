import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../support/browser';
import { createRecruiter, createVacancyFor, setVacancyStatus, uniqueEmail } from '../../support/recruiting';
import { poll, signIn } from '../../support/recruitingBrowser';

const browser = useBrowser();

const failWith = (status: number, error: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error }),
});

async function openApplication(page: Page, vacancyId: string) {
  await page.goto(`/job/${vacancyId}`);
  await page.getByLabel('I have read the job description and meet the requirements').check();
  await page.getByRole('button', { name: 'Postularme' }).click();
}

describe('failure texts', () => {
  it('create vacancy: company name error and creation error', async () => {
    const recruiter = await createRecruiter('Hostal Los Andes');
    const { page } = await browser.openPage();
    await signIn(page, recruiter);

    await page.route('**/api/company-names', (route) => route.fulfill(failWith(500, 'Fallo')));
    await page.route('**/api/create-vacancy', (route) =>
      route.fulfill(failWith(400, 'El campo «ciudad» es obligatorio.')),
    );
    // The dashboard fetched the company names: opened from its menu, the page reuses them (no second request).
    let namesRequests = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/company-names') && (namesRequests += 1)));
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Crear nueva vacante' }).click();
    await poll(() => page.getByLabel('Empresa').inputValue()).toBe('Hostal Los Andes');
    expect(namesRequests).toBe(0);
    // Loaded afresh without them in the sign-in's exchange (as when the server could not read them there), the page
    // asks for them, and shows SPEC §8's text when that fails.
    await page.route('**/api/get-custom-token', async (route) => {
      const response = await route.fetch();
      const { customToken } = (await response.json()) as { customToken: string };
      await route.fulfill({ response, json: { customToken } });
    });
    await page.goto('/create-vacancy');
    await poll(() => page.getByLabel('Empresa').inputValue()).toBe('Error obtaining company name');
    expect(namesRequests).toBe(1);
    await page.getByLabel('Título del puesto').fill('Recepcionista');
    await page.getByLabel('Ciudad').fill('Cusco');
    await page.getByLabel('Descripción').fill('Atención a huéspedes.');
    await page.getByRole('button', { name: 'Crear vacante' }).click();
    await page.getByRole('alert').getByText('Error creating vacancy El campo «ciudad» es obligatorio.').waitFor();
    expect(page.url()).toContain('/create-vacancy');
  });

  it('public page: duplicate-check and submit failures; closing resets the modal', async () => {
    const recruiter = await createRecruiter('Librería Pizarro');
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Librero' });
    const { page } = await browser.openPage();

    await openApplication(page, vacancyId);
    await page.getByLabel('Nombre completo').fill('Tomás Pizarro');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('tomas'));
    // Closing resets the steps and the data.
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('button', { name: 'Postularme' }).click();
    await page.getByText('Paso 1 de 4').waitFor();
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe('');

    await page.route('**/api/check-duplicate-app', (route) => route.fulfill(failWith(500, 'Servidor ocupado')));
    await page.getByLabel('Nombre completo').fill('Tomás Pizarro');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('tomas'));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('alert').getByText('Failed to check duplicate application: Servidor ocupado').waitFor();
    await page.unroute('**/api/check-duplicate-app');

    await page.route('**/api/submit-application', (route) =>
      route.fulfill(failWith(500, 'Sin conexión a la base de datos')),
    );
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel(/Pega aquí tu currículum/).fill('Diez años en librerías de Lima.');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    // The optional practice report: none.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel(/He leído el aviso sobre mis datos/).check();
    await page.getByRole('button', { name: 'Enviar postulación' }).click();
    await page.getByRole('alert').getByText('Failed to submit application: Sin conexión a la base de datos').waitFor();
  });

  it('public page: a vacancy that no longer takes applications', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Guía de Turismo' });
    await setVacancyStatus(recruiter, vacancyId, 'Cerrada');
    const { page } = await browser.openPage();
    await page.goto(`/job/${vacancyId}`);
    await page.getByRole('heading', { name: 'Guía de Turismo' }).waitFor();
    await page.getByText('Esta vacante ya no recibe postulaciones.').waitFor();
    expect(await page.getByRole('button', { name: 'Postularme' }).count()).toBe(0);
  });
});
