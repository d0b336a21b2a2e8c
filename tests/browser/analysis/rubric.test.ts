import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@clara/domain/common/dates';
import { STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import { useBrowser } from '../../support/browser';
import { callApi } from '../../support/stack';
import {
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  type Recruiter,
  acceptNotice,
  setBlindScoring,
} from '../../support/recruiting';
import { signIn } from '../../support/recruitingBrowser';
import { answerAll } from '../../integration/interview/helpers';

const browser = useBrowser();

describe('/analysis with the rubric', () => {
  it('a finished practice shows the chart of ratings, quotes that lead to their answer in the transcript, feedback and how the score is computed', async () => {
    const code = (await callApi('/generate-practice', { body: { interviewFocus: 'practice' } })).body
      .chatSessionId as string;
    await answerAll(code, STRONG_ANSWERS);
    const analysed = await callApi('/analyze-chat', { body: { chatSessionId: code } });
    expect(analysed.status).toBe(200);

    const { page, errors } = await browser.openPage({ width: 1024, height: 700 });
    await page.goto(`/analysis?code=${code}`);
    const chart = page.getByRole('img', { name: /Calificación de cada competencia, de 1 a 5/ });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toContain('Comunicación');
    expect(await page.locator('.chart-bar').count()).toBe(5);
    expect(await page.getByTestId('competency').count()).toBe(5);

    // Read first: the two strongest and the two weakest competencies; the transcript opens on demand.
    const essentials = page.getByTestId('essentials');
    expect(await essentials.getByRole('heading', { name: 'Puntos más fuertes' }).isVisible()).toBe(true);
    expect(await essentials.locator('li').count()).toBe(4);
    expect(await page.locator('#respuesta-1').isVisible()).toBe(false);

    const quote = page.locator('a.an-quote').first();
    const quoted = (await quote.textContent())!.replace(/^«|»$/g, '');
    const target = (await quote.getAttribute('href'))!;
    expect(target).toMatch(/^#respuesta-\d+$/);
    await quote.click();
    const answer = page.locator(target);
    await expect.poll(() => answer.getAttribute('class')).toContain('is-highlighted');
    expect(await answer.textContent()).toContain(quoted);
    expect(await answer.isVisible()).toBe(true);
    expect(page.url()).toContain(target);

    await page.getByRole('heading', { name: 'Comentarios sobre cada respuesta' }).waitFor();
    expect(await page.locator('.an-answer-feedback > li').count()).toBe(6);
    expect(await page.getByRole('heading', { name: 'Cómo se calcula esta puntuación' }).isVisible()).toBe(true);
    expect(await page.getByTestId('analyser').textContent()).toContain(
      'Analizado por el analizador integrado de Clara.',
    );
    expect(errors).toEqual([]);
  });
});

async function interviewed(recruiter: Recruiter, vacancyId: string, name: string, answers: string[]) {
  const { applicationId } = await applyTo(vacancyId, {
    name,
    email: `${(name.split(' ')[0] ?? name).toLowerCase()}-${Date.now()}@example.com`,
  });
  const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
  const code = (
    await callApi('/start-clara-interview', { body: { applicationId, candidateId, vacancyId }, token: recruiter.token })
  ).body.code as string;
  await acceptNotice(code);
  await answerAll(code, answers);
  return code;
}

describe('the dashboard comparison', () => {
  it("shows a vacancy's two analysed candidates side by side, sortable, each row opening its analysis", async () => {
    const recruiter = await createRecruiter('Comparativa Andina');
    // About the comparison: Clara's scores shown without scoring first (blind scoring: scorecards/scorecards.test.ts).
    await setBlindScoring(recruiter, false);
    const vacancyId = await createVacancyFor(recruiter, {
      jobTitle: 'Desarrollador/a Frontend React',
      description:
        'Requisitos: React, TypeScript, testing con Jest. Responsabilidades: interfaces accesibles y rendimiento.',
    });
    const strong = await interviewed(recruiter, vacancyId, 'Marta Ruiz', STRONG_ANSWERS);
    await interviewed(recruiter, vacancyId, 'Beatriz Gil', [
      '¿Cuál es el salario?',
      'No sé.',
      'asdf',
      'Ni idea.',
      'Ok.',
      'Nada.',
      'Vale.',
      '.',
      'No sé qué decir.',
      'Bien.',
      'Ok.',
      'Nada.',
      'Vale.',
    ]);

    const { page, errors } = await browser.openPage({ width: 1280, height: 800 });
    await signIn(page, recruiter);
    await page.getByRole('button', { name: /Desarrollador\/a Frontend React/ }).click();
    await page.getByRole('button', { name: 'Ver comparación' }).click();
    const table = page.getByTestId('comparison-table');
    await table.waitFor();
    const names = () => table.locator('tbody th[scope="row"] .link-btn').allTextContents();
    expect(await names()).toEqual(['Marta Ruiz', 'Beatriz Gil']);
    const headers = await table.locator('thead th').allTextContents();
    expect(headers.slice(0, 3).map((text) => text.replace(/[▼▲]/g, '').trim())).toEqual([
      'Candidato',
      'Puntuación',
      'Comunicación',
    ]);
    const cells = await table.locator('tbody tr').first().locator('td').allTextContents();
    expect(cells).toHaveLength(7);
    expect(Number(cells[0])).toBeGreaterThanOrEqual(75);
    expect(cells.slice(1).every((cell) => /^[1-5]$/.test(cell))).toBe(true);
    expect(await table.getByText('¿Cuál es el salario?').isVisible()).toBe(true);
    // The interview's date in the viewer's zone (this browser's zone is the test process's).
    const { interviewDate } = (await readDoc(`company_interviews/${strong}`))!;
    expect(await table.locator(`tr[data-code="${strong}"] .rc-comparison-date`).textContent()).toBe(
      `Entrevista: ${formatDateTime(interviewDate as number)}`,
    );

    await table.getByRole('button', { name: /^Candidato/ }).click();
    expect(await names()).toEqual(['Beatriz Gil', 'Marta Ruiz']);
    await table.getByRole('button', { name: /^Puntuación/ }).click();
    expect(await names()).toEqual(['Marta Ruiz', 'Beatriz Gil']);

    await table.getByRole('button', { name: 'Marta Ruiz' }).click();
    await page.waitForURL(`**/analysis?code=${strong}`);
    await page.getByRole('img', { name: /Calificación de cada competencia/ }).waitFor();
    expect(await page.getByTestId('competency').count()).toBe(6);
    expect(errors).toEqual([]);
  });
});
