import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createRecruiter } from '../../support/recruiting';
import { poll, signIn } from '../../support/recruitingBrowser';
import { useBrowser } from '../../support/browser';
import { adminDb } from '../../support/stack';

const browser = useBrowser();

const answers = (title: string) => [
  title,
  'Preparar platos del menú, controlar inventario, mantener la cocina limpia',
  'Estudios de cocina; 2 años en restaurantes',
  'Rapidez, trabajo en equipo, higiene',
  'Presencial en Cusco',
  'Tiempo completo, sueldo fijo más propinas',
];

async function describeJob(page: Page, title: string) {
  const input = page.getByLabel('Tu respuesta');
  // The conversation (with its greeting) is loaded once its input shows: only then are its replies counted.
  await input.waitFor();
  const before = await page.getByTestId('message-system').count();
  for (const [i, answer] of answers(title).entries()) {
    await input.fill(answer);
    await input.press('Enter');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="message-system"]').length >= n,
      before + i + 1,
    );
  }
  await page.getByText('Descripción de puesto concluida.').waitFor();
}

describe("a company's own job-description assistant", () => {
  it('copies its code from the dashboard menu, writes a description, starts a new one and converts the old one', async () => {
    const recruiter = await createRecruiter();
    const code = (await adminDb().collection('companies').doc(recruiter.companyId).get()).get('jobAccessCode');
    expect(code).toMatch(/^JD-/);
    const { page, context, errors } = await browser.openPage({ width: 1280, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, recruiter);

    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(page.getByTestId('jobdesc-code').textContent()).resolves.toBe(code);
    await page.getByRole('button', { name: 'Copiar código' }).click();
    await page.getByRole('button', { name: 'Copiado' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(code);

    await page.getByRole('menuitem', { name: 'Asistente descripción de puesto' }).click();
    await page.waitForURL('**/jobdesc');
    const dialog = page.getByRole('dialog', { name: 'Código de acceso' });
    await dialog.getByLabel('Código de acceso').fill(copied);
    await dialog.getByLabel('Código de acceso').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Aún no hay descripciones terminadas.').waitFor();

    await describeJob(page, 'Cocinero');
    // The open description, finished, is the chat; not yet a past one.
    await expect(page.getByTestId('past-description').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Nueva descripción' }).click();
    await page.getByText('Descripción de puesto concluida.').waitFor({ state: 'detached' });
    await expect(page.getByTestId('message-user').count()).resolves.toBe(0);
    const past = page.getByTestId('past-description');
    await past.filter({ hasText: 'Cocinero' }).waitFor();

    await describeJob(page, 'Ayudante de cocina');
    await page.reload();
    await page.getByText('Descripción de puesto concluida.').waitFor();
    expect(await page.getByTestId('message-user').first().textContent()).toContain('Ayudante de cocina');

    const old = past.filter({ hasText: 'Cocinero' });
    await old.getByRole('button', { name: 'Crear vacante', exact: true }).click();
    await old.getByRole('link', { name: 'Vacante creada' }).waitFor();
    await poll(async () => {
      const vacancies = await adminDb().collection('vacancies').where('companyId', '==', recruiter.companyId).get();
      return vacancies.docs.map((doc) => doc.get('title'));
    }).toEqual(['Cocinero']);
    // The open one can still become a vacancy too.
    await expect(page.getByRole('button', { name: 'Crear vacante con esta descripción' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });
});
