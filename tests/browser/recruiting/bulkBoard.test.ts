/**
 * Issue 32 in the browser: a recruiter rejects a whole board column in one action; each candidate's outcome is shown
 * and every candidate gets one rejection email with their name.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { poll, signIn } from '../../support/recruitingBrowser';
import { applyTo, createRecruiter, createVacancyFor } from '../../support/recruiting';
import { waitForEmails } from '../../support/mailbox';

const browser = useBrowser();

describe('bulk actions on the board', () => {
  it('rejects the 20 candidates of a column in one action, and 20 emails arrive with each name', async () => {
    const owner = await createRecruiter('Masivo Andino S.A.');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Cajero' });
    const applied = [];
    for (let i = 1; i <= 20; i += 1) applied.push(await applyTo(vacancyId, { name: `Candidata ${i}` }));

    const { page, errors } = await browser.openPage();
    await signIn(page, owner);
    await page.goto(`/tablero?vacante=${vacancyId}`);
    const column = page.locator('section[data-status="Nueva"]');
    await poll(() => column.getByTestId('column-count').textContent()).toBe('20');
    await column.getByRole('button', { name: 'Seleccionar toda la columna Nueva' }).click();
    const form = column.getByRole('form', { name: 'Seleccionar toda la columna Nueva' });
    expect(await form.getByLabel('Acción').inputValue()).toBe('reject');
    await form.getByLabel('Nota para todos (opcional)').fill('Buscamos otro perfil.');
    await form.getByRole('button', { name: 'Aplicar a la selección' }).click();
    await form.getByText('20 hechos.').waitFor({ timeout: 60_000 });
    expect(await form.locator('[data-outcome="done"]').count()).toBe(20);
    await poll(() => page.locator('section[data-status="Descartado"]').getByTestId('column-count').textContent()).toBe(
      '20',
    );

    for (const { input } of applied) {
      const [mail] = await waitForEmails(input.email, { subject: 'Tu postulación a Cajero' });
      expect(mail!.text).toContain(`Hola, ${input.name}:`);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
