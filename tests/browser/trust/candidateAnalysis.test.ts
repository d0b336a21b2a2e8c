/**
 * Issue 31 in the browser: a company interview's candidate opens the link of their application-received email
 * (read from the mail catcher), goes from /mis-datos to Clara's analysis of their interview, reads it (a person
 * decides, the quotes, what the rubric looks for) and asks for a human review there; the team then sees on the
 * interview that the candidate opened it.
 */
import { describe, expect, it } from 'vitest';
import { CANDIDATE_ANALYSIS_TEXTS, CANDIDATE_DATA_PATH, REVIEW_TEXTS } from '@clara/domain';
import { useBrowser } from '../../support/browser';
import { linkIn, waitForEmail } from '../../support/mailbox';
import { createRecruiter, createVacancyFor } from '../../support/recruiting';
import { interviewedCandidate } from '../../support/people';
import { signIn } from '../../support/recruitingBrowser';
import { adminDb, stack } from '../../support/stack';
import { appErrors } from '../interview/helpers';

const browser = useBrowser();

describe("the candidate's own analysis", () => {
  it('is opened from the emailed /mis-datos link, and a review is asked for there', async () => {
    const recruiter = await createRecruiter('Análisis Visible S.A.');
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Analista de Datos' });
    const { applicationId, email } = await interviewedCandidate(recruiter, vacancyId, 'Rosa Quispe');
    const link = linkIn(
      await waitForEmail(email, { subject: 'Recibimos tu postulación' }),
      `${stack().url}${CANDIDATE_DATA_PATH}#`,
    );

    const { page, errors } = await browser.openPage();
    await page.goto(link.replace(stack().url, ''));
    await page.getByRole('link', { name: CANDIDATE_ANALYSIS_TEXTS.open }).click();
    const analysis = page.getByTestId('candidate-analysis');
    await analysis.waitFor();
    expect(await page.getByTestId('candidate-analysis-decision').textContent()).toBe(CANDIDATE_ANALYSIS_TEXTS.decision);
    expect(await analysis.getByRole('heading', { name: 'Puntuación' }).count()).toBe(1);
    expect(await analysis.locator('.an-quote').count()).toBeGreaterThan(0);
    const rubric = page.getByTestId('candidate-rubric');
    expect(await rubric.getByRole('heading', { name: CANDIDATE_ANALYSIS_TEXTS.rubricTitle }).count()).toBe(1);
    expect(await rubric.getByText(CANDIDATE_ANALYSIS_TEXTS.anchorLevel(5)).count()).toBeGreaterThan(0);

    // Beside it, the human review.
    const review = page.getByTestId('candidate-review');
    await review.getByLabel(REVIEW_TEXTS.commentLabel).fill('Creo que mi segunda respuesta merece otra lectura.');
    await review.getByRole('button', { name: REVIEW_TEXTS.send }).click();
    await review.getByRole('status').filter({ hasText: 'Solicitud enviada' }).waitFor();
    const requests = await adminDb().collection('review_requests').where('applicationId', '==', applicationId).get();
    expect(requests.docs.map((doc) => [doc.get('source'), doc.get('comment')])).toEqual([
      ['link', 'Creo que mi segunda respuesta merece otra lectura.'],
    ]);
    expect(appErrors(errors)).toEqual([]);

    // The team sees, on the interview, that the candidate opened it.
    await signIn(page, recruiter);
    const row = page.locator('article.rc-vacancy', { hasText: 'Analista de Datos' });
    await row.getByRole('button', { name: /Analista de Datos/ }).click();
    await row.getByRole('button', { name: /Entrevista Finalizada/ }).click();
    const viewed = page.getByRole('dialog').getByTestId('candidate-viewed-analysis');
    await viewed.waitFor();
    expect(await viewed.textContent()).toMatch(/^El candidato vio su análisis el .+\.$/);
  }, 180_000);
});
