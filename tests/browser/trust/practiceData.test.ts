import { describe, expect, it } from 'vitest';
import { RIGHTS_TEXTS } from '@clara/domain';
import { downloadedBytes, useBrowser } from '../../support/browser';
import { adminDb, callApi } from '../../support/stack';
import { appErrors } from '../interview/helpers';

const browser = useBrowser();

describe('a practice interview on its page (issue 10)', () => {
  it('is downloaded (JSON of the text, the recording as its own file) and deleted by its holder; afterwards its code reads nothing', async () => {
    const created = await callApi('/generate-practice', { body: { interviewFocus: 'practice' } });
    const code: string = created.body.chatSessionId;
    expect(
      (
        await callApi('/chat', {
          body: { message: 'Soy analista de datos con tres años de experiencia.', chatSessionId: code },
        })
      ).status,
    ).toBe(200);
    const recording = Buffer.from('grabación de prueba');
    const uploaded = await callApi('/chat-media', {
      body: {
        mediaData: `data:audio/webm;base64,${recording.toString('base64')}`,
        mediaType: 'audio',
        chatSessionId: code,
      },
    });
    expect(uploaded.status).toBe(200);
    const mediaId: string = uploaded.body.mediaId;

    const { page, errors } = await browser.openPage();
    await page.goto(`/clara?code=${code}`);
    await page.getByRole('button', { name: 'EMPEZAR' }).click();
    await page.getByText('Soy analista de datos con tres años de experiencia.').waitFor();

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: RIGHTS_TEXTS.download }).click(),
    ]);
    expect(json.suggestedFilename()).toBe(`clara-entrevista-${code}.json`);
    const exported = JSON.parse((await downloadedBytes(json)).toString('utf8'));
    expect(exported).toMatchObject({ code, label: { kind: 'practice', title: 'Entrevista de práctica' } });
    expect(exported.chatHistory.map((message: { text: string }) => message.text)).toContain(
      'Soy analista de datos con tres años de experiencia.',
    );
    expect(exported.media).toEqual([{ mediaId, file: `/api/interview-export/${code}/media/${mediaId}` }]);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: RIGHTS_TEXTS.downloadMedia(1) }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`audio-${mediaId}.webm`);
    expect((await downloadedBytes(file)).equals(recording)).toBe(true);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: RIGHTS_TEXTS.delete }).click();
    await expect
      .poll(
        async () => [...dialogs, ...(await page.locator('.iv-practice-data-actions [role="alert"]').allTextContents())],
        { timeout: 15_000 },
      )
      .toEqual([RIGHTS_TEXTS.confirmDelete, RIGHTS_TEXTS.deleted]);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('clara.chatSessionId')), { timeout: 15_000 })
      .toBeNull();

    // Its code reads nothing: not the API, not Firestore, not its recording.
    expect(await callApi(`/check-session?chatSessionId=${code}`)).toMatchObject({
      status: 200,
      body: { chatSessionExists: false },
    });
    expect((await callApi(`/chat/${code}`)).status).toBe(404);
    expect((await callApi(`/interview-export/${code}`)).status).toBe(404);
    for (const path of [`interviews/${code}`, `interview_private/${code}`, `media/${mediaId}`]) {
      expect((await adminDb().doc(path).get()).exists).toBe(false);
    }
    expect((await adminDb().collection(`media/${mediaId}/chunks`).get()).size).toBe(0);
    expect(appErrors(errors)).toEqual([]);
  });

  it("refuses a company interview's code: its candidate acts through the emailed link", async () => {
    const { SEED_CODES } = await import('../../../functions/src/interview/seed/generateSeed');
    const code = SEED_CODES.companyFinished['app-evaluar'];
    expect((await callApi(`/interview/${code}`, { method: 'DELETE' })).status).toBe(403);
    expect((await callApi(`/interview-export/${code}`)).status).toBe(403);
    expect((await adminDb().doc(`company_interviews/${code}`).get()).exists).toBe(true);
  });
});
