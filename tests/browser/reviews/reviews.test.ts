/** Issue 20: a candidate asks for a review (from the emailed link, at the end of an interview) and the company answers. */
import { describe, expect, it } from 'vitest';
import { CANDIDATE_DATA_PATH } from '@clara/domain';
import { useBrowser } from '../../support/browser';
import { signIn } from '../../support/recruitingBrowser';
import { applyTo, createRecruiter, createVacancyFor } from '../../support/recruiting';
import { candidateToken, interviewedCandidate } from '../../support/people';
import { waitForEmail } from '../../support/mailbox';
import { callApi } from '../../support/stack';

const browser = useBrowser();

describe('people decide (issue 20): reviews', () => {
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
