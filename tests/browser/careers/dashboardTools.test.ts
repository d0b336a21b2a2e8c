import { describe, expect, it } from 'vitest';
import { downloadedBytes, useBrowser } from '../../support/browser';
import { signIn } from '../../support/recruitingBrowser';
import { applyTo, createRecruiter, createVacancyFor } from '../../support/recruiting';
import { stack } from '../../support/stack';

const browser = useBrowser();

describe('a vacancy’s source links and CSV export on the dashboard (issue 23)', () => {
  it('copies the job link with a common or a custom source, and downloads the candidates as CSV with a BOM', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Técnica en Óptica' });
    await applyTo(vacancyId, { name: 'Íñigo Añez' });
    const { page, context, errors } = await browser.openPage({ width: 1280, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, recruiter);

    const row = page.locator('article.rc-vacancy', { hasText: 'Técnica en Óptica' });
    await row.getByRole('button', { name: /Técnica en Óptica/ }).click();
    const sources = row.getByRole('group', { name: 'Enlaces con fuente' });
    await sources.getByRole('button', { name: 'LinkedIn' }).click();
    await sources.getByRole('button', { name: 'Copiado' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${stack().url}/job/${vacancyId}?fuente=linkedin`,
    );
    // The LinkedIn button says 'Copiado' for a moment: once it reads 'LinkedIn' again, one 'Copiado' is the custom one.
    await sources.getByRole('button', { name: 'LinkedIn' }).waitFor();
    await sources.getByLabel('Otra fuente').fill('Feria-2026');
    await sources.getByRole('button', { name: 'Copiar enlace' }).click();
    await sources.getByRole('button', { name: 'Copiado' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${stack().url}/job/${vacancyId}?fuente=feria-2026`,
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^candidatos-tecnica-en-optica-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Íñigo Añez');
    expect(errors).toEqual([]);
  });
});
