/** Issue 20: a member's blind scorecard beside Clara's ratings, and the team's agreement on the dashboard. */
import { describe, expect, it } from 'vitest';
import { COMPETENCIES } from '@clara/domain';
import { useBrowser } from '../../support/browser';
import { signIn } from '../../support/recruitingBrowser';
import { createRecruiter, createVacancyFor, readDoc } from '../../support/recruiting';
import { auditEntries, interviewedCandidate } from '../../support/people';

const browser = useBrowser();

describe('people decide (issue 20): scorecards', () => {
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
      .locator('.transcript')
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
});
