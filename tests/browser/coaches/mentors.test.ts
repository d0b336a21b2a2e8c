import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';

const browser = useBrowser();

describe('/mentor', () => {
  it("shows the ten mentors: 7 'Agendar' and 3 'Sin Disponibilidad', priced $120 to $300", async () => {
    const { page, errors } = await browser.openPage();
    await page.goto('/mentor');
    await page.getByTestId('mentor-card').first().waitFor();
    await expect(page.getByTestId('mentor-card').count()).resolves.toBe(10);
    await expect(page.getByRole('button', { name: 'Agendar', exact: true }).count()).resolves.toBe(7);
    const unavailable = page.getByRole('button', { name: 'Sin Disponibilidad', exact: true });
    await expect(unavailable.count()).resolves.toBe(3);
    for (let i = 0; i < 3; i++) await expect(unavailable.nth(i).isDisabled()).resolves.toBe(true);
    for (const name of ['Valeria Ruiz', 'Camila Ortega', 'Elena Vargas']) {
      await page.getByRole('article', { name }).getByRole('button', { name: 'Sin Disponibilidad' }).waitFor();
    }
    const prices = (await page.locator('.cx-price strong').allTextContents()).map((text) =>
      Number(text.replace(/[^0-9]/g, '')),
    );
    expect(Math.min(...prices)).toBe(120);
    expect(Math.max(...prices)).toBe(300);
    expect(errors).toEqual([]);
  });

  it('searches by text', async () => {
    const { page } = await browser.openPage();
    await page.goto('/mentor');
    const search = page.getByRole('searchbox', { name: 'Buscar mentores' });
    const names = () => page.locator('[data-testid="mentor-card"] h2').allTextContents();
    await search.fill('SQL');
    await expect(names()).resolves.toEqual(['Martín Herrera']);
    await search.fill('entrevistas técnicas'); // every word, in any field
    await expect(names()).resolves.toEqual(['Lucía Fernández', 'Javier Méndez', 'Martín Herrera']);
    await search.fill('liderazgo');
    await expect(names()).resolves.toEqual(['Valeria Ruiz']);
    await search.fill('zzz');
    await page.getByText('No encontramos mentores que coincidan con tu búsqueda.').waitFor();
  });

  it("'Agendar' says clearly that booking is not possible yet", async () => {
    const { page } = await browser.openPage();
    await page.goto('/mentor');
    await page.getByRole('article', { name: 'Lucía Fernández' }).getByRole('button', { name: 'Agendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reservas próximamente' });
    await dialog.getByText(/Todavía no es posible agendar sesiones/).waitFor();
    await dialog.getByText(/Lucía Fernández/).waitFor();
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog.count()).resolves.toBe(0);
  });
});
