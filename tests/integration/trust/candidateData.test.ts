/**
 * The candidate's data download (POST /api/candidate-data) carries the human interviews proposed to them (issue 23):
 * when (UTC ISO), how long, where, the state; never the scheduling link's token or its hash, nor the interviewers.
 */
import { describe, expect, it } from 'vitest';
import { CANDIDATE_DATA_PATH } from '@clara/domain';
import { adminDb, callApi, stack } from '../../support/stack';
import { createRecruiter, uniqueEmail } from '../../support/recruiting';
import { linkIn, waitForEmail } from '../../support/mailbox';
import { addMember } from '../../support/team';
import { bookingTokenFrom, candidateInReclutador, hoursFromNow, proposal } from '../../support/scheduling';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

async function dataToken(email: string): Promise<string> {
  const mail = await waitForEmail(email, { subject: 'Recibimos tu postulación' });
  return linkIn(mail, `${stack().url}${CANDIDATE_DATA_PATH}#`).split('#')[1]!;
}

describe("the candidate's data download", () => {
  it('lists their scheduled and proposed interviews, without the link token, its hash or the interviewers', async () => {
    const owner = await createRecruiter('Descarga Andina S.A.');
    const colleague = await addMember(owner, uniqueEmail('entrevistador'));
    const candidate = await candidateInReclutador(owner, 'Lucía Pérez');
    const other = await candidateInReclutador(owner, 'Mario Ruiz', 'Soporte TI');
    const slots = [hoursFromNow(60), hoursFromNow(62)];

    const first = await callApi(`/application/${candidate.applicationId}/interview-bookings`, {
      body: proposal([owner.uid, colleague.uid], slots),
      token: owner.token,
    });
    expect(first.status).toBe(201);
    const bookingToken = await bookingTokenFrom(candidate.email);
    const picked = await callApi('/interview-booking/pick', {
      body: { token: bookingToken, startAt: slots[1], timeZone: 'America/Mexico_City' },
    });
    expect(picked.status).toBe(200);
    // A second proposal, not yet answered; and another candidate's, which is not theirs.
    const later = [hoursFromNow(90)];
    const second = await callApi(`/application/${candidate.applicationId}/interview-bookings`, {
      body: proposal([colleague.uid], later, { locationKind: 'place', location: 'Av. Arequipa 123, Lima' }),
      token: colleague.token,
    });
    expect(second.status).toBe(201);
    const elsewhere = await callApi(`/application/${other.applicationId}/interview-bookings`, {
      body: proposal([owner.uid], [hoursFromNow(70)], { location: 'https://meet.example/otro' }),
      token: owner.token,
    });
    expect(elsewhere.status).toBe(201);

    const exported = await callApi('/candidate-data', { body: { token: await dataToken(candidate.email) } });
    expect(exported.status).toBe(200);
    const byStatus = [...exported.body.scheduledInterviews].sort((a, b) => a.status.localeCompare(b.status));
    expect(byStatus).toEqual([
      {
        status: 'proposed',
        startAt: null,
        durationMinutes: 45,
        locationKind: 'place',
        location: 'Av. Arequipa 123, Lima',
        proposedSlots: later.map(iso),
        timeZone: null,
      },
      {
        status: 'scheduled',
        startAt: iso(slots[1]!),
        durationMinutes: 45,
        locationKind: 'video',
        location: 'https://meet.example/clara-123',
        proposedSlots: [],
        timeZone: 'America/Mexico_City',
      },
    ]);
    const stored = await adminDb()
      .collection('interview_bookings')
      .where('applicationId', '==', candidate.applicationId)
      .get();
    const listed = JSON.stringify(exported.body.scheduledInterviews);
    for (const secret of [
      bookingToken,
      ...stored.docs.map((doc) => doc.get('tokenHash') as string),
      owner.uid,
      colleague.uid,
      owner.email,
      colleague.email,
      'Profundizar en SQL.',
    ])
      expect(listed).not.toContain(secret);
    // Their emails are the ones sent to them: not the interviewers' confirmations and reminders of the same interview.
    expect(exported.body.emails.length).toBeGreaterThan(2);
    expect(new Set(exported.body.emails.map((email: { to: string }) => email.to))).toEqual(new Set([candidate.email]));
    const everything = JSON.stringify(exported.body);
    for (const secret of [owner.email, colleague.email, 'Profundizar en SQL.'])
      expect(everything).not.toContain(secret);
  });
});
