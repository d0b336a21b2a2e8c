import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { adminDb, callApi } from '../../support/stack';
import { newSessionDocument } from '../../../functions/src/sessions/sessions';
import { createRecruiter } from '../../support/recruiting';
import { signIn } from '../../support/recruitingBrowser';
import { writeSession } from '../../support/sessions';

const browser = useBrowser();

const analysis = {
  evaluationSummary: 'La candidata respondió con ejemplos concretos y cifras.',
  score: 74,
  personalityAssessment: {
    Comunicación: { evaluation: 'Alto', justification: 'Respuestas claras y ordenadas.' },
    Liderazgo: { evaluation: 'Medio', justification: 'Algunos ejemplos de coordinación.' },
    Negociación: { evaluation: 'Bajo', justification: 'Sin ejemplos.' },
    Creatividad: { evaluation: 'Sin datos', justification: 'No se preguntó.' },
  },
  developmentSuggestions: ['Practicar la negociación con casos reales.'],
  interviewPerformanceSuggestions: ['Cerrar cada respuesta con el resultado obtenido.'],
};

/** A finished session holding `value` as its analysis, stored as the API stores sessions. */
function sessionDoc(isPractice: boolean, value: unknown, companyId?: string) {
  return {
    ...newSessionDocument({ isPractice, context: { kind: 'practice' }, companyId }),
    status: 'Finished' as const,
    analysis: value as never,
  };
}

describe('/analysis', () => {
  it("says 'chatSessionId is not available' without a code", async () => {
    const { page } = await browser.openPage({ width: 375 });
    await page.goto('/analysis');
    await page.getByRole('heading', { name: 'Análisis de tu Entrevista' }).waitFor();
    await page.getByRole('heading', { name: 'Error al cargar el análisis' }).waitFor();
    expect(await page.getByText('chatSessionId is not available').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ver Entrevista' }).count()).toBe(0);
  });

  it('shows the empty state for an interview without analysis', async () => {
    const created = await callApi('/generate-practice', { body: { interviewFocus: 'practice' } });
    const { page } = await browser.openPage();
    await page.goto(`/analysis?code=${created.body.chatSessionId}`);
    await page.getByText('No hay un análisis disponible').waitFor();
    expect(await page.getByText('No se ha encontrado análisis para esta entrevista.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ver Entrevista' }).isVisible()).toBe(true);
  });

  it("shows the candidate holding a company interview's code that it is complete, never its analysis", async () => {
    const code = randomUUID();
    await writeSession(adminDb(), 'company_interviews', code, sessionDoc(false, analysis, 'some-company'));
    const { page, errors } = await browser.openPage();
    await page.goto(`/analysis?code=${code}`);
    await page.getByRole('heading', { name: 'Tu entrevista ha concluido' }).waitFor();
    expect(await page.getByText(analysis.evaluationSummary).count()).toBe(0);
    expect(await page.locator('.an-score-value').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('reads a company analysis stored as JSON text in a code fence for a member: badges by word, Volver, no completion panel', async () => {
    const recruiter = await createRecruiter();
    const code = randomUUID();
    await writeSession(
      adminDb(),
      'company_interviews',
      code,
      sessionDoc(false, '```json\n' + JSON.stringify(analysis) + '\n```', recruiter.companyId),
    );
    const { page, errors } = await browser.openPage({ width: 375 });
    await signIn(page, recruiter);
    await page.goto(`/analysis?code=${code}`);
    await page.getByRole('heading', { name: 'Evaluación de personalidad' }).waitFor();
    const badge = (aspect: string) => page.locator('.an-personality-table tr', { hasText: aspect }).locator('.badge');
    expect(await badge('Comunicación').getAttribute('class')).toBe('badge badge-green');
    expect(await badge('Liderazgo').getAttribute('class')).toBe('badge badge-yellow');
    expect(await badge('Negociación').getAttribute('class')).toBe('badge badge-red');
    expect(await badge('Creatividad').getAttribute('class')).toBe('badge badge-blue');
    expect(await page.locator('.an-score-value').textContent()).toBe('74');
    expect(await page.getByText('Practicar la negociación con casos reales.').isVisible()).toBe(true);
    expect(await page.getByText('Cerrar cada respuesta con el resultado obtenido.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Volver' }).isVisible()).toBe(true);
    expect(await page.locator('.an-completion-panel').count()).toBe(0);
    // Stored before the rubric: it renders without the new parts.
    expect(await page.getByTestId('bar-chart').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Cómo se calcula esta puntuación' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the parse error for an analysis that cannot be read', async () => {
    const code = randomUUID();
    await writeSession(adminDb(), 'interviews', code, sessionDoc(true, 'esto no es JSON'));
    const { page } = await browser.openPage();
    await page.goto(`/analysis?code=${code}`);
    await page.getByRole('heading', { name: 'Error al cargar el análisis' }).waitFor();
    expect(await page.getByText('There was an error parsing the Analysis, please review the logs').isVisible()).toBe(
      true,
    );
  });
});
