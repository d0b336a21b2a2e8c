import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { seeCompanyName, submitLogin } from '../../support/recruitingBrowser';

const browser = useBrowser();

/**
 * Issue 33: the seed's "Ejecutivo de Ventas B2B" holds counters where 3 of 20 women and 8 of 20 men were
 * selected: an impact ratio of 0.15 ÷ 0.40 = 0.375, flagged under 0.80 with enough data.
 */
describe('Equidad', () => {
  it('shows the owner the seeded vacancy’s flagged ratio with its explanation', async () => {
    const { page, errors } = await browser.openPage();
    await submitLogin(page, 'demo@clara.test', 'clara-demo-2026');
    await page.waitForURL('**/dashboard');
    await seeCompanyName(page, 'Talento Andino S.A.');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Equidad' }).click();
    await page.getByRole('heading', { name: 'Equidad', level: 1 }).waitFor();

    await page.getByLabel('Ver').selectOption({ label: 'Ejecutivo de Ventas B2B' });
    await page.getByRole('heading', { name: 'Ejecutivo de Ventas B2B' }).waitFor();
    await expect.poll(() => page.url()).toContain('?vacante=vac-ventas');
    await page.getByText('46 postulaciones, 12 seleccionadas, 28 con puntuación de Clara.').waitFor();
    await page.getByRole('status').filter({ hasText: 'Hay ratios por debajo de 0,80' }).waitFor();

    const sex = page.getByRole('table', { name: 'Sexo', exact: true });
    const women = sex.getByRole('row', { name: /^Mujer/ });
    expect(await women.getByRole('cell').allInnerTexts()).toEqual([
      '20',
      '0,435',
      'Entrevista: 13, Evaluar: 11, Reclutador: 6, Proceso: 4, Seleccionado: 3',
      '0,150',
      '0,375 Bajo 0,80',
      '11',
      expect.any(String),
      expect.any(String),
    ]);
    expect(
      await sex
        .getByRole('row', { name: /^Hombre/ })
        .getByRole('cell')
        .nth(4)
        .innerText(),
    ).toBe('1,000');
    expect(
      await sex
        .getByRole('row', { name: /^Desconocido/ })
        .getByRole('cell')
        .nth(4)
        .innerText(),
    ).toBe('No se compara: desconocido');
    // The plain-Spanish explanation states the rule and the minimum.
    await page.getByText('la regla de los cuatro quintos').waitFor();
    await page.getByText('al menos 5 personas').waitFor();
    expect(errors).toEqual([]);
  });
});
