/** Issue 23: the reminder the day before is an outbox email written ahead, sent by the scheduled retry when due. */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
import { useFunctionsInProcessWithMail } from '../../support/functionsInProcess';
import { emailsTo, waitForEmails } from '../../support/mailbox';
import { createRecruiter } from '../../support/recruiting';
import { bookingTokenFrom, candidateInReclutador, hoursFromNow, proposal } from '../../support/scheduling';
import type { retryOutbox as RetryOutbox } from '../../../functions/src/mail/retry';

let retryOutbox: typeof RetryOutbox;
useFunctionsInProcessWithMail();
beforeAll(async () => {
  ({ retryOutbox } = await import('../../../functions/src/mail/retry'));
});

describe('the interview reminder', () => {
  it('waits in the outbox until the day before, then the retry sends it to both sides once', async () => {
    const owner = await createRecruiter('Avisos del Sur S.A.');
    const { applicationId, email } = await candidateInReclutador(owner);
    const start = hoursFromNow(60);
    await callApi(`/application/${applicationId}/interview-bookings`, {
      body: proposal([owner.uid], [start]),
      token: owner.token,
    });
    const token = await bookingTokenFrom(email);
    expect(
      (await callApi('/interview-booking/pick', { body: { token, startAt: start, timeZone: 'UTC' } })).status,
    ).toBe(200);
    const reminders = () =>
      adminDb()
        .collection('outbox')
        .where('applicationId', '==', applicationId)
        .where('kind', '==', 'interviewReminder')
        .get();

    // Not due yet: a run sends nothing of it.
    await retryOutbox();
    expect((await reminders()).docs.map((doc) => doc.get('status'))).toEqual(['scheduled', 'scheduled']);
    expect((await emailsTo(email)).filter((mail) => mail.subject.startsWith('Recordatorio'))).toEqual([]);

    // Its time comes (moved back rather than waiting two days).
    for (const doc of (await reminders()).docs) await doc.ref.update({ sendAt: Math.floor(Date.now() / 1000) - 1 });
    await retryOutbox();
    const [forCandidate] = await waitForEmails(email, { subject: 'Recordatorio: entrevista mañana' });
    expect(forCandidate!.text).toContain('UTC');
    await waitForEmails(owner.email, { subject: 'Recordatorio: entrevista mañana' });
    expect((await reminders()).docs.map((doc) => doc.get('status'))).toEqual(['sent', 'sent']);
    expect((await reminders()).docs.every((doc) => doc.get('sendAt') === null)).toBe(true);

    // Another run sends nothing again.
    await retryOutbox();
    expect((await emailsTo(email)).filter((mail) => mail.subject.startsWith('Recordatorio'))).toHaveLength(1);
  });
});
