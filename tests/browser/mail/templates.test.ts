/**
 * Issue 32 in the browser: the owner rewrites the rejection template (an unknown variable is refused before
 * saving), then rejects a candidate from the status modal with it; the candidate's email carries their name. A
 * delayed rejection shows as scheduled in the candidate's emails and is cancelled there.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { poll, signIn } from '../../support/recruitingBrowser';
import { adminDb } from '../../support/stack';
import { applyTo, createRecruiter, createVacancyFor } from '../../support/recruiting';
import { emailsTo, waitForEmail } from '../../support/mailbox';

const browser = useBrowser();

describe('email templates and the rejection', () => {
  it('the owner edits the rejection template and rejects a candidate with it', async () => {
    const owner = await createRecruiter('Panadería Los Andes');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Panadero' });
    const { applicationId, input } = await applyTo(vacancyId, { name: 'Rosa Quispe' });
    const later = await applyTo(vacancyId, { name: 'Luis Mamani' });

    const { page, errors } = await browser.openPage();
    await signIn(page, owner);
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Plantillas de correo' }).click();
    const form = page.getByTestId('template-rejection');
    await form.getByLabel('Asunto').fill('Tu postulación a {vacante}');
    await form.getByLabel('Mensaje').fill('Hola, {nombre}:\n\nGracias. Tu {sueldo} no cuadra.');
    await form.getByRole('button', { name: 'Guardar plantilla' }).click();
    await form
      .getByText('La variable {sueldo} no existe. Puedes usar: {nombre}, {vacante}, {empresa}, {enlace}.')
      .waitFor();
    await form.getByLabel('Mensaje').fill('Hola, {nombre}:\n\nGracias por postular a {vacante} en {empresa}.');
    await form.getByRole('button', { name: 'Vista previa' }).click();
    await form
      .getByTestId('template-preview')
      .getByText('Gracias por postular a Panadero en Panadería Los Andes.')
      .waitFor();
    await form.getByRole('button', { name: 'Guardar plantilla' }).click();
    await form.getByText('Plantilla guardada.').waitFor();

    await page.goto('/dashboard');
    const row = page.locator('article.rc-vacancy', { hasText: 'Panadero' });
    await row.getByRole('button', { name: /Panadero/ }).click();
    const candidate = (name: string) => row.locator('li.rc-candidate', { hasText: name });
    await candidate('Rosa Quispe').getByRole('button', { name: 'Cambiar estado' }).click();
    let modal = page.getByRole('dialog', { name: 'Cambiar estado' });
    await modal.getByLabel('Nuevo estado').selectOption('Descartado');
    expect(await modal.getByLabel('Enviar correo de rechazo').isChecked()).toBe(true);
    await poll(() => modal.getByLabel('Asunto').inputValue()).toBe('Tu postulación a {vacante}');
    await modal.getByRole('button', { name: 'Guardar estado' }).click();
    await modal.waitFor({ state: 'detached' });
    const mail = await waitForEmail(input.email, { subject: 'Tu postulación a Panadero' });
    expect(mail.text).toContain('Hola, Rosa Quispe:');
    expect(mail.text).toContain('Gracias por postular a Panadero en Panadería Los Andes.');

    // A delayed rejection waits, shows as scheduled, and is cancelled before it leaves.
    await candidate('Luis Mamani').getByRole('button', { name: 'Cambiar estado' }).click();
    modal = page.getByRole('dialog', { name: 'Cambiar estado' });
    await modal.getByLabel('Nuevo estado').selectOption('Descartado');
    await modal.getByLabel('Cuándo enviarlo').selectOption({ label: 'En 2 horas' });
    await modal.getByRole('button', { name: 'Guardar estado' }).click();
    await modal.waitFor({ state: 'detached' });
    await candidate('Luis Mamani').getByRole('button', { name: 'Luis Mamani' }).click();
    const details = page.getByRole('dialog', { name: 'Datos del candidato' });
    await details.locator('[data-email-kind="rejection"][data-email-status="scheduled"]').waitFor();
    await details.getByRole('button', { name: 'Cancelar el rechazo programado' }).click();
    await details.getByText('Se canceló el correo de rechazo.').waitFor();
    await poll(async () => (await adminDb().doc(`rejections/${later.applicationId}`).get()).get('cancelled')).toBe(
      true,
    );
    expect((await emailsTo(later.input.email)).filter((m) => m.subject.startsWith('Tu postulación'))).toEqual([]);
    expect((await adminDb().doc(`rejections/${applicationId}`).get()).get('cancelled')).toBe(false);
    expect(errors).toEqual([]);
  });
});
