import { PRACTICE_TERMS } from '@clara/domain';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHydration } from '../../support/browser';
import { adminDb } from '../../support/stack';
import { acknowledgePracticeNotice, appErrors, hasNoHorizontalOverflow, MARKER, runInterviewToTheEnd } from './helpers';

const browser = useBrowser();

describe('a practice interview from /terms to its analysis, on a 375 px phone', () => {
  it('goes /terms → /chat → a whole text interview → Analizar Entrevista → /analysis with every section', async () => {
    const { page, errors } = await browser.openPage({ width: 375, height: 740 });

    // /terms: the start button needs the terms checkbox, which opens the disclaimer.
    await page.goto('/terms');
    const start = page.getByRole('button', { name: 'Comenzar entrevista de práctica' });
    await start.waitFor();
    expect(await page.locator('video.iv-terms-video').getAttribute('src')).toMatch(/\/media\/.+\.mp4$/);
    expect(await start.isDisabled()).toBe(true);
    await waitForHydration(page);
    // Ticking the box opens the disclaimer; accepting it ticks the box.
    await page.getByLabel('accept terms and conditions').click();
    const disclaimer = page.getByRole('dialog', { name: 'Antes de comenzar' });
    await disclaimer.waitFor();
    expect(await disclaimer.textContent()).toContain('No es una evaluación profesional');
    expect(await start.isDisabled()).toBe(true);
    await disclaimer.getByRole('button', { name: 'Acepto' }).click();
    expect(await page.getByLabel('accept terms and conditions').isChecked()).toBe(true);
    expect(await start.isEnabled()).toBe(true);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await start.click();

    // /chat: a practice starts at once; its id is stored locally; Clara greets.
    await page.waitForURL('**/chat');
    await acknowledgePracticeNotice(page);
    await page.locator('li[data-type="system"]').first().waitFor();
    const code = await page.evaluate(() => localStorage.getItem('clara.chatSessionId'));
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await adminDb().doc(`interviews/${code}`).get();
    expect(stored.get('label')).toEqual({ kind: 'practice', title: 'Entrevista de práctica' });
    // The terms' disclaimer accepted on /terms is recorded with the practice (issue 10).
    expect((await adminDb().doc(`interview_private/${code}`).get()).get('consent')).toMatchObject({
      version: PRACTICE_TERMS.version,
    });
    expect(await page.getByRole('link', { name: /Clara: ir al inicio/ }).getAttribute('href')).toBe('/');

    // Send is disabled while blank.
    const send = page.getByRole('button', { name: 'Enviar', exact: true });
    await page.locator('#chat-input').fill('   ');
    expect(await send.isDisabled()).toBe(true);

    // The whole interview, by Enter, until Clara closes it.
    const answers = await runInterviewToTheEnd(page);
    expect(answers).toBeGreaterThan(2);
    expect(await page.locator('#chat-input').count()).toBe(0);
    const body = await page.locator('body').textContent();
    expect(body).not.toContain(MARKER);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect((await adminDb().doc(`interviews/${code}`).get()).get('status')).toBe('Finished');

    // Analizar Entrevista: the countdown and the waiting text, then the closing text and Ver Análisis.
    await page.getByRole('button', { name: 'Analizar Entrevista' }).click();
    await page.getByText('Por favor espere. La entrevista se está analizando...').waitFor();
    expect(await page.locator('.iv-countdown').textContent()).toMatch(/^[1-3]$/);
    await page.getByText('La entrevista ha concluido. ¡Gracias por tu participación!').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Ver Análisis' }).click();

    // /analysis: every section.
    await page.waitForURL(`**/analysis?code=${code}`);
    await page.getByRole('heading', { name: 'Análisis de tu Entrevista', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Resumen de la evaluación' }).waitFor();
    const analysis = (await adminDb().doc(`interviews/${code}`).get()).get('analysis');
    expect(await page.locator('.an-summary-text').textContent()).toBe(analysis.evaluationSummary);
    expect(await page.locator('.an-score-value').textContent()).toBe(String(analysis.score));
    const aspects = Object.keys(analysis.personalityAssessment);
    // A rubric analysis: each competency with its rating, badge and quotes, and the chart of the ratings.
    // The report renders its top first and the ratings right after (issue 21's first paint): wait for them.
    await expect.poll(() => page.getByTestId('competency').count(), { timeout: 15_000 }).toBe(aspects.length);
    expect(await page.getByTestId('bar-chart').isVisible()).toBe(true);
    for (const badge of await page.locator('[data-testid="competency"] .badge').all()) {
      expect(await badge.getAttribute('class')).toMatch(/badge-(green|red|yellow|blue)/);
    }
    await page.getByRole('heading', { name: 'Sugerencias de desarrollo' }).waitFor();
    await page.getByRole('heading', { name: 'Sugerencias para tus entrevistas' }).waitFor();
    expect(await page.locator('.an-suggestions li').count()).toBe(
      analysis.developmentSuggestions.length + analysis.interviewPerformanceSuggestions.length,
    );

    // Practice: the completion panel with its video and the thumbs feedback; Volver only for company.
    // The poster paints with the report; the video's file is set once the page is idle.
    await page.locator('video.an-completion-video[src$=".mp4"]').waitFor({ state: 'attached' });
    expect(await page.locator('video.an-completion-video').getAttribute('src')).toMatch(/\/media\/.+\.mp4$/);
    expect(await page.getByRole('button', { name: 'Volver' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Si', exact: true }).click();
    await page.getByText('¡Gracias por tu opinión!').waitFor();
    expect((await adminDb().doc(`interviews/${code}`).get()).get('feedback')).toBe('Si');
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    // Ver Entrevista goes back to the chat, finished: no input.
    await page.getByRole('button', { name: 'Ver Entrevista' }).click();
    await page.waitForURL(`**/clara?code=${code}`);
    await page.getByRole('button', { name: 'Ver Análisis' }).waitFor();
    expect(await page.locator('#chat-input').count()).toBe(0);

    expect(appErrors(errors)).toEqual([]);
    // A whole interview and its analysis: about 15 s alone, twice that beside the rest of the suite.
  }, 90_000);
});
