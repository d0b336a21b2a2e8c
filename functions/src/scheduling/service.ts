/**
 * Issue 23, the company's side of scheduling: a member proposes an interview to a candidate in Reclutador or
 * Proceso (slots listed by hand, or taken from their availability this week), lists a candidate's interviews and
 * the company's upcoming ones, and keeps their weekly availability. Another company's candidate is 404, with
 * nothing written.
 */
import { maySee, type MemberAccess } from '@clara/domain/common/access';
import {
  RECRUITING_ERRORS,
  SCHEDULING_ERRORS,
  SCHEDULING_MIN_NOTICE_MINUTES,
  PAST_INTERVIEWS_DAYS,
  availableSlots,
  interviewKitQuestions,
  isSchedulable,
  nowSeconds,
  slotsFromAvailability,
  type Availability,
  type Booking,
  type Interviewer,
  type ProposalInput,
  type StoredDesign,
} from '@clara/domain';
import { db } from '../platform/firebase';
import { ConflictError, NotFoundError, ValidationError } from '@clara/domain/common/failures';
import { proposeInterviewRoute } from '@clara/domain/scheduling/routes';
import { actionOf, auditWithin, memberActor } from '../audit/log';
import type { Caller } from '../platform/auth';
import { newCandidateToken } from '../company/candidateLinks';
import { applicationDocs, applications, namesOf, vacancies, vacancyDocs } from '../company/documents';
import { findMember } from '../company/users';
import { bookingUrl, sendProposal } from './emails';
import {
  applicationBookings,
  availabilityRef,
  bookingDocs,
  bookings,
  busyIntervals,
  getAvailability,
  tokenHashOf,
  type StoredBooking,
} from './store';

/** Issue 30: the designs of the bookings' vacancies (their kit follows the vacancy's skills and questions). */
async function designsOf(list: readonly StoredBooking[]): Promise<Map<string, StoredDesign | null>> {
  const ids = [...new Set(list.map((booking) => booking.vacancyId).filter(Boolean))];
  const docs = ids.length ? await db().getAll(...ids.map((id) => vacancies().doc(id))) : [];
  return new Map(docs.map((doc) => [doc.id, vacancyDocs.read(doc)?.design ?? null]));
}

async function bookingViews(list: readonly StoredBooking[], callerUid: string): Promise<Booking[]> {
  const designs = await designsOf(list);
  return list.map((booking) => bookingView(booking, callerUid, designs.get(booking.vacancyId)));
}

export function bookingView(booking: StoredBooking, callerUid: string, design?: StoredDesign | null): Booking {
  return {
    id: booking.id,
    applicationId: booking.applicationId,
    vacancyId: booking.vacancyId,
    candidateName: booking.candidateName,
    vacancyTitle: booking.vacancyTitle,
    status: booking.status,
    interviewers: booking.interviewers,
    durationMinutes: booking.durationMinutes,
    locationKind: booking.locationKind,
    location: booking.location,
    slots: booking.slots,
    startAt: booking.startAt,
    timeZone: booking.timeZone,
    notes: booking.notes,
    createdAt: booking.createdAt,
    createdBy: booking.createdBy.email,
    mine: booking.interviewers.some((person) => person.uid === callerUid),
    kit: interviewKitQuestions(booking.vacancyTitle, design),
  };
}

async function companyApplication(companyId: string, applicationId: string) {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  return application;
}

async function interviewersOf(companyId: string, uids: readonly string[]): Promise<Interviewer[]> {
  const people: Interviewer[] = [];
  for (const uid of new Set(uids)) {
    const member = await findMember(companyId, uid);
    if (!member) throw new ValidationError(SCHEDULING_ERRORS.notMember);
    people.push({ uid, email: member.email });
  }
  return people;
}

async function slotsFor(companyId: string, caller: Caller, input: ProposalInput, uids: string[], now: number) {
  const busy = await busyIntervals(uids, now, null);
  if (input.mode === 'availability') {
    const availability = await getAvailability(caller.uid, companyId);
    if (!availability) throw new ValidationError(SCHEDULING_ERRORS.noAvailability);
    return slotsFromAvailability(availability, input.durationMinutes, busy, now);
  }
  if (input.slots.some((slot) => slot < now + SCHEDULING_MIN_NOTICE_MINUTES * 60))
    throw new ValidationError(SCHEDULING_ERRORS.badSlot, { slots: SCHEDULING_ERRORS.badSlot });
  return availableSlots(input.slots, input.durationMinutes, busy, now);
}

