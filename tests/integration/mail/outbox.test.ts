/**
 * The mail path in this process against the stack's Firestore and mail catcher: the outbox document is
 * written before sending, a failing SMTP server leaves it failed (nothing thrown), the scheduled retry's
 * handler sends it, and the per-recipient bound refuses the email after its limit (default limits here).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_ERRORS, MAIL_MAX_ATTEMPTS, MAIL_PER_RECIPIENT_PER_HOUR, nowSeconds } from '@clara/domain';
import { freePort } from '../../../stack/ports';
import { adminDb, stack } from '../../support/stack';
import { connectFunctionsInProcess, disconnectFunctionsInProcess } from '../../support/functionsInProcess';
import { emailsTo, waitForEmail, waitForEmails } from '../../support/mailbox';
import { applicationInput, createRecruiter, createVacancyFor, readDoc } from '../../support/recruiting';
import { auditEntries } from '../../support/people';

import type { Server } from 'node:http';
import type { createApp as CreateApp } from '../../../functions/src/api';
import type { sendEmail as SendEmail } from '../../../functions/src/mail/send';
import type { retryOutbox as RetryOutbox } from '../../../functions/src/mail/retry';
import type { inviteMember as InviteMember } from '../../../functions/src/team/service';

let sendEmail: typeof SendEmail;
let retryOutbox: typeof RetryOutbox;
let createApp: typeof CreateApp;
let inviteMember: typeof InviteMember;
let server: Server | undefined;
const previousSmtp = process.env.SMTP_URL;

beforeAll(async () => {
  await connectFunctionsInProcess();
  ({ sendEmail } = await import('../../../functions/src/mail/send'));
  ({ retryOutbox } = await import('../../../functions/src/mail/retry'));
  ({ createApp } = await import('../../../functions/src/api'));
  ({ inviteMember } = await import('../../../functions/src/team/service'));
});
afterAll(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  if (previousSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = previousSmtp;
  await disconnectFunctionsInProcess();
});

const address = () => `cand-${randomUUID().slice(0, 8)}@correo.test`;
const email = (to: string, subject = `Asunto ${randomUUID().slice(0, 6)}`) => ({
  to,
  kind: 'applicationReceived' as const,
  subject,
  text: 'Hola: texto del correo',
  html: '<p>Hola: texto del correo</p>',
  applicationId: `app-${randomUUID()}`,
});

describe('the mail path', () => {
  it('writes the outbox document and sends the email to the catcher', async () => {
    process.env.SMTP_URL = stack().mailSmtpUrl;
    const to = address();
    const record = await sendEmail(email(to, 'Primer correo'));
    expect(record).toMatchObject({ to, status: 'sent', attempts: 1, lastError: null });
    const stored = (await adminDb().collection('outbox').doc(record.id).get()).data();
    expect(stored).toMatchObject({
      to,
      kind: 'applicationReceived',
      subject: 'Primer correo',
      status: 'sent',
      attempts: 1,
      // The body (which may hold a personal link) is not kept once sent.
      text: '',
      html: '',
    });
    expect(typeof stored?.sentAt).toBe('number');
    const caught = await waitForEmail(to, { subject: 'Primer correo' });
    expect(caught.text).toBe('Hola: texto del correo');
    expect(caught.html).toContain('<p>Hola: texto del correo</p>');
    expect(caught.from[0]?.address).toBe('no-reply@clara.test');
  });

  it('records a failing SMTP server as failed without throwing; the retry handler sends it later', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
    const to = address();
    const record = await sendEmail(email(to, 'Correo reintentado'));
    expect(record.status).toBe('failed');
    expect(record.attempts).toBe(1);
    expect(record.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await emailsTo(to)).toEqual([]);

    process.env.SMTP_URL = stack().mailSmtpUrl;
    const report = await retryOutbox(nowSeconds());
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const stored = (await adminDb().collection('outbox').doc(record.id).get()).data();
    expect(stored).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect((await waitForEmails(to)).map((e) => e.subject)).toEqual(['Correo reintentado']);
    // Sent is final: another run sends nothing more to this address.
    await retryOutbox(nowSeconds());
    expect((await emailsTo(to)).length).toBe(1);
  });

  it('gives up after its attempts', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
    const record = await sendEmail(email(address()));
    for (let i = 1; i < MAIL_MAX_ATTEMPTS + 2; i += 1) await retryOutbox(nowSeconds());
    const stored = (await adminDb().collection('outbox').doc(record.id).get()).data();
    expect(stored).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
  });

  it('keeps the email queued while no SMTP server is configured', async () => {
    process.env.SMTP_URL = '';
    const record = await sendEmail(email(address()));
    expect(record).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('refuses emails to one address over its hourly bound, and records the refusal', async () => {
    process.env.SMTP_URL = stack().mailSmtpUrl;
    const to = address();
    for (let i = 0; i < MAIL_PER_RECIPIENT_PER_HOUR; i += 1) expect((await sendEmail(email(to))).status).toBe('sent');
    const refused = await sendEmail(email(to));
    expect(refused).toMatchObject({ status: 'refused', attempts: 0, lastError: MAIL_ERRORS.recipientBound });
    await waitForEmails(to, { count: MAIL_PER_RECIPIENT_PER_HOUR });
    // Another address is not affected.
    expect((await sendEmail(email(address()))).status).toBe('sent');
    expect((await emailsTo(to)).length).toBe(MAIL_PER_RECIPIENT_PER_HOUR);
  });

  it('a team invitation over the address bound answers the bound text and leaves no invitation and no audit entry behind', async () => {
    process.env.SMTP_URL = stack().mailSmtpUrl;
    const owner = await createRecruiter('Invitaciones S.A.');
    const to = address();
    for (let i = 0; i < MAIL_PER_RECIPIENT_PER_HOUR; i += 1) await sendEmail(email(to));
    const caller = { uid: owner.uid, email: owner.email, emailVerified: false };
    await expect(
      inviteMember(
        owner.companyId,
        caller,
        { email: to, role: 'recruiter', vacancyIds: [] },
        'http://localhost',
        'POST /api/team/invitations',
      ),
    ).rejects.toMatchObject({
      message: MAIL_ERRORS.recipientBound,
    });
    const pending = await adminDb().collection('team_invitations').where('email', '==', to).get();
    expect(pending.size).toBe(0);
    // Issue 31: the invitation's entry goes with it.
    expect((await auditEntries(owner.companyId)).map((entry) => entry.kind)).not.toContain('team.invited');
  });

  it('a failing SMTP server leaves the application stored and its email failed; the retry sends it', async () => {
    const vacancyId = await createVacancyFor(await createRecruiter('Reintentos S.A.'));
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
    server = createApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    const input = applicationInput(vacancyId);
    const response = await fetch(
      `http://127.0.0.1:${(server.address() as { port: number }).port}/api/submit-application`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      },
    );
    expect(response.status).toBe(201);
    expect((await readDoc(`applications/${input.applicationId}`))?.email).toBe(input.email);
    const [failed] = (
      await adminDb().collection('outbox').where('applicationId', '==', input.applicationId).get()
    ).docs.map((d) => d.data());
    expect(failed).toMatchObject({ to: input.email, kind: 'applicationReceived', status: 'failed', attempts: 1 });
    expect(await emailsTo(input.email)).toEqual([]);

    process.env.SMTP_URL = stack().mailSmtpUrl;
    await retryOutbox(nowSeconds());
    const sent = await waitForEmail(input.email, { subject: 'Recibimos tu postulación' });
    expect(sent.text).toContain('/mis-datos#');
    const [after] = (
      await adminDb().collection('outbox').where('applicationId', '==', input.applicationId).get()
    ).docs.map((d) => d.data());
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
