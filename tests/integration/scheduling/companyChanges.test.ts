/**
 * Issue 32: the company cancels or moves an interview it proposed. The candidate and each interviewer get the email
 * with the .ics (same UID, higher SEQUENCE), the candidate's in their own zone; the old reminders go; another company
 * gets 404 and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
import { attachmentsOf, waitForEmail, waitForEmails } from '../../support/mailbox';
import { createRecruiter, type Recruiter } from '../../support/recruiting';
import { bookingTokenFrom, candidateInReclutador, hoursFromNow, proposal } from '../../support/scheduling';

async function scheduled(owner: Recruiter, name: string) {
  const { applicationId, email } = await candidateInReclutador(owner, name);
  const start = hoursFromNow(72);
  const proposed = await callApi(`/application/${applicationId}/interview-bookings`, {
    body: proposal([owner.uid], [start]),
    token: owner.token,
  });
  const token = await bookingTokenFrom(email);
  const picked = await callApi('/interview-booking/pick', {
    body: { token, startAt: start, timeZone: 'America/Lima' },
  });
  expect(picked.status).toBe(200);
  await waitForEmail(email, { subject: 'Entrevista confirmada' });
  return { bookingId: proposed.body.id as string, applicationId, email, start, token };
}

const icsOf = async (address: string, subject: string) => {
  const [mail] = await waitForEmails(address, { subject });
  return mail!;
};

describe('the company changes an interview', () => {
  it('moves it: the candidate gets the new time in their zone and an .ics with the same UID and a higher SEQUENCE', async () => {
    const owner = await createRecruiter('Mudanzas del Sur');
    const { bookingId, email, start } = await scheduled(owner, 'Rosa Huamán');
    const before = (await adminDb().doc(`interview_bookings/${bookingId}`).get()).data()!;
    const newStart = start + 24 * 3600 + 2 * 3600;

    const other = await createRecruiter('Ajena S.A.');
    const foreign = await callApi(`/interview-bookings/${bookingId}/move`, {
      body: { startAt: newStart },
      token: other.token,
    });
    expect(foreign.status).toBe(404);

    const moved = await callApi(`/interview-bookings/${bookingId}/move`, {
      body: { startAt: newStart },
      token: owner.token,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'scheduled', startAt: newStart });
    const mail = await icsOf(email, 'Entrevista cambiada');
    // Lima is UTC-5, all year.
    const limaHour = String((new Date(newStart * 1000).getUTCHours() + 24 - 5) % 24).padStart(2, '0');
    expect(mail.text).toContain(`${limaHour}:00`);
    expect(mail.text).toContain('America/Lima');
    const calendar = (await attachmentsOf(mail)).find((file) => file.contentType.startsWith('text/calendar'))!.content;
    const first = (await attachmentsOf(await icsOf(email, 'Entrevista confirmada'))).find((file) =>
      file.contentType.startsWith('text/calendar'),
    )!.content;
    const field = (ics: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics)?.[1]?.trim();
    expect(field(calendar, 'UID')).toBe(field(first, 'UID'));
    expect(Number(field(calendar, 'SEQUENCE'))).toBe(Number(field(first, 'SEQUENCE')) + 1);
    const after = (await adminDb().doc(`interview_bookings/${bookingId}`).get()).data()!;
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.tokenHash).not.toBe(before.tokenHash);
    // The old reminders are gone; the new ones wait for the new day.
    for (const id of before.reminderIds as string[])
      expect((await adminDb().doc(`outbox/${id}`).get()).exists).toBe(false);
    const reminders = await Promise.all(
      (after.reminderIds as string[]).map(async (id) => (await adminDb().doc(`outbox/${id}`).get()).data()!),
    );
    expect(reminders.map((r) => r.sendAt)).toEqual([newStart - 24 * 3600, newStart - 24 * 3600]);
    await icsOf(owner.email, 'Entrevista cambiada');
    const audit = await adminDb().collection('audit_log').where('companyId', '==', owner.companyId).get();
    expect(audit.docs.map((doc) => doc.get('kind'))).toContain('interview.moved');
  });

  it("cancels it: both sides are told, the candidate with the company's reason; a second cancel is refused", async () => {
    const owner = await createRecruiter('Cancela S.A.');
    const { bookingId, email } = await scheduled(owner, 'Pedro Quispe');
    const cancelled = await callApi(`/interview-bookings/${bookingId}/cancel`, {
      body: { reason: 'El puesto se cubrió internamente.' },
      token: owner.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const forCandidate = await icsOf(email, 'Entrevista cancelada');
    expect(forCandidate.text).toContain('Cancela S.A. canceló la entrevista');
    expect(forCandidate.text).toContain('Motivo: El puesto se cubrió internamente.');
    expect(forCandidate.attachments?.some((file) => file.contentType.startsWith('text/calendar'))).toBe(true);
    const forTeam = await icsOf(owner.email, 'Entrevista cancelada');
    expect(forTeam.text).toContain('quedó cancelada por la empresa');
    const again = await callApi(`/interview-bookings/${bookingId}/cancel`, { body: {}, token: owner.token });
    expect(again.status).toBe(409);
  });
});
