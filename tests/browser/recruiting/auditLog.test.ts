/** Issue 20: the owner reads the audit log, filtered by kind and by candidate. */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { signIn } from '../../support/recruitingBrowser';
import { applyTo, createRecruiter, createVacancyFor } from '../../support/recruiting';
import { auditEntries } from '../../support/people';

const browser = useBrowser();

describe('the audit log (issue 20)', () => {
  it('the owner reads the audit log, filters it by kind and by candidate', async () => {
    const owner = await createRecruiter('Cacao Fino');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Catadora de cacao' });
    await applyTo(vacancyId, { name: 'Mirta Ochoa' });
    const { page, errors } = await browser.openPage();
    await signIn(page, owner);
    const row = page.locator('article.rc-vacancy', { hasText: 'Catadora de cacao' });
    await row.getByRole('button', { name: /Catadora de cacao/ }).click();
    await row.getByRole('button', { name: 'Mirta Ochoa' }).click();
    await page.getByRole('dialog', { name: 'Datos del candidato' }).getByTestId('scorecard-section').waitFor();
    // The CV view is recorded by the server before the log is read.
    await expect
      .poll(async () => (await auditEntries(owner.companyId)).map((entry) => entry.kind), { timeout: 15_000 })
      .toContain('candidate.cvViewed');
    await page.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Registro de auditoría' }).click();
    await page.getByRole('heading', { name: 'Registro de auditoría' }).waitFor();
    const table = page.getByTestId('audit-table');
    await table
      .getByRole('row', { name: /Vio el CV/ })
      .getByText('Mirta Ochoa')
      .waitFor();
    await page.getByText('se conservan 12 meses').waitFor();

    await page.getByLabel('Acción').selectOption({ label: 'Vio el CV' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    await table.getByRole('button', { name: 'Mirta Ochoa' }).click();
    await page.getByText('Candidato: Mirta Ochoa').waitFor();
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    expect(errors).toEqual([]);
  });
});
