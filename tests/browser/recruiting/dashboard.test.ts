import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../support/browser';
import { poll, signIn } from '../../support/recruitingBrowser';
import { callApi } from '../../support/stack';
import { applyTo, createRecruiter, createVacancyFor, readDoc, setVacancyStatus } from '../../support/recruiting';

const browser = useBrowser();

/** A company with vacancies in every group and candidates in several statuses, made through the API. */
async function seedCompany() {
  const recruiter = await createRecruiter('Cooperativa Altiplano');
  await createVacancyFor(recruiter, { jobTitle: 'Tesorera' });
  await new Promise((r) => setTimeout(r, 1100));
  const newer = await createVacancyFor(recruiter, { jobTitle: 'Analista de Créditos' });
  const paused = await createVacancyFor(recruiter, { jobTitle: 'Auditor Interno' });
  const closed = await createVacancyFor(recruiter, { jobTitle: 'Cajero' });
  await setVacancyStatus(recruiter, paused, 'No Activa');
  await setVacancyStatus(recruiter, closed, 'Cerrada');

  const apply = (name: string) => applyTo(newer, { name }).then((r) => r.applicationId);
  const [nueva, entrevista, evaluar, seleccionado, descartado] = await Promise.all([
    apply('Nora Nueva'),
    apply('Elsa Entrevista'),
    apply('Eva Evaluar'),
    apply('Sara Seleccionada'),
    apply('Diana Descartada'),
  ]);
  const move = (applicationId: string, newStatus: string, notes = '') =>
    callApi('/update-application-status', { body: { applicationId, newStatus, notes }, token: recruiter.token });
  await move(evaluar, 'Evaluar', 'Revisar referencias laborales.');
  await move(seleccionado, 'Seleccionado');
  await move(descartado, 'Descartado', 'Sin experiencia en créditos.');
  const candidateId = (await readDoc(`applications/${entrevista}`))!.candidateId;
  const started = await callApi('/start-clara-interview', {
    body: { applicationId: entrevista, candidateId, vacancyId: newer },
    token: recruiter.token,
  });
  return { recruiter, newer, nueva, evaluar, code: started.body.code as string };
}

const groupCount = (page: Page, title: string) =>
  page.getByRole('region', { name: title }).locator('.rc-count').first().textContent();

