/**
 * Issue 33 in the browser: the AI notice before the first turn of a company interview in the text, voice and
 * recorded modes (the real-time one is in realtime.test.ts, on its stack with the fake Realtime API), and a
 * candidate who asks for more time during the interview, which the recruiter sees on the candidate and answers;
 * a candidate who asks for a break pauses the interview and resumes it with the same code.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOMMODATION_TEXTS, CONSENT_NOTICE, MEDIA_NOTES, MEDIA_TEXTS, PRACTICE_AI_NOTICE } from '@clara/domain';
import { FAKE_MEDIA_DEVICES, launchBrowser, openPage, useBrowser } from '../../support/browser';
import { adminDb, callApi } from '../../support/stack';
import { applyTo, createRecruiter, createVacancyFor, readDoc } from '../../support/recruiting';
import { signIn } from '../../support/recruitingBrowser';
import { waitForEmail } from '../../support/mailbox';
import { auditEntries } from '../../support/people';
import { answer, appErrors, newCompanyInterview, openCompanyInterviewThroughNotice, sendAndWaitReply } from './helpers';

const browser = useBrowser();
const T = ACCOMMODATION_TEXTS;

/** A real Spanish answer (espeak-ng) as Chromium's microphone. */
const SPOKEN_ANSWER = fileURLToPath(new URL('../../fixtures/audio/respuesta-es.wav', import.meta.url));

/** Comes back later with the same code (a fresh visit: /clara's history entry would keep the chat open). */
async function comeBack(page: Page, code: string) {
  await page.goto('about:blank');
  await page.goto(`/clara?code=${code}`);
}

const storedHistory = async (code: string) =>
  ((await adminDb().doc(`company_interviews/${code}`).get()).get('chatHistory') ?? []) as Record<string, unknown>[];

