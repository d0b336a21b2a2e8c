import { describe, expect, it } from 'vitest';
import { CANDIDATE_DATA_PATH, COMPETENCIES } from '@clara/domain';
import { useBrowser } from '../../support/browser';
import { signIn } from '../../support/recruitingBrowser';
import { applyTo, createRecruiter, createVacancyFor, readDoc } from '../../support/recruiting';
import { auditEntries, candidateToken, interviewedCandidate } from '../../support/people';
import { waitForEmail } from '../../support/mailbox';
import { callApi } from '../../support/stack';

const browser = useBrowser();

describe('people decide (issue 20)', () => {
  it("a member fills a blind scorecard, then sees Clara's ratings beside theirs, and the agreement on the dashboard", async () => {
    const owner = await createRecruiter('Tejidos de Otavalo');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Diseñadora textil' });
    const { code } = await interviewedCandidate(owner, vacancyId, 'Inés Cayambe');
    const clara = Object.values(
      (await readDoc(`interview_private/${code}`))!.analysis.personalityAssessment as Record<
        string,
        { competency: string; rating: number }
      >,
    );

    const { page, errors } = await browser.openPage();
    await signIn(page, owner);
    const row = page.locator('article.rc-vacancy', { hasText: 'Diseñadora textil' });
    await row.getByRole('button', { name: /Diseñadora textil/ }).click();
    // Issue 31: before scoring, Clara's score is nowhere: not on the row, not in the comparison.
    const score = (await readDoc(`interview_private/${code}`))!.analysis.score as number;
    const candidate = row.locator('li.rc-candidate', { hasText: 'Inés Cayambe' });
    await candidate.getByTestId('clara-hidden').getByText('Puntaje oculto hasta tu evaluación').waitFor();
    expect(await candidate.getByText(/Puntaje \d/).count()).toBe(0);
    await row.getByRole('button', { name: 'Ver comparación' }).click();
    const comparison = row.getByTestId('comparison-table');
    await comparison.getByTestId('clara-hidden').getByText('Puntaje oculto hasta tu evaluación').waitFor();
    expect(await comparison.locator('.rc-score-cell').allInnerTexts()).not.toContain(String(score));
    expect(await comparison.locator('.rc-rating-cell').count()).toBe(0);
    await row.getByRole('button', { name: 'Ocultar comparación' }).click();
    await row.getByRole('button', { name: 'Inés Cayambe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Datos del candidato' });
    const section = dialog.getByTestId('scorecard-section');

    // Blind: the form, the rubric's anchors, no Clara score and no table.
    await section.getByTestId('blind-note').waitFor();
    await section.getByText(COMPETENCIES[0]!.anchors[5]).waitFor();
    expect(await section.getByTestId('scorecards-table').count()).toBe(0);
    expect(await section.getByTestId('peeked-analysis').count()).toBe(0);
    // Issue 31: the list carried no transcript; opening it reads it from the call that records the view.
    await section.getByText('Transcripción de la entrevista').click();
    await section
      .locator('.sk-transcript')
      .getByText(/Candidato: /)
      .first()
      .waitFor();
    await expect
      .poll(async () => (await auditEntries(owner.companyId)).map((entry) => entry.kind), { timeout: 15_000 })
      .toContain('candidate.transcriptViewed');

    // Submitting without every rating says what is missing.
    await section.getByRole('button', { name: 'Enviar evaluación' }).click();
    await section.getByRole('alert').getByText('Califica todas las habilidades y elige una recomendación.').waitFor();
    for (const competency of COMPETENCIES)
      await section.getByRole('radio', { name: `${competency.name}: 3`, exact: true }).check();
    await section.getByRole('radio', { name: 'Tengo dudas' }).check();
    await section.getByLabel('Nota').fill('Buen portafolio; falta experiencia en producción.');
    await section.getByRole('button', { name: 'Enviar evaluación' }).click();

    // Revealed: Clara's column and the member's, side by side, and the average.
    const table = section.getByTestId('scorecards-table');
    await table.waitFor();
    await table.getByRole('columnheader', { name: 'Clara', exact: true }).waitFor();
    await table.getByRole('columnheader', { name: owner.email }).waitFor();
    const first = COMPETENCIES[0]!;
    const claraFirst = clara.find((entry) => entry.competency === first.id)!.rating;
    const cells = await table
      .getByRole('row', { name: new RegExp(`^${first.name}`) })
      .getByRole('cell')
      .allInnerTexts();
    expect(cells).toEqual([String(claraFirst), '3', '3']);
    await table.getByText('Tengo dudas').first().waitFor();
    await section.getByText('Buen portafolio; falta experiencia en producción.').waitFor();
    expect(await section.getByText('vio el análisis antes de puntuar').count()).toBe(0);

    // Submitted: Clara's score now shows on the row and in the comparison too.
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await candidate.getByText(`Puntaje ${score}`).waitFor();
    expect(await candidate.getByTestId('clara-hidden').count()).toBe(0);
    await row.getByRole('button', { name: 'Ver comparación' }).click();
    await comparison.locator('.rc-score-cell', { hasText: String(score) }).waitFor();
    expect(await comparison.getByTestId('clara-hidden').count()).toBe(0);

    // The dashboard's agreement rests on that scorecard, made blind.
    const agreement = page.getByTestId('agreement-panel');
    await agreement
      .getByText('Basado en 1 evaluación hecha a ciegas por tu equipo sobre 1 candidato analizado por Clara.')
      .waitFor();
    await agreement.getByText('Kappa: se necesitan evaluaciones a ciegas de al menos 10 candidatos.').waitFor();
    await agreement.getByTestId('agreement-table').waitFor();
    expect(errors).toEqual([]);
  });

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

  it('a candidate asks for a review from the emailed link, the company answers, and the candidate receives it', async () => {
    const owner = await createRecruiter('Quesos del Páramo');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Maestra quesera' });
    const { input } = await applyTo(vacancyId, { name: 'Julia Paucar' });
    const token = await candidateToken(input.email);

    const candidate = await browser.openPage();
    await candidate.page.goto(`${CANDIDATE_DATA_PATH}#${token}`);
    const review = candidate.page.getByTestId('candidate-review');
    await review.getByRole('heading', { name: 'Solicitar revisión por una persona' }).waitFor();
    await review.getByLabel('Comentario (opcional)').fill('Quisiera que una persona revise mi candidatura.');
    await review.getByRole('button', { name: 'Enviar solicitud' }).click();
    await review.getByText(/La empresa tiene 30 días para responderte por escrito/).waitFor();
    await review.getByText(/Solicitud de revisión pendiente/).waitFor();

    // The company sees it on the dashboard (list and badge) and answers in writing.
    const { page, errors } = await browser.openPage();
    await signIn(page, owner);
    const requests = page.getByTestId('review-requests');
    await requests.getByText('Quisiera que una persona revise mi candidatura.').waitFor();
    const row = page.locator('article.rc-vacancy', { hasText: 'Maestra quesera' });
    await row.getByRole('button', { name: /Maestra quesera/ }).click();
    await row.getByTestId('review-badge').getByText('Revisión solicitada').waitFor();
    await requests.getByRole('button', { name: 'Responder por escrito' }).click();
    await requests.getByLabel(/Respuesta por escrito al candidato/).fill('Revisamos tu entrevista: seguimos contigo.');
    await requests.getByRole('button', { name: 'Responder y enviar por correo' }).click();
    await requests.getByText('No hay solicitudes de revisión pendientes.').waitFor();

    const mail = await waitForEmail(input.email, { subject: 'Respuesta a tu solicitud de revisión' });
    expect(mail.text).toContain('Revisamos tu entrevista: seguimos contigo.');
    await candidate.page.reload();
    await candidate.page.getByTestId('review-answer').getByText('Revisamos tu entrevista: seguimos contigo.').waitFor();
    expect(errors).toEqual([]);
    expect(candidate.errors).toEqual([]);
  });

  it('at the end of a company interview, the candidate asks for a review; the company sees where it came from', async () => {
    const owner = await createRecruiter('Flores de Cayambe');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Jefa de invernadero' });
    const { applicationId, code } = await interviewedCandidate(owner, vacancyId, 'Sara Tipán');
    const { page, errors } = await browser.openPage();
    await page.goto(`/clara?code=${code}`);
    await page.getByRole('button', { name: 'EMPEZAR' }).click();
    await page.getByRole('button', { name: 'Solicitar revisión por una persona' }).click();
    await page.getByLabel('Comentario (opcional)').fill('Me puse nerviosa al final.');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page
      .getByTestId('review-requested')
      .getByText(/La empresa tiene 30 días/)
      .waitFor();
    const reviews = await callApi(`/application/${applicationId}/reviews`, { token: owner.token });
    expect(reviews.body.requests).toEqual([
      expect.objectContaining({ source: 'interview', comment: 'Me puse nerviosa al final.', status: 'open' }),
    ]);
    expect(errors).toEqual([]);
  });
});
