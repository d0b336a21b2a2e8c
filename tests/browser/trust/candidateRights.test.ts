/**
 * Issue 10 in the browser: the candidate opens the link of their application-received email (read from the
 * mail catcher), downloads their data and withdraws; the company then sees "Postulación retirada por el
 * candidato" where they were. And the company erases another candidate from the candidate modal, in one action.
 */
import { describe, expect, it } from 'vitest';
import { CANDIDATE_DATA_PATH, CANDIDATE_DATA_TEXTS, WITHDRAWAL_TEXTS, candidateExportFileName } from '@clara/domain';
import { downloadedBytes, useBrowser } from '../../support/browser';
import { linkIn, waitForEmail } from '../../support/mailbox';
import { applyTo, createRecruiter, createVacancyFor } from '../../support/recruiting';
import { poll, signIn, waitShowing } from '../../support/recruitingBrowser';
import { adminDb, stack } from '../../support/stack';
import { appErrors } from '../interview/helpers';

const browser = useBrowser();

describe("the candidate's emailed link and the company's erase", () => {
  it('downloads and withdraws; the company sees the withdrawn line; the company erases another candidate from the modal', async () => {
    const recruiter = await createRecruiter('Retiros S.A.');
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Contadora Senior' });
    const { applicationId, input } = await applyTo(vacancyId, { name: 'Lucía Retira' });
    const other = await applyTo(vacancyId, { name: 'Bruno Borrado' });
    const link = linkIn(
      await waitForEmail(input.email, { subject: 'Recibimos tu postulación' }),
      `${stack().url}${CANDIDATE_DATA_PATH}#`,
    );

    const { page, errors } = await browser.openPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(link.replace(stack().url, ''));
    await page.getByText(CANDIDATE_DATA_TEXTS.intro('Contadora Senior', 'Retiros S.A.')).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: CANDIDATE_DATA_TEXTS.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(candidateExportFileName(applicationId));
    const exported = JSON.parse((await downloadedBytes(download)).toString('utf8'));
    expect(exported).toMatchObject({
      company: 'Retiros S.A.',
      vacancy: 'Contadora Senior',
      application: { name: 'Lucía Retira', email: input.email, cv: input.cv },
    });

    await page.getByRole('button', { name: CANDIDATE_DATA_TEXTS.withdraw }).click();
    await page.getByText(CANDIDATE_DATA_TEXTS.withdrawn).waitFor();
    expect(dialogs).toEqual([CANDIDATE_DATA_TEXTS.confirmWithdraw]);
    expect((await adminDb().doc(`applications/${applicationId}`).get()).exists).toBe(false);
    expect(new URL(page.url()).hash).toBe('');

    // The company: a line without personal data where Lucía was.
    await signIn(page, recruiter);
    const row = page.locator('article.rc-vacancy', { hasText: 'Contadora Senior' });
    await row.getByRole('button', { name: /Contadora Senior/ }).click();
    const line = row.locator(`[data-withdrawal-id="${applicationId}"]`);
    await waitShowing(page, line, 'la línea de Lucía retirada');
    expect(await line.textContent()).toContain(WITHDRAWAL_TEXTS.candidate);
    expect(await row.textContent()).not.toContain('Lucía Retira');

    // The company erases Bruno from his candidate modal, after confirming.
    await row.getByRole('button', { name: 'Bruno Borrado' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: WITHDRAWAL_TEXTS.erase }).click();
    await waitShowing(
      page,
      row.locator(`[data-withdrawal-id="${other.applicationId}"]`),
      'la línea de Bruno borrado por la empresa',
    );
    expect(await row.locator(`[data-withdrawal-id="${other.applicationId}"]`).textContent()).toContain(
      WITHDRAWAL_TEXTS.company,
    );
    expect(dialogs.at(-1)).toBe(WITHDRAWAL_TEXTS.confirmErase('Bruno Borrado'));
    await poll(async () => (await adminDb().doc(`applications/${other.applicationId}`).get()).exists).toBe(false);
    // The modal closes once the list has reloaded, a moment after the server erased him.
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await row.textContent()).not.toContain('Bruno Borrado');
    expect(appErrors(errors)).toEqual([]);
  }, 120_000);
});
