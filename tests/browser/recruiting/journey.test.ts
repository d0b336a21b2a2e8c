import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../support/browser';
import { poll, seeCompanyName } from '../../support/recruitingBrowser';
import { readDoc, uniqueEmail } from '../../support/recruiting';

const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

const browser = useBrowser();

/** Accepts every alert and remembers its text. */
function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

describe('recruiter journey', () => {
  it('sign up → create vacancy → candidate applies (twice) → assign Clara → change status with a note', async () => {
    const recruiter = await browser.openPage();
    const { page } = recruiter;
    const dialogs = collectDialogs(page);
    const email = uniqueEmail();
    const companyName = `Viñedos del Valle ${email.slice(11, 15)}`;

    // Sign up with the company name.
    await page.goto('/signup');
    await expect(page.getByRole('link', { name: 'Already have an account? Login' }).getAttribute('href')).resolves.toBe(
      '/login',
    );
    await page.getByLabel('Nombre de la empresa').fill(companyName);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill('secreto-123');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL('**/dashboard');
    await seeCompanyName(page, companyName);
    await page.getByTestId('user-email').getByText(email).waitFor();
    await page.getByText('No hay vacantes ahora.').waitFor();

    // Create a vacancy from the menu.
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Crear nueva vacante' }).click();
    await page.waitForURL('**/create-vacancy');
    const company = page.getByLabel('Empresa');
    await poll(() => company.inputValue()).toBe(companyName);
    expect(await company.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Modalidad de trabajo').inputValue()).toBe('Onsite');
    expect(await page.getByLabel('Tipo de contrato').inputValue()).toBe('Full time');
    await page.getByLabel('Título del puesto').fill('Enóloga Senior');
    await page.getByLabel('Ciudad').fill('Mendoza, Argentina');
    await page
      .getByLabel('Descripción')
      .fill('Dirigir la elaboración de vinos de alta gama.\nRequisitos: 5 años de experiencia.');
    await page.getByRole('button', { name: 'Crear vacante' }).click();
    await page.waitForURL('**/dashboard');
    expect(dialogs).toContain('Vacancy created!');

    const row = page.locator('article.rc-vacancy', { hasText: 'Enóloga Senior' });
    await row.getByText('0 candidatos').waitFor();
    await row.getByRole('button', { name: /Enóloga Senior/ }).click();
    await row.getByText('No hay candidatos para esta vacante.').waitFor();
    const publicLink = (await row.locator('a.rc-public-link').getAttribute('href'))!;
    expect(publicLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/job\/[A-Za-z0-9]+$/);

    // A signed-out candidate applies through the public link.
    const candidate = await browser.openPage();
    const requested: string[] = [];
    candidate.page.on('request', (request) => requested.push(request.url()));
    const candidateEmail = uniqueEmail('postulante');
    await applyThroughPublicPage(candidate.page, publicLink, candidateEmail, companyName);
    await candidate.page.getByRole('button', { name: 'Salir' }).click();
    await candidate.page.waitForURL((url) => url.pathname === '/');
    expect(requested.filter((url) => /firebase-auth|identitytoolkit/.test(url))).toEqual([]);

    // Applying again with the same email ends at step 5.
    await candidate.page.goto(publicLink);
    await candidate.page.getByLabel('I have read the job description and meet the requirements').check();
    await candidate.page.getByRole('button', { name: 'Postularme' }).click();
    await candidate.page.getByLabel('Nombre completo').fill('Martina Gómez');
    await candidate.page.getByLabel('Correo electrónico').fill(candidateEmail.toUpperCase());
    await candidate.page.getByRole('button', { name: 'Siguiente' }).click();
    await candidate.page.getByText('You have already applied for this vacancy.').waitFor();
    await candidate.page.getByRole('button', { name: 'OK' }).click();
    await candidate.page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(candidate.errors).toEqual([]);
    await candidate.context.close();

    // Back on the dashboard: assign Clara.
    await page.reload();
    const reloadedRow = page.locator('article.rc-vacancy', { hasText: 'Enóloga Senior' });
    await reloadedRow.getByText('1 candidato', { exact: true }).waitFor();
    await reloadedRow.getByText('0 entrevistas').waitFor();
    await reloadedRow.getByRole('button', { name: /Enóloga Senior/ }).click();
    const candidateRow = reloadedRow.locator('li.rc-candidate', { hasText: 'Martina Gómez' });
    await poll(() => candidateRow.getByTestId('application-status').textContent()).toContain('Nueva');
    await candidateRow.getByText('No hay entrevistas para este candidato.').waitFor();

    await page.route('**/api/start-clara-interview', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await candidateRow.getByRole('button', { name: 'Entrevistar con Clara' }).click();
    const assigning = candidateRow.getByRole('button', { name: 'Asignando Entrevista...' });
    await assigning.waitFor();
    expect(await assigning.isDisabled()).toBe(true);

    const interviewLink = candidateRow.getByTestId('interview-link').getByRole('link');
    await interviewLink.waitFor();
    const href = (await interviewLink.getAttribute('href'))!;
    const code = new URL(href).searchParams.get('code')!;
    expect(new URL(href).pathname).toBe('/clara');
    expect(code).toHaveLength(36);
    await candidateRow.getByText(code, { exact: true }).waitFor();
    await poll(() => candidateRow.getByTestId('interview-link').textContent()).toMatch(
      new RegExp(`Creada: ${DATE_TIME.source}`),
    );
    await poll(() => candidateRow.getByTestId('application-status').textContent()).toContain('Entrevista');
    await reloadedRow.getByText('1 entrevista', { exact: true }).waitFor();

    const applicationId = (await candidateRow.getAttribute('data-application-id'))!;
    expect(await readDoc(`applications/${applicationId}`)).toMatchObject({
      status: 'Entrevista',
      interviewId: `company_interviews/${code}`,
    });
    expect(await readDoc(`company_interviews/${code}`)).toMatchObject({ status: 'Not Started', hasAnalysis: false });
    expect(await readDoc(`interview_private/${code}`)).toMatchObject({ applicationId });

    // Change the status with a note.
    await candidateRow.getByRole('button', { name: 'Cambiar estado' }).click();
    const modal = page.getByRole('dialog', { name: 'Cambiar estado' });
    const select = modal.getByLabel('Nuevo estado');
    expect(await select.inputValue()).toBe('Evaluar');
    expect(await select.locator('option').allTextContents()).toEqual([
      'Evaluar',
      'Reclutador',
      'Proceso',
      'Seleccionado',
      'Descartado',
    ]);
    await select.selectOption('Reclutador');
    await modal.getByLabel('Notas (opcional)').fill('Excelente comunicación; agendar llamada con RR. HH.');
    await modal.getByRole('button', { name: 'Guardar estado' }).click();
    await modal.waitFor({ state: 'detached' });

    const note = candidateRow.getByTestId('latest-note');
    await note.getByText('Excelente comunicación; agendar llamada con RR. HH.').waitFor();
    await poll(() => note.locator('.note-date').textContent()).toMatch(DATE_TIME);
    await poll(() => candidateRow.getByTestId('application-status').textContent()).toContain('Reclutador');
    const stored = await readDoc(`applications/${applicationId}`);
    expect(stored!.status).toBe('Reclutador');
    expect(stored!.statusHistory.at(-1)).toMatchObject({
      status: 'Reclutador',
      date: expect.any(Number),
      notes: 'Excelente comunicación; agendar llamada con RR. HH.',
    });

    // The analysis icon opens the analysis page of that interview.
    await note.getByRole('button', { name: 'Ver análisis de la entrevista' }).click();
    await page.waitForURL((url) => url.pathname === '/analysis' && url.searchParams.get('code') === code);

    expect(recruiter.errors).toEqual([]);
  }, 180_000);
});

async function applyThroughPublicPage(page: Page, link: string, email: string, companyName: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Enóloga Senior' }).waitFor();
  await page.getByText(companyName).waitFor();
  await page.getByText('Mendoza, Argentina').waitFor();
  await page.getByText('Tiempo completo').waitFor();
  await page.getByText('Presencial').waitFor();
  const apply = page.getByRole('button', { name: 'Postularme' });
  expect(await apply.isDisabled()).toBe(true);
  await page.getByLabel('I have read the job description and meet the requirements').check();
  await apply.click();

  // Step 1: Next needs name and email.
  const next = page.getByRole('button', { name: 'Siguiente' });
  expect(await next.isDisabled()).toBe(true);
  expect(await page.getByLabel('Código de país').getAttribute('placeholder')).toBe('+1');
  await page.getByLabel('Nombre completo').fill('Martina Gómez');
  expect(await next.isDisabled()).toBe(true);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Código de país').fill('+54');
  await page.getByLabel('Teléfono').fill('261 555 0101');
  await next.click();

  // Step 2: Next needs the CV.
  await page.getByText('Paso 2 de 4').waitFor();
  expect(await next.isDisabled()).toBe(true);
  await page.getByLabel(/Pega aquí tu currículum/).fill('Enóloga con 7 años en bodegas de Mendoza y Napa.');
  await next.click();

  // The optional practice report (issue 12): none attached, the confirmation says so.
  await page.getByText('Paso 3 de 4').waitFor();
  expect(await page.getByRole('radio', { name: 'No adjuntar ningún informe' }).isChecked()).toBe(true);
  await next.click();

  // Step 3: sending needs the privacy policy.
  await page.getByText('Paso 4 de 4').waitFor();
  const send = page.getByRole('button', { name: 'Enviar postulación' });
  expect(await send.isDisabled()).toBe(true);
  await page.getByLabel(/He leído el aviso sobre mis datos/).check();
  await send.click();
  await page.getByText('¡Postulación enviada!').waitFor();
}