/** `POST /api/application/{id}/interview-bookings`. */
export async function proposeInterview(
  companyId: string,
  caller: Caller,
  applicationId: string,
  input: ProposalInput,
  origin: string,
): Promise<Booking> {
  const now = nowSeconds();
  const application = await companyApplication(companyId, applicationId);
  if (!isSchedulable(application.status)) throw new ConflictError(SCHEDULING_ERRORS.notSchedulable);
  const interviewers = await interviewersOf(companyId, input.interviewerUids);
  const slots = await slotsFor(
    companyId,
    caller,
    input,
    interviewers.map((person) => person.uid),
    now,
  );
  if (!slots.length) throw new ConflictError(SCHEDULING_ERRORS.noSlots);
  const { vacancyId } = application;
  const { companyName, vacancyTitle } = await namesOf(companyId, vacancyId);
  const token = newCandidateToken();
  const ref = bookings().doc();
  const record = {
    companyId,
    vacancyId,
    applicationId,
    candidateName: application.name,
    candidateEmail: application.email,
    vacancyTitle,
    companyName,
    status: 'proposed',
    interviewers,
    interviewerUids: interviewers.map((person) => person.uid),
    durationMinutes: input.durationMinutes,
    locationKind: input.locationKind,
    location: input.location,
    mode: input.mode,
    slots,
    startAt: null,
    timeZone: input.timeZone,
    candidateTimeZone: null,
    notes: input.notes,
    tokenHash: tokenHashOf(token),
    sequence: 0,
    reminderIds: [],
    createdAt: now,
    updatedAt: now,
    createdBy: { uid: caller.uid, email: caller.email ?? '' },
  };
  const batch = db().batch();
  batch.create(ref, record);
  auditWithin(batch, companyId, {
    actor: memberActor(caller),
    kind: 'interview.proposed',
    candidate: { applicationId, name: record.candidateName, vacancyId },
    action: actionOf(proposeInterviewRoute),
    detail: `${slots.length} horarios; ${interviewers.map((person) => person.email).join(', ')}`,
  });
  await batch.commit();
  const booking = bookingDocs.parse(ref.id, record);
  await sendProposal(booking, slots, bookingUrl(origin, token));
  return (await bookingViews([booking], caller.uid))[0]!;
}

/** `GET /api/application/{id}/interview-bookings`: the candidate's interviews, newest first. */
export async function listApplicationBookings(companyId: string, caller: Caller, applicationId: string) {
  await companyApplication(companyId, applicationId);
  const list = await applicationBookings(applicationId, companyId);
  return { bookings: await bookingViews(list, caller.uid) };
}

/**
 * `GET /api/upcoming-interviews`: the company's interviews set from now on, and its proposals still awaiting the
 * candidate, earliest first, that the member may see (issue 32: a hiring manager's vacancies, an interviewer's
 * own); and the member's own interviews held in the last PAST_INTERVIEWS_DAYS, newest first, so the scorecard can
 * follow the interview. Read by company, then filtered (equality only: no composite index).
 */
export async function listUpcoming(companyId: string, caller: Caller, member: MemberAccess) {
  const now = nowSeconds();
  const snapshot = await bookings().where('companyId', '==', companyId).get();
  const visible = snapshot.docs
    .map((doc) => bookingDocs.read(doc))
    .filter((booking) =>
      maySee(member, { kind: 'application', vacancyId: booking.vacancyId, applicationId: booking.applicationId }),
    );
  const endOf = (booking: StoredBooking) => (booking.startAt ?? 0) + booking.durationMinutes * 60;
  const coming = visible
    .filter((booking) =>
      booking.status === 'scheduled'
        ? endOf(booking) > now
        : booking.status === 'proposed' && booking.slots.some((slot) => slot > now),
    )
    .sort((a, b) => (a.startAt ?? a.slots[0] ?? 0) - (b.startAt ?? b.slots[0] ?? 0));
  const since = now - PAST_INTERVIEWS_DAYS * 86_400;
  const past = visible
    .filter(
      (booking) =>
        booking.status === 'scheduled' &&
        endOf(booking) <= now &&
        endOf(booking) > since &&
        booking.interviewers.some((person) => person.uid === caller.uid),
    )
    .sort((a, b) => (b.startAt ?? 0) - (a.startAt ?? 0));
  const [comingViews, pastViews] = await Promise.all([
    bookingViews(coming, caller.uid),
    bookingViews(past, caller.uid),
  ]);
  return { bookings: comingViews, past: pastViews };
}

export async function getMyAvailability(companyId: string, caller: Caller) {
  return { availability: await getAvailability(caller.uid, companyId) };
}

export async function saveMyAvailability(companyId: string, caller: Caller, availability: Availability) {
  const weekdays = [...new Set(availability.weekdays)].sort();
  await availabilityRef(caller.uid).set({ ...availability, weekdays, companyId, updatedAt: nowSeconds() });
  return { availability: { ...availability, weekdays } };
}
