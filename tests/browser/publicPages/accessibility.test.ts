import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newSessionDocument } from '../../../functions/src/sessions/sessions';
import { useBrowser } from '../../support/browser';
import { createRecruiter, createVacancyFor } from '../../support/recruiting';
import { adminDb } from '../../support/stack';

const browser = useBrowser();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2 A/AA violations on the page, as "rule: target" lines. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: Hosting's Content-Security-Policy forbids inline scripts, as it should.
  await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    return axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
  });
  return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

const analysedPractice = async () => {
  const code = randomUUID();
  await adminDb()
    .doc(`interviews/${code}`)
    .set({
      ...newSessionDocument({ isPractice: true, context: { kind: 'practice' } }),
      status: 'Finished',
      analysis: JSON.stringify({
        evaluationSummary: 'Respuestas claras con ejemplos.',
        score: 81,
        personalityAssessment: {
          Comunicación: { evaluation: 'Alto', justification: 'Clara.' },
          Liderazgo: { evaluation: 'Bajo', justification: 'Sin ejemplos.' },
        },
        developmentSuggestions: ['Dar cifras.'],
        interviewPerformanceSuggestions: ['Cerrar con el resultado.'],
      }),
    });
  return code;
};

describe('accessibility (axe, WCAG 2 AA) of the public and measured pages', () => {
  it('has no violations on /analysis (without a code and with a report)', async () => {
    const { page } = await browser.openPage({ width: 390, height: 844 });
    await page.goto('/analysis');
    await page.getByRole('heading', { name: 'Error al cargar el análisis' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto(`/analysis?code=${await analysedPractice()}`);
    await page.locator('.an-score-value').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('has no violations on the prerendered pages and the job page', async () => {
    const recruiter = await createRecruiter();
    const id = await createVacancyFor(recruiter);
    const { page } = await browser.openPage({ width: 390, height: 844 });
    for (const path of ['/', '/empresas', '/como-funciona', '/terms', `/job/${id}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
    }
  });
});