describe('dashboard', () => {
  it('shows groups, order, per-status actions and the modals; edits a vacancy', async () => {
    const { recruiter, code } = await seedCompany();
    const { page, errors } = await browser.openPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await signIn(page, recruiter);

    // Groups with counts; Activas open, the others collapsed until clicked; newest first.
    expect(await groupCount(page, 'Vacantes Activas')).toBe('2');
    expect(await groupCount(page, 'Vacantes Inactivas')).toBe('1');
    expect(await groupCount(page, 'Vacantes Cerradas')).toBe('1');
    expect(await page.locator('.rc-vacancy-title').allTextContents()).toEqual(['Analista de Créditos', 'Tesorera']);
    await page.getByRole('button', { name: /Vacantes Inactivas/ }).click();
    await page.getByText('Auditor Interno').waitFor();

    // Candidates in SPEC order with their actions.
    const row = page.locator('article.rc-vacancy', { hasText: 'Analista de Créditos' });
    await row.getByText('5 candidatos').waitFor();
    await row.getByText('1 entrevista', { exact: true }).waitFor();
    await row.getByRole('button', { name: /Analista de Créditos/ }).click();
    // The candidates load when the vacancy is opened (issue 11): wait for them.
    await poll(() => row.locator('.rc-candidate-name').allTextContents()).toEqual([
      'Sara Seleccionada',
      'Eva Evaluar',
      'Elsa Entrevista',
      'Nora Nueva',
      'Diana Descartada',
    ]);
    const candidate = (name: string) => row.locator('li.rc-candidate', { hasText: name });
    await candidate('Nora Nueva').getByRole('button', { name: 'Entrevistar con Clara' }).waitFor();
    await candidate('Elsa Entrevista').getByText(code, { exact: true }).waitFor();
    await candidate('Eva Evaluar').getByText('Revisar referencias laborales.').waitFor();
    await candidate('Diana Descartada').getByText('Sin experiencia en créditos.').waitFor();
    expect(await row.getByRole('button', { name: 'Ver análisis de la entrevista' }).count()).toBe(2);
    expect(
      await candidate('Sara Seleccionada').getByRole('button', { name: 'Ver análisis de la entrevista' }).count(),
    ).toBe(0);

    // Analysis icon without an interview alerts.
    await candidate('Eva Evaluar').getByRole('button', { name: 'Ver análisis de la entrevista' }).click();
    await poll(() => dialogs.at(-1)).toBe('No se encontró el ID de la entrevista digital');

    // Contact, candidate and interview modals.
    await candidate('Sara Seleccionada').getByRole('button', { name: 'Contactar Candidato' }).click();
    let dialog = page.getByRole('dialog', { name: 'Contactar Candidato' });
    await dialog.getByText('+593 99 123 4567').waitFor();
    await dialog.getByRole('button', { name: 'Listo' }).click();

    await candidate('Nora Nueva').getByRole('button', { name: 'Nora Nueva' }).click();
    dialog = page.getByRole('dialog', { name: 'Datos del candidato' });
    await dialog.getByText('+593 99 123 4567').waitFor();
    expect(await dialog.getByRole('link', { name: /linkedin\.com/ }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/gabriela-ortiz',
    );
    expect(await dialog.getByLabel('Currículum').inputValue()).toContain('Node.js');
    expect(await dialog.getByLabel('Currículum').getAttribute('readonly')).not.toBeNull();
    await page.keyboard.press('Escape');

    await candidate('Elsa Entrevista')
      .getByRole('button', { name: /Entrevista Sin iniciar/ })
      .click();
    dialog = page.getByRole('dialog', { name: 'Detalles de la entrevista' });
    await dialog.getByText(code).waitFor();
    await dialog.getByRole('heading', { name: 'Transcripción' }).waitFor();
    await page.keyboard.press('Escape');

    // Failures of the actions alert with SPEC's texts.
    await page.route('**/api/start-clara-interview', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await candidate('Nora Nueva').getByRole('button', { name: 'Entrevistar con Clara' }).click();
    await poll(() => dialogs.at(-1)).toBe('Failed to create Clara interview: 500 {"error":"x"}');
    await page.route('**/api/update-application-status', (route) => route.fulfill({ status: 500, body: '{}' }));
    await candidate('Nora Nueva').getByRole('button', { name: 'Cambiar estado' }).click();
    await page.getByRole('dialog', { name: 'Cambiar estado' }).getByRole('button', { name: 'Guardar estado' }).click();
    await poll(() => dialogs.at(-1)).toBe('Error updating application status');
    await page.keyboard.press('Escape');
    await page.unrouteAll();

    // Edit the vacancy: company read-only, close it, and it moves to Vacantes Cerradas.
    await row.getByRole('button', { name: 'Editar vacante' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar vacante' });
    expect(await dialog.getByLabel('Empresa').inputValue()).toBe('Cooperativa Altiplano');
    expect(await dialog.getByLabel('Título del puesto').inputValue()).toBe('Analista de Créditos');
    await dialog.getByLabel('Estado').selectOption('Cerrada');
    await dialog.getByLabel('Comentarios (opcional)').fill('Proceso pausado por presupuesto.');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(dialogs).toContain('Vacancy Updated!');
    await poll(() => groupCount(page, 'Vacantes Cerradas')).toBe('2');
    expect(await groupCount(page, 'Vacantes Activas')).toBe('1');

    expect(errors.filter((e) => !/500 \(Internal Server Error\)/.test(e))).toEqual([]);
  }, 120_000);

  it('shows the load failure and clears vacancies and company name (SPEC §8)', async () => {
    const recruiter = await createRecruiter('Ferretería Central');
    await createVacancyFor(recruiter, { jobTitle: 'Vendedor de Mostrador' });
    const { page } = await browser.openPage();
    await signIn(page, recruiter);
    await page.getByText('Vendedor de Mostrador').waitFor();

    // The dashboard's list comes from the vacancy summaries (issue 11), no longer GET /api/vacancies.
    await page.route('**/api/vacancy-summaries', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Servicio no disponible"}' }),
    );
    await page.reload();
    await page.getByRole('alert').getByText('HTTP 503: Servicio no disponible').waitFor();
    expect(await page.getByTestId('company-name').textContent()).toBe('');
    expect(await page.getByText('Vendedor de Mostrador').count()).toBe(0);

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('Vendedor de Mostrador').waitFor();
  });

  it('shows the create-vacancy validation and the public page’s not-found text', async () => {
    const recruiter = await createRecruiter('Clínica Santa Rosa');
    const { page } = await browser.openPage();
    await signIn(page, recruiter);
    await page.goto('/create-vacancy');
    await poll(() => page.getByLabel('Empresa').inputValue()).toBe('Clínica Santa Rosa');
    expect(
      await page
        .getByLabel('Tipo de contrato')
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['Full time', 'Part time', 'Volunteer', 'Internship', 'Temporary', 'Other']);
    await page.getByRole('button', { name: 'Crear vacante' }).click();
    // Required fields stop the form in the browser: still on the page, nothing stored.
    expect(
      await page.getByLabel('Título del puesto').evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    expect(page.url()).toContain('/create-vacancy');

    await page.goto('/job/no-existe-esta-vacante');
    await page.getByText('Vacancy not found.').waitFor();
  });
});