describe('the AI notice before the first turn, in every mode (issue 33)', () => {
  it('text: the notice, then the typed answer', async () => {
    const { page, errors } = await browser.openPage({ width: 375, height: 740 });
    const code = await newCompanyInterview();
    await openCompanyInterviewThroughNotice(page, code);
    expect((await readDoc(`interview_private/${code}`))!.aiNotice).toBeTruthy();
    await sendAndWaitReply(page, answer(0));
    expect((await storedHistory(code))[1]).toMatchObject({ type: 'user', text: answer(0) });
    // Once the interview has started, the notice does not come back.
    await comeBack(page, code);
    await page.getByRole('button', { name: 'EMPEZAR' }).click();
    await page.locator('li[data-type="user"]').first().waitFor();
    expect(await page.getByTestId('ai-notice').count()).toBe(0);
    expect(appErrors(errors)).toEqual([]);
  });

  it("practice: the practice's own wording before the first turn, recorded on the practice, then the typed answer", async () => {
    const { page, errors } = await browser.openPage({ width: 375, height: 740 });
    const created = await callApi('/generate-practice', { body: { interviewFocus: 'practice' } });
    const code = created.body.chatSessionId as string;
    await page.goto(`/clara?code=${code}`);
    await page.getByRole('button', { name: 'EMPEZAR' }).click();
    const notice = page.getByTestId('ai-notice');
    await notice.getByRole('heading', { name: PRACTICE_AI_NOTICE.title }).waitFor();
    for (const paragraph of PRACTICE_AI_NOTICE.paragraphs) await notice.getByText(paragraph).waitFor();
    // No company: nothing about who decides nor a request to a company.
    expect(await notice.getByText(/Una persona de la empresa/).count()).toBe(0);
    expect(await page.getByRole('button', { name: T.open }).count()).toBe(0);
    // No way to answer before it is acknowledged.
    expect(await page.locator('li[data-type="system"]').count()).toBe(0);
    expect(await page.locator('#chat-input').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Grabar audio' }).count()).toBe(0);
    await notice.getByRole('button', { name: PRACTICE_AI_NOTICE.acknowledge }).click();
    await page.locator('li[data-type="system"]').first().waitFor();
    expect(await page.getByTestId('ai-notice').count()).toBe(0);
    expect((await readDoc(`interview_private/${code}`))!.aiNotice).toMatchObject({
      version: PRACTICE_AI_NOTICE.version,
    });
    await sendAndWaitReply(page, answer(0));
    expect(((await adminDb().doc(`interviews/${code}`).get()).get('chatHistory') as unknown[])[1]).toMatchObject({
      type: 'user',
      text: answer(0),
    });
    // Acknowledged once: it does not come back.
    await comeBack(page, code);
    await page.getByRole('button', { name: 'EMPEZAR' }).click();
    await page.locator('li[data-type="user"]').first().waitFor();
    expect(await page.getByTestId('ai-notice').count()).toBe(0);
    expect(appErrors(errors)).toEqual([]);
  });

  it('an accepted «texto en lugar de voz» opens the interview in text: no dictation, no recording (issue 33)', async () => {
    const { page, errors } = await browser.openPage({ width: 375, height: 740 });
    const code = await newCompanyInterview();
    await adminDb()
      .doc(`interview_private/${code}`)
      .set({ adjustments: { textOnly: true } }, { merge: true });
    await openCompanyInterviewThroughNotice(page, code);
    await page.locator('#chat-input').waitFor();
    expect(await page.locator('.iv-mic-btn').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Grabar audio' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Grabar video' }).count()).toBe(0);
    await sendAndWaitReply(page, answer(0));
    expect((await storedHistory(code))[1]).toMatchObject({ type: 'user', text: answer(0) });
    expect(appErrors(errors)).toEqual([]);
  });

  it('voice and recorded: the notice, then an answer by voice and a recorded audio message', async () => {
    const fake = await launchBrowser([...FAKE_MEDIA_DEVICES, `--use-file-for-fake-audio-capture=${SPOKEN_ANSWER}`]);
    try {
      const { page, context, errors } = await openPage(fake, { width: 375, height: 740 });
      await context.grantPermissions(['microphone', 'camera']);
      // Voice input without speech recognition (Firefox): the microphone records the answer for the server.
      await page.addInitScript(() => {
        delete (window as unknown as Record<string, unknown>).SpeechRecognition;
        delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
      });
      const code = await newCompanyInterview();
      await openCompanyInterviewThroughNotice(page, code);

      // Voice.
      await page.getByRole('button', { name: 'Responder por voz (se grabará y se transcribirá)' }).click();
      const stop = page.getByRole('button', { name: 'Detener y enviar la respuesta grabada' });
      await stop.waitFor();
      await page.waitForTimeout(1500);
      await stop.click();
      await page.locator('li[data-type="system"]').nth(1).waitFor({ timeout: 30_000 });
      expect((await storedHistory(code))[1]).toMatchObject({ type: 'user', mediaType: 'audio' });

      // Recorded: no running timer unless asked for.
      await page.getByRole('button', { name: 'Grabar audio' }).click();
      const recording = page.getByRole('group', { name: 'Grabación en curso' });
      await recording.getByText('Grabando audio').waitFor();
      expect(await recording.innerText()).not.toMatch(/\d\d:\d\d/);
      await recording.getByRole('button', { name: MEDIA_TEXTS.showTime }).click();
      await recording.getByText(/Grabando audio · \d\d:\d\d/).waitFor();
      await page.waitForTimeout(1200);
      await recording.getByRole('button', { name: 'Detener' }).click();
      await page
        .getByRole('group', { name: 'Revisar grabación' })
        .getByRole('button', { name: 'Enviar grabación' })
        .click();
      await page.locator('li[data-type="system"]').nth(2).waitFor({ timeout: 30_000 });
      const history = await storedHistory(code);
      expect(history[3]).toMatchObject({ type: 'user', mediaType: 'audio', text: MEDIA_NOTES.noTranscriber });
      expect(appErrors(errors)).toEqual([]);
    } finally {
      await fake.close();
    }
  });
});

