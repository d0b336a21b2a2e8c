/**
 * Issue 11 in the browser: the candidate's invitation email (read from the mail catcher) opens their interview;
 * the candidate modal lists the emails about them, shows a failed one as "No se pudo enviar el correo" and
 * resends it.
 */
import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS, PRODUCT } from '@clara/domain';
import { useBrowser } from '../../support/browser';
import { linkIn, waitForEmail, waitForEmails } from '../../support/mailbox';
import { applyTo, createRecruiter, createVacancyFor, readDoc } from '../../support/recruiting';
import { poll, signIn } from '../../support/recruitingBrowser';
import { adminDb, callApi, stack } from '../../support/stack';
import { appErrors } from '../interview/helpers';

const browser = useBrowser();

describe("the candidate's emails", () => {
  it('the invitation link opens the interview; the modal shows a failed email and resends it', async () => {
    const recruiter = await createRecruiter('Correos S.A.');
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Diseñadora UX' });
    const { applicationId, input } = await applyTo(vacancyId, { name: 'Inés Invitada' });
    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    const code = (
      await callApi(`/start-${PRODUCT.path}-interview`, {
        body: { applicationId, candidateId, vacancyId },
        token: recruiter.token,
      })
    ).body.code as string;
    const invitation = await waitForEmail(input.email, { subject: 'te invita a una entrevista' });

    const { page, errors } = await browser.openPage();
    await page.goto(linkIn(invitation, `${stack().url}/${PRODUCT.path}?code=`).replace(stack().url, ''));
    // The page's first view paints an empty field; the app fills it from the link once it takes over.
    await expect.poll(() => page.getByLabel('Código Personal de Entrevista').inputValue()).toBe(code);

    // The application-received email could not be delivered (as the outbox records a failing SMTP server).
    const received = (
      await adminDb()
        .collection('outbox')
        .where('applicationId', '==', applicationId)
        .where('kind', '==', 'applicationReceived')
        .get()
    ).docs[0]!;
    await received.ref.update({ status: 'failed', attempts: 5, lastError: 'connect ECONNREFUSED' });

    await signIn(page, recruiter);
    const row = page.locator('article.rc-vacancy', { hasText: 'Diseñadora UX' });
    await row.getByRole('button', { name: /Diseñadora UX/ }).click();
    await row.getByRole('button', { name: 'Inés Invitada' }).click();
    const modal = page.getByRole('dialog');
    const failed = modal.locator('li[data-email-kind="applicationReceived"]');
    await failed.getByText(MAIL_TEXTS.failed).waitFor();
    await modal.locator('li[data-email-kind="interviewInvitation"]').getByText(MAIL_TEXTS.statuses.sent).waitFor();
    await failed.getByRole('button', { name: MAIL_TEXTS.resend }).click();
    await modal.getByText(MAIL_TEXTS.resent).waitFor();
    await modal.locator('li[data-email-kind="applicationReceived"][data-email-status="sent"]').waitFor();
    await waitForEmails(input.email, { subject: 'Recibimos tu postulación', count: 2 });

    await modal.getByRole('button', { name: MAIL_TEXTS.resendInvitation }).click();
    await waitForEmails(input.email, { subject: 'te invita a una entrevista', count: 2 });
    await poll(() => modal.locator('li[data-email-kind="interviewInvitation"]').count()).toBe(2);
    expect(appErrors(errors)).toEqual([]);
  }, 120_000);
});
