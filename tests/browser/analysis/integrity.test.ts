/**
 * Issue 19 in the browser: the integrity signals reach the people who decide (the candidate modal and the
 * comparison) and, after a practice, the candidate as advice; the chat's composer reports how an answer was
 * written (pasted, how long it was typed) with the message.
 */
import { describe, expect, it } from 'vitest';
import { TEMPLATE_ANSWER } from '../../../functions/src/calibration/adversarial';
import { useBrowser } from '../../support/browser';
import { adminDb, callApi } from '../../support/stack';
import {
  acceptNotice,
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  setBlindScoring,
} from '../../support/recruiting';
import { signIn } from '../../support/recruitingBrowser';
import { answerAll } from '../../integration/interview/helpers';
import { acknowledgePracticeNotice, appErrors, sendAndWaitReply } from '../interview/helpers';

const browser = useBrowser();
const REPEATED = Array.from({ length: 12 }, () => TEMPLATE_ANSWER);

describe('integrity signals in the browser', () => {
  it('a company interview with repeated answers shows the signal in the candidate modal and marks its comparison row', async () => {
    const recruiter = await createRecruiter('Integridad Andina');
    // About the signals: shown without scoring first (blind scoring: scorecards/scorecards.test.ts).
    await setBlindScoring(recruiter, false);
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Analista de Operaciones' });
    const { applicationId } = await applyTo(vacancyId, {
      name: 'Rita Repetida',
      email: `rita-${Date.now()}@example.com`,
    });
    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    const code = (
      await callApi('/start-clara-interview', {
        body: { applicationId, candidateId, vacancyId },
        token: recruiter.token,
      })
    ).body.code as string;
    await acceptNotice(code);
    expect((await answerAll(code, REPEATED)).status).toBe('Finished');

    const { page, errors } = await browser.openPage({ width: 1280, height: 800 });
    await signIn(page, recruiter);
    await page.getByRole('button', { name: /Analista de Operaciones/ }).click();
    const row = page.locator('li.rc-candidate', { hasText: 'Rita Repetida' });
    await row.getByRole('button', { name: 'Rita Repetida' }).click();
    const dialog = page.getByRole('dialog', { name: 'Datos del candidato' });
    const signals = dialog.getByRole('region', { name: 'Señales de integridad' });
    await signals.waitFor();
    expect(await signals.textContent()).toMatch(
      /Respuestas repetidas — Las respuestas 1, 2, 3, 4, 5 y 6 dicen lo mismo, con las mismas palabras o con otras/,
    );
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Ver comparación' }).click();
    const table = page.getByTestId('comparison-table');
    await table.waitFor();
    const marked = table.locator('tbody tr', { hasText: 'Rita Repetida' });
    expect(await marked.getByTestId('integrity-badge').textContent()).toBe('1 señal de integridad');
    expect(await marked.getByText(/Respuestas repetidas/).isVisible()).toBe(true);
    // Shown, never deciding: the application stays where the interview put it.
    expect((await readDoc(`applications/${applicationId}`))!.status).toBe('Evaluar');
    expect(errors).toEqual([]);
  });

  it('a practice answered with one template shows the advice on /analysis', async () => {
    const code = (await callApi('/generate-practice', { body: { interviewFocus: 'practice' } })).body
      .chatSessionId as string;
    await answerAll(code, REPEATED.slice(0, 6));
    expect((await callApi('/analyze-chat', { body: { chatSessionId: code } })).status).toBe(200);

    const { page, errors } = await browser.openPage({ width: 390, height: 800 });
    await page.goto(`/analysis?code=${code}`);
    const advice = page.getByRole('region', { name: 'Consejos sobre tus respuestas' });
    await advice.waitFor();
    expect(await advice.textContent()).toContain('Has repetido la misma respuesta en 6 preguntas (1, 2, 3, 4, 5 y 6).');
    // The competency chart stays readable on a 390 px phone (its labels drew at about 7 px).
    const labelHeights = await page
      .locator('.chart-label')
      .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height));
    expect(labelHeights.length).toBe(5);
    for (const height of labelHeights) expect(height).toBeGreaterThanOrEqual(12);
    expect(errors).toEqual([]);
  });

  it('the composer reports how much of an answer was pasted (a link counts nothing) and how long it was typed', async () => {
    const code = (await callApi('/generate-practice', { body: { interviewFocus: 'practice' } })).body
      .chatSessionId as string;
    const { page, errors } = await browser.openPage({ width: 1024, height: 800 });
    await page.goto(`/clara?code=${code}`);
    await page.getByRole('button', { name: 'EMPEZAR' }).click();
    await acknowledgePracticeNotice(page);
    await page.locator('li[data-type="system"]').first().waitFor();

    await page.locator('#chat-input').pressSequentially('Soy analista de datos.', { delay: 40 });
    await page.locator('#chat-input').press('Enter');
    await page.locator('li[data-type="user"]').first().waitFor();
    await page.locator('li[data-type="system"]').nth(1).waitFor();

    // A paste as the browser delivers it: a paste event carrying the clipboard's text, then the text in the box.
    const paste = (text: string) =>
      page.locator('#chat-input').evaluate((input, pasted) => {
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/plain', pasted);
        input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
      }, text);
    const LINK = 'https://github.com/ana-ruiz/cuadros-de-mando';
    await paste(LINK);
    await sendAndWaitReply(page, `Mi portafolio está en ${LINK} y ahí explico cómo reduje el tiempo de los informes.`);
    await paste(TEMPLATE_ANSWER);
    await sendAndWaitReply(page, TEMPLATE_ANSWER);

    const history = (await adminDb().doc(`interviews/${code}`).get()).get('chatHistory') as Array<{
      type: string;
      text: string;
      input?: { source: string; pastedChars?: number; answerChars?: number; typingMs?: number };
    }>;
    const [typed, withLink, pasted] = history.filter((message) => message.type === 'user');
    expect(typed!.input).toMatchObject({ source: 'keyboard', pastedChars: 0, answerChars: 22 });
    expect(typed!.input!.typingMs).toBeGreaterThanOrEqual(21 * 40);
    expect(withLink!.input).toMatchObject({ source: 'keyboard', pastedChars: 0, answerChars: withLink!.text.length });
    expect(pasted!.input).toMatchObject({
      source: 'keyboard',
      pastedChars: TEMPLATE_ANSWER.trim().length,
      answerChars: TEMPLATE_ANSWER.trim().length,
    });
    // Only the pasted answer is flagged, with its share.
    const analysed = await callApi('/analyze-chat', { body: { chatSessionId: code } });
    const pastedSignals = (analysed.body.analysis.integritySignals as Array<{ kind: string }>).filter(
      (signal) => signal.kind === 'pasted',
    );
    expect(pastedSignals).toEqual([{ kind: 'pasted', answers: [3], shares: [100] }]);
    expect(appErrors(errors)).toEqual([]);
  });
});