describe('accommodations and a human alternative (issue 33)', () => {
  it('a candidate asks for more time during the interview; the recruiter sees it on the candidate and answers', async () => {
    const owner = await createRecruiter('Ajustes Razonables S.A.');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Analista contable' });
    const { applicationId, input } = await applyTo(vacancyId, { name: 'Elena Quispe' });
    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    const started = await callApi('/start-clara-interview', {
      body: { applicationId, candidateId, vacancyId },
      token: owner.token,
    });
    const code = started.body.code as string;

    const { page, errors } = await browser.openPage({ width: 375, height: 740 });
    await openCompanyInterviewThroughNotice(page, code);
    await sendAndWaitReply(page, answer(0));

    // During the interview: «Pedir un ajuste» → more time, a comment, the interview goes on.
    await page.getByRole('button', { name: T.open }).click();
    const dialog = page.getByRole('dialog', { name: T.title });
    await dialog.getByRole('checkbox', { name: T.kinds.moreTime }).check();
    await dialog.getByLabel(T.commentLabel).fill('Escribo despacio por una lesión en la mano.');
    expect(await dialog.getByRole('radio', { name: T.continueNow }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: T.send }).click();
    await page.getByRole('status').filter({ hasText: T.sent }).waitFor();
    await page.getByTestId('accommodation-requests').getByText(T.pending).waitFor();
    // The interview goes on.
    await sendAndWaitReply(page, answer(1));

    // The team is emailed, and the request is audited.
    await waitForEmail(owner.email, { subject: 'Solicitud de ajuste en la entrevista: Elena Quispe' });
    expect((await auditEntries(owner.companyId)).map((entry) => entry.kind)).toContain('accommodation.requested');

    // The recruiter sees the request on the candidate and answers it.
    const recruiter = await browser.openPage();
    await signIn(recruiter.page, owner);
    const row = recruiter.page.locator('article.rc-vacancy', { hasText: 'Analista contable' });
    await row.getByRole('button', { name: /Analista contable/ }).click();
    await row.getByRole('button', { name: 'Elena Quispe' }).click();
    const modal = recruiter.page.getByRole('dialog', { name: 'Datos del candidato' });
    const section = modal.getByTestId('accommodation-section');
    await section.getByText(T.kinds.moreTime, { exact: true }).waitFor();
    await section.getByText('Escribo despacio por una lesión en la mano.').waitFor();
    await section.getByText(T.continued, { exact: false }).waitFor();
    await section.getByLabel(/Mensaje al candidato/).fill('Claro: tómate el tiempo que necesites.');
    await section.getByRole('button', { name: T.accept }).click();
    await section.getByText(`Aceptada por ${owner.email}`, { exact: false }).waitFor();
    const mail = await waitForEmail(input.email as string, { subject: 'Respuesta a tu solicitud de ajuste' });
    expect(mail.text).toContain('Claro: tómate el tiempo que necesites.');

    // The candidate reads the answer on the interview page.
    await comeBack(page, code);
    await page.getByRole('button', { name: 'EMPEZAR' }).click();
    await page
      .getByTestId('accommodation-requests')
      .getByText(T.answered(T.decisions.accepted), { exact: false })
      .waitFor();
    expect(appErrors(errors)).toEqual([]);
    expect(appErrors(recruiter.errors)).toEqual([]);
  }, 180_000);

  it('a candidate who asks for a break pauses the interview and resumes it with the same code', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const { applicationId } = await applyTo(vacancyId, { name: 'Tomás Ríos' });
    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    const code = (
      await callApi('/start-clara-interview', { body: { applicationId, candidateId, vacancyId }, token: owner.token })
    ).body.code as string;
    const { page, errors } = await browser.openPage();
    await page.goto(`/clara?code=${code}`);
    await page.getByRole('checkbox', { name: CONSENT_NOTICE.accept }).check();
    await page.getByRole('button', { name: 'EMPEZAR' }).click();

    // Before the interview starts, from the notice: a break, waiting for the answer.
    const notice = page.getByTestId('ai-notice');
    await notice.getByRole('button', { name: T.open }).click();
    const dialog = page.getByRole('dialog', { name: T.title });
    await dialog.getByRole('checkbox', { name: T.kinds.break }).check();
    await dialog.getByRole('radio', { name: T.waitForAnswer }).check();
    await dialog.getByRole('button', { name: T.send }).click();
    await notice.getByRole('button', { name: /^Entendido/ }).click();
    const paused = page.getByTestId('interview-paused');
    await paused.getByRole('heading', { name: T.pausedTitle }).waitFor();
    expect(await page.locator('#chat-input').count()).toBe(0);

    // Later, with the same code: still paused, then resumed.
    await comeBack(page, code);
    await page.getByRole('checkbox', { name: CONSENT_NOTICE.accept }).check();
    await page.getByRole('button', { name: 'EMPEZAR' }).click();
    await paused.getByRole('button', { name: T.resume }).click();
    await page.locator('#chat-input').waitFor();
    await sendAndWaitReply(page, answer(0));
    expect(appErrors(errors)).toEqual([]);
  }, 120_000);
});
