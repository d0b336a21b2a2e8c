/**
 * Issue 32 on the candidate list: a recruiter picks candidates on the page, moves them in one action and sees each
 * one's outcome, then exports only those picked; "all that match" acts on the search's matches, on nobody else.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { downloadedBytes, useBrowser } from '../../support/browser';
import { poll, signIn, waitShowing } from '../../support/recruitingBrowser';
import { applyTo, createRecruiter, createVacancyFor, readDoc, type Recruiter } from '../../support/recruiting';

const browser = useBrowser();

async function openList(page: Page, recruiter: Recruiter, title: string) {
  await signIn(page, recruiter);
  const row = page.locator('article.rc-vacancy', { hasText: title });
  await row.getByRole('button', { name: new RegExp(title) }).click();
  await waitShowing(page, row.locator('li.rc-candidate').first(), `la lista de candidatos de «${title}»`);
  return row;
}

describe('bulk actions on the candidate list', () => {
  it('moves the picked candidates with one note, shows each outcome, and exports only them', async () => {
    const recruiter = await createRecruiter('Lotes del Norte');
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Tornero' });
    const ids: Record<string, string> = {};
    for (const name of ['Ana Torres', 'Beto Lima', 'Carla Soto'])
      ids[name] = (await applyTo(vacancyId, { name })).applicationId;

    const { page, errors } = await browser.openPage({ width: 1280, height: 900 });
    const row = await openList(page, recruiter, 'Tornero');
    const bar = row.getByRole('group', { name: 'Acciones sobre varios candidatos' });
    await row.getByRole('checkbox', { name: 'Seleccionar a Ana Torres' }).check();
    await row.getByRole('checkbox', { name: 'Seleccionar a Carla Soto' }).check();
    await bar.getByText('2 candidatos seleccionados').waitFor();

    // Only those picked are in the file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bar.getByRole('button', { name: 'Exportar selección (CSV)' }).click(),
    ]);
    const csv = (await downloadedBytes(download)).toString('utf8');
    expect(csv).toContain('Ana Torres');
    expect(csv).toContain('Carla Soto');
    expect(csv).not.toContain('Beto Lima');

    await bar.getByRole('button', { name: 'Acción' }).click();
    const form = bar.getByRole('form', { name: 'Acciones sobre varios candidatos' });
    await form.getByLabel('Acción').selectOption('status');
    await form.getByLabel('Nuevo estado').selectOption('Evaluar');
    await form.getByLabel('Nota para todos (opcional)').fill('Buen perfil técnico.');
    await form.getByRole('button', { name: 'Aplicar a la selección' }).click();
    await form.getByText('2 hechos.').waitFor();
    await form.getByText('Ana Torres: Hecho').waitFor();
    await form.getByText('Carla Soto: Hecho').waitFor();

    for (const name of ['Ana Torres', 'Carla Soto'])
      await poll(async () => (await readDoc(`applications/${ids[name]}`))!.statusHistory.at(-1)).toMatchObject({
        status: 'Evaluar',
        notes: 'Buen perfil técnico.',
        by: { email: recruiter.email },
      });
    expect((await readDoc(`applications/${ids['Beto Lima']}`))!.status).toBe('Nueva');
    await poll(() =>
      row.locator('li.rc-candidate', { hasText: 'Ana Torres' }).getByTestId('application-status').textContent(),
    ).toContain('Evaluar');
    expect(errors).toEqual([]);
  });

  it('"all that match" acts on the search\'s matches only', async () => {
    const recruiter = await createRecruiter('Búsqueda S.L.');
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Fresador' });
    const ids: Record<string, string> = {};
    for (const name of ['Pedro Gil', 'Paula Gil', 'Rosa Mar'])
      ids[name] = (await applyTo(vacancyId, { name })).applicationId;

    const { page, errors } = await browser.openPage({ width: 1280, height: 900 });
    const row = await openList(page, recruiter, 'Fresador');
    await row.getByLabel('Buscar candidato').fill('gil');
    await poll(() => row.locator('li.rc-candidate').count()).toBe(2);
    const bar = row.getByRole('group', { name: 'Acciones sobre varios candidatos' });
    await bar.getByRole('button', { name: 'Seleccionar todos los que coinciden' }).click();
    await bar.getByText(/Todos los que coinciden/).waitFor();
    await bar.getByRole('button', { name: 'Acción' }).click();
    const form = bar.getByRole('form', { name: 'Acciones sobre varios candidatos' });
    await form.getByLabel('Acción').selectOption('status');
    await form.getByLabel('Nuevo estado').selectOption('Proceso');
    await form.getByRole('button', { name: 'Aplicar a la selección' }).click();
    await form.getByText('2 hechos.').waitFor();
    expect((await readDoc(`applications/${ids['Pedro Gil']}`))!.status).toBe('Proceso');
    expect((await readDoc(`applications/${ids['Paula Gil']}`))!.status).toBe('Proceso');
    expect((await readDoc(`applications/${ids['Rosa Mar']}`))!.status).toBe('Nueva');
    expect(errors).toEqual([]);
  });
});
