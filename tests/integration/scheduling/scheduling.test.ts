import { describe, expect, it } from 'vitest';
import { SCHEDULING_ERRORS } from '@clara/domain';
import { adminDb, callApi } from '../../support/stack';
import { applyTo, createRecruiter, readDoc, uniqueEmail } from '../../support/recruiting';
import { attachmentsOf, waitForEmail, waitForEmails } from '../../support/mailbox';
import { auditEntries } from '../../support/people';
import { addMember } from '../../support/team';
import { bookingTokenFrom, candidateInReclutador, HOUR, hoursFromNow, proposal } from '../../support/scheduling';

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
/** The reminder emails written to the outbox for one application. */
const remindersOf = (applicationId: string) =>
  adminDb()
    .collection('outbox')
    .where('applicationId', '==', applicationId)
    .where('kind', '==', 'interviewReminder')
    .get();
const icsStart = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

describe('scheduling the human interviews (issue 23)', () => {
  it('proposal → the candidate picks from the emailed link (both get the .ics) → reschedule → cancel', async () => {
    const owner = await createRecruiter('Agenda Andina S.A.');
    const colleague = await addMember(owner, uniqueEmail('entrevistadora'));
    const { applicationId, email } = await candidateInReclutador(owner);
    const slots = [hoursFromNow(50), hoursFromNow(52), hoursFromNow(74)];

    const proposed = await callApi(`/application/${applicationId}/interview-bookings`, {
      body: proposal([owner.uid, colleague.uid], slots),
      token: owner.token,
    });
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({
      status: 'proposed',
      slots,
      startAt: null,
      mine: true,
      candidateName: 'Lucía Pérez',
    });
    expect(proposed.body.kit.length).toBeGreaterThan(3);
    expect(proposed.body.kit.map((item: { question: string }) => item.question).join(' ')).toContain(
      'Analista de datos',
    );

    // The candidate's email names the zone and carries the link; the link's page lists the slots.
    const token = await bookingTokenFrom(email);
    const proposalMail = await waitForEmail(email, { subject: 'te propone una entrevista' });
    expect(proposalMail.text).toContain('America/Lima');
    const page = await callApi('/interview-booking', { body: { token } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ status: 'proposed', companyName: 'Agenda Andina S.A.', slots, canChange: true });
    expect(JSON.stringify(page.body)).not.toContain(owner.email);

    // A time that was not proposed is refused; a proposed one is taken.
    expect(
      (
        await callApi('/interview-booking/pick', {
          body: { token, startAt: slots[0]! + 60, timeZone: 'Europe/Madrid' },
        })
      ).status,
    ).toBe(409);
    const picked = await callApi('/interview-booking/pick', {
      body: { token, startAt: slots[0], timeZone: 'Europe/Madrid' },
    });
    expect(picked.status).toBe(200);
    expect(picked.body).toMatchObject({
      status: 'scheduled',
      startAt: slots[0],
      canChange: true,
      slots: slots.slice(1),
    });

    // Both sides get the confirmation with the .ics; the candidate's names their own zone.
    const forCandidate = await waitForEmail(email, { subject: 'Entrevista confirmada' });
    expect(forCandidate.text).toContain('Europe/Madrid');
    for (const mail of [forCandidate, await waitForEmail(colleague.email, { subject: 'Entrevista confirmada' })]) {
      const [ics] = await attachmentsOf(mail);
      expect(ics?.filename).toBe('entrevista.ics');
      const content = unfold(ics!.content);
      expect(content).toContain('METHOD:REQUEST');
      expect(content).toContain(`DTSTART:${icsStart(slots[0]!)}`);
      expect(content).toContain('DURATION:PT45M');
      expect(content).toContain(`mailto:${email}`);
      expect(content).toContain(`mailto:${colleague.email}`);
    }
    await waitForEmail(owner.email, { subject: 'Entrevista confirmada' });
    // The reminders the day before are written ahead, one per person.
    const reminders = await remindersOf(applicationId);
    expect(reminders.docs.map((doc) => doc.get('status'))).toEqual(['scheduled', 'scheduled', 'scheduled']);
    expect(reminders.docs.every((doc) => doc.get('sendAt') === slots[0]! - 24 * HOUR)).toBe(true);

    // The company sees it on the candidate and in the upcoming list; the colleague's slot is now taken for others.
    const onCandidate = await callApi(`/application/${applicationId}/interview-bookings`, { token: colleague.token });
    expect(onCandidate.body.bookings).toEqual([
      expect.objectContaining({ status: 'scheduled', startAt: slots[0], mine: true }),
    ]);
    const upcoming = await callApi('/upcoming-interviews', { token: colleague.token });
    expect(upcoming.body.bookings.map((booking: { applicationId: string }) => booking.applicationId)).toContain(
      applicationId,
    );

    const second = await candidateInReclutador(owner, 'Mario Ruiz');
    const clash = await callApi(`/application/${second.applicationId}/interview-bookings`, {
      body: proposal([colleague.uid], [slots[0]! + 15 * 60, slots[2]!]),
      token: owner.token,
    });
    expect(clash.status).toBe(201);
    expect(clash.body.slots).toEqual([slots[2]]);

    // Reschedule: the old reminders go, new ones come, a new .ics with the same UID and a higher sequence.
    const moved = await callApi('/interview-booking/pick', {
      body: { token, startAt: slots[1], timeZone: 'Europe/Madrid' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.startAt).toBe(slots[1]);
    const changed = await waitForEmail(email, { subject: 'Entrevista cambiada' });
    const movedIcs = unfold((await attachmentsOf(changed))[0]!.content);
    expect(movedIcs).toContain(`DTSTART:${icsStart(slots[1]!)}`);
    expect(movedIcs).toContain('SEQUENCE:2');
    const remindersNow = await remindersOf(applicationId);
    expect(remindersNow.docs.map((doc) => doc.get('sendAt'))).toEqual(Array(3).fill(slots[1]! - 24 * HOUR));

    // Cancel: both told, with a cancelling .ics; the reminders are dropped; the link now reads cancelled.
    const cancelled = await callApi('/interview-booking/cancel', { body: { token } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', canChange: false, slots: [] });
    const cancelMail = await waitForEmail(colleague.email, { subject: 'Entrevista cancelada' });
    expect(unfold((await attachmentsOf(cancelMail))[0]!.content)).toContain('METHOD:CANCEL');
    await waitForEmail(email, { subject: 'Entrevista cancelada' });
    expect((await remindersOf(applicationId)).size).toBe(0);
    expect(
      (await callApi('/interview-booking/pick', { body: { token, startAt: slots[2], timeZone: 'UTC' } })).status,
    ).toBe(409);

    // The audit log has every step.
    const kinds = (await auditEntries(owner.companyId))
      .filter((entry) => entry.applicationId === applicationId)
      .map((entry) => entry.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'interview.proposed',
        'interview.picked',
        'interview.rescheduled',
        'interview.cancelled',
      ]),
    );
  });

  it('leaves one set of reminders however quickly the candidate picks again (issue 34)', async () => {
    const owner = await createRecruiter();
    const { applicationId, email } = await candidateInReclutador(owner);
    const slots = [hoursFromNow(50), hoursFromNow(52), hoursFromNow(54), hoursFromNow(56)];
    const proposed = await callApi(`/application/${applicationId}/interview-bookings`, {
      body: proposal([owner.uid], slots),
      token: owner.token,
    });
    expect(proposed.status).toBe(201);
    const token = await bookingTokenFrom(email);
    // Four picks at once (a double click, two tabs): each commits in turn, then writes its emails.
    const picks = await Promise.all(
      slots.map((startAt) => callApi('/interview-booking/pick', { body: { token, startAt, timeZone: 'UTC' } })),
    );
    expect(picks.filter((pick) => pick.status === 200).length).toBeGreaterThan(0);
    const booking = (await adminDb().collection('interview_bookings').where('applicationId', '==', applicationId).get())
      .docs[0]!;
    const reminders = await remindersOf(applicationId);
    // One reminder for the candidate and one for the interviewer, for the time the booking ended on.
    expect(reminders.size).toBe(2);
    expect(reminders.docs.every((doc) => doc.get('sendAt') === booking.get('startAt') - 24 * HOUR)).toBe(true);
    expect([...booking.get('reminderIds')].sort()).toEqual(reminders.docs.map((doc) => doc.id).sort());
  });

  it('refuses a change within the cut-off before the interview', async () => {
    const owner = await createRecruiter();
    const { applicationId, email } = await candidateInReclutador(owner);
    const soon = hoursFromNow(3);
    const later = hoursFromNow(5);
    const proposed = await callApi(`/application/${applicationId}/interview-bookings`, {
      body: proposal([owner.uid], [soon, later]),
      token: owner.token,
    });
    expect(proposed.status).toBe(201);
    const token = await bookingTokenFrom(email);
    expect((await callApi('/interview-booking/pick', { body: { token, startAt: soon, timeZone: 'UTC' } })).status).toBe(
      200,
    );

    const page = await callApi('/interview-booking', { body: { token } });
    expect(page.body).toMatchObject({ status: 'scheduled', startAt: soon, canChange: false, slots: [] });
    const move = await callApi('/interview-booking/pick', { body: { token, startAt: later, timeZone: 'UTC' } });
    expect(move.status).toBe(409);
    expect(move.body.error).toBe(SCHEDULING_ERRORS.tooLate);
    const cancel = await callApi('/interview-booking/cancel', { body: { token } });
    expect(cancel.status).toBe(409);
    const stored = (await adminDb().collection('interview_bookings').where('applicationId', '==', applicationId).get())
      .docs[0]!;
    expect(stored.get('status')).toBe('scheduled');
    expect(stored.get('startAt')).toBe(soon);
    // Within a day: no reminder is written.
    expect((await remindersOf(applicationId)).size).toBe(0);
  });

  it('only from Reclutador or Proceso, only with members, and another company’s ids are 404 with nothing written', async () => {
    const owner = await createRecruiter();
    const other = await createRecruiter();
    const { applicationId, vacancyId } = await candidateInReclutador(owner);
    const body = proposal([owner.uid], [hoursFromNow(30)]);

    const foreign = await callApi(`/application/${applicationId}/interview-bookings`, {
      body: proposal([other.uid], [hoursFromNow(30)]),
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect((await callApi(`/application/${applicationId}/interview-bookings`, { token: other.token })).status).toBe(
      404,
    );
    // A member of another company is not an interviewer here.
    expect(
      (
        await callApi(`/application/${applicationId}/interview-bookings`, {
          body: proposal([other.uid], [hoursFromNow(30)]),
          token: owner.token,
        })
      ).status,
    ).toBe(400);
    // Past slots and bad zones are refused with a clear message.
    const past = await callApi(`/application/${applicationId}/interview-bookings`, {
      body: proposal([owner.uid], [hoursFromNow(-2)]),
      token: owner.token,
    });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe(SCHEDULING_ERRORS.badSlot);
    expect(
      (
        await callApi(`/application/${applicationId}/interview-bookings`, {
          body: { ...body, timeZone: 'Marte/Olympus' },
          token: owner.token,
        })
      ).status,
    ).toBe(400);
    expect(
      (await adminDb().collection('interview_bookings').where('applicationId', '==', applicationId).get()).size,
    ).toBe(0);

    // A candidate still in Nueva cannot get one.
    const fresh = await applyTo(vacancyId, { name: 'Nuevo' });
    const early = await callApi(`/application/${fresh.applicationId}/interview-bookings`, { body, token: owner.token });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(SCHEDULING_ERRORS.notSchedulable);

    // The other company's lists do not show this one's interviews; an unknown token opens nothing.
    expect(
      (await callApi(`/application/${applicationId}/interview-bookings`, { body, token: owner.token })).status,
    ).toBe(201);
    expect((await callApi('/upcoming-interviews', { token: other.token })).body.bookings).toEqual([]);
    expect((await callApi('/interview-booking', { body: { token: 'x'.repeat(43) } })).status).toBe(404);
    expect(await readDoc(`interview_availability/${other.uid}`)).toBeUndefined();
  });

  it('"the candidate picks from my available times this week" offers the member’s hours', async () => {
    const owner = await createRecruiter();
    const { applicationId, email } = await candidateInReclutador(owner);
    const none = await callApi(`/application/${applicationId}/interview-bookings`, {
      body: proposal([owner.uid], [], { mode: 'availability' }),
      token: owner.token,
    });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(SCHEDULING_ERRORS.noAvailability);

    const saved = await callApi('/interview-availability', {
      method: 'PUT',
      body: { timeZone: 'America/Lima', weekdays: [1, 2, 3, 4, 5, 6, 7], from: '09:00', to: '12:00' },
      token: owner.token,
    });
    expect(saved.status).toBe(200);
    expect((await callApi('/interview-availability', { token: owner.token })).body.availability).toMatchObject({
      from: '09:00',
      to: '12:00',
    });
    const proposed = await callApi(`/application/${applicationId}/interview-bookings`, {
      body: proposal([owner.uid], [], { mode: 'availability', durationMinutes: 60 }),
      token: owner.token,
    });
    expect(proposed.status).toBe(201);
    expect(proposed.body.slots.length).toBeGreaterThan(0);
    for (const slot of proposed.body.slots as number[]) {
      // 09:00, 10:00 or 11:00 in Lima (UTC-5, no daylight saving): 14, 15 or 16 UTC.
      expect([14, 15, 16]).toContain(new Date(slot * 1000).getUTCHours());
      expect(slot).toBeLessThanOrEqual(Date.now() / 1000 + 7 * 24 * HOUR);
    }
    await waitForEmails(email, { subject: 'te propone una entrevista' });
  });

  it("a member's own interviews of the last 30 days stay on their page, newest first, to score them (issue 32)", async () => {
    const owner = await createRecruiter('Entrevistas Pasadas S.A.');
    const colleague = await addMember(owner, uniqueEmail('colega'));
    /** An interview with `interviewerUid` that took place `hoursAgo` hours ago (its stored times moved back). */
    const held = async (name: string, interviewerUid: string, hoursAgo: number): Promise<string> => {
      const { applicationId } = await candidateInReclutador(owner, name);
      const proposed = await callApi(`/application/${applicationId}/interview-bookings`, {
        body: proposal([interviewerUid], [hoursFromNow(30)]),
        token: owner.token,
      });
      expect(proposed.status).toBe(201);
      const startAt = hoursFromNow(-hoursAgo);
      await adminDb()
        .doc(`interview_bookings/${proposed.body.id}`)
        .update({ status: 'scheduled', startAt, endAt: startAt + 45 * 60 });
      return proposed.body.id as string;
    };
    const yesterday = await held('Ana Ayer', colleague.uid, 24);
    const lastWeek = await held('Beto Semana', colleague.uid, 24 * 7);
    await held('Carla Antigua', colleague.uid, 24 * 31);
    const owners = await held('Dora Ajena', owner.uid, 24);

    const ids = (list: Array<{ id: string }>) => list.map((booking) => booking.id);
    const forColleague = await callApi('/upcoming-interviews', { token: colleague.token });
    expect(ids(forColleague.body.past)).toEqual([yesterday, lastWeek]);
    expect(ids(forColleague.body.bookings)).not.toContain(yesterday);
    const forOwner = await callApi('/upcoming-interviews', { token: owner.token });
    expect(ids(forOwner.body.past)).toEqual([owners]);
  });
});
