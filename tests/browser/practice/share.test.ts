import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { analysedPractice } from '../../support/practice';
import { createRecruiter, createVacancyFor, uniqueEmail } from '../../support/recruiting';
import { signIn } from '../../support/recruitingBrowser';
import { adminDb } from '../../support/stack';
import { appErrors } from '../interview/helpers';

const browser = useBrowser();

describe('a practice report shared with an application', () => {
  it('candidate attaches a practice from this browser → the recruiter sees "Informe de práctica" → candidate revokes → the recruiter sees it withdrawn', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Sumiller' });
    const practice = await analysedPractice('predefined');
    const stored = await adminDb().doc(`interviews/${practice}`).get();
    const candidate = await browser.openPage();
    const { page } = candidate;

    // The practice's analysis page remembers it on this device.
    await page.goto(`/analysis?code=${practice}`);
    await page.getByRole('heading', { name: 'Resumen de la evaluación' }).waitFor();
    expect(await page.getByTestId('shared-reports').count()).toBe(0);

    // Applying: after the CV, the optional step lists this browser's practice.
    await page.goto(`/job/${vacancyId}`);
    await page.getByLabel('I have read the job description and meet the requirements').check();
    await page.getByRole('button', { name: 'Postularme' }).click();
    await page.getByLabel('Nombre completo').fill('Irene Salas');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('irene'));
    const next = page.getByRole('button', { name: 'Siguiente' });
    await next.click();
    await page.getByLabel(/Pega aquí tu currículum/).fill('Sumiller con cinco años en restaurantes de Lima.');
    await next.click();
    await page.getByText('¿Has practicado con Clara? (opcional)').waitFor();
    const entry = page.getByRole('radio', {
      name: new RegExp(`${stored.get('label').title} · .* · ${stored.get('score')}/100`),
    });
    await entry.check();
    await next.click();
    await page.getByText('Paso 4 de 4').waitFor();
    expect(await page.locator('.rc-details').textContent()).toContain('Informe de prácticaAdjunto');
    await page.getByLabel(/He leído el aviso sobre mis datos/).check();
    await page.getByRole('button', { name: 'Enviar postulación' }).click();
    await page.getByText('¡Postulación enviada!').waitFor();

    // The recruiter: "Informe de práctica" on the candidate, marked as a practice.
    const recruiterPage = (await browser.openPage()).page;
    await signIn(recruiterPage, recruiter);
    const openCandidate = async () => {
      const row = recruiterPage.locator('article.rc-vacancy', { hasText: 'Sumiller' });
      await row.getByRole('button', { name: /Sumiller/ }).click();
      await row.getByRole('button', { name: 'Irene Salas' }).click();
      const dialog = recruiterPage.getByRole('dialog', { name: 'Datos del candidato' });
      await dialog.waitFor();
      return dialog.getByTestId('practice-report');
    };
    let section = await openCandidate();
    await section.getByText(`Puntuación de la práctica: ${stored.get('score')}/100`).waitFor();
    const text = await section.textContent();
    expect(text).toContain('Informe de práctica');
    expect(text).toContain('Práctica');
    expect(text).toContain('No es una entrevista para esta vacante.');
    expect(text).toContain(stored.get('analysis').evaluationSummary);
    expect(text).toContain(Object.keys(stored.get('analysis').personalityAssessment)[0]);

    // The candidate revokes it from the practice's analysis page.
    await page.goto(`/analysis?code=${practice}`);
    const shared = page.getByTestId('shared-reports');
    await shared.getByText(`Sumiller · ${recruiter.companyName}`).waitFor();
    await shared.getByRole('button', { name: 'Retirar informe' }).click();
    await page
      .getByRole('dialog', { name: 'Retirar informe' })
      .getByRole('button', { name: 'Retirar informe' })
      .click();
    await shared.getByText('Retirado').waitFor();

    // The recruiter sees that it was withdrawn.
    await recruiterPage.reload();
    section = await openCandidate();
    await section.getByText('El candidato retiró su informe de práctica.').waitFor();
    expect(await section.textContent()).not.toContain('Puntuación de la práctica');
    expect(appErrors(candidate.errors)).toEqual([]);
  }, 180_000);
});
