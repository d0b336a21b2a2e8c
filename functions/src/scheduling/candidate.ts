/**
 * Issue 23, the candidate's side: the emailed link's token (in the body) opens one interview; the candidate picks
 * a free slot, moves it or cancels until SCHEDULING_CUTOFF_HOURS before it. A pick checks and takes the slot in
 * one transaction with the interviewers' other interviews, so two candidates never get the same member's hour.
 */
import {
  SCHEDULING_ERRORS,
  availableSlots,
  beforeCutoff,
  formatIsoUtc,
  isSlotAvailable,
  nowSeconds,
  type CandidateBooking,
} from '@clara/domain';
import { ConflictError, NotFoundError } from '@clara/domain/common/failures';
import { cancelBookingRoute, pickSlotRoute } from '@clara/domain/scheduling/routes';
import { actionOf, auditWithin, CANDIDATE_ACTOR } from '../audit/log';
import { cancelScheduledEmails } from '../mail/outbox';
import { db } from '../platform/firebase';
import type { DocumentReference } from 'firebase-admin/firestore';
import { bookingUrl, sendCancelled, sendScheduled } from './emails';
import { bookingDocs, busyIntervals, findByToken, type StoredBooking } from './store';

const canChange = (booking: StoredBooking, now: number): boolean =>
  booking.status === 'proposed' || (booking.status === 'scheduled' && beforeCutoff(booking.startAt ?? 0, now));

async function view(booking: StoredBooking, now = nowSeconds()): Promise<CandidateBooking> {
  const open = canChange(booking, now);
  const busy = open
    ? await busyIntervals(
        booking.interviewers.map((person) => person.uid),
        now,
        booking.id,
      )
    : [];
  return {
    status: booking.status,
    companyName: booking.companyName,
    vacancyTitle: booking.vacancyTitle,
    durationMinutes: booking.durationMinutes,
    locationKind: booking.locationKind,
    location: booking.location,
    startAt: booking.startAt,
    slots: open
      ? availableSlots(booking.slots, booking.durationMinutes, busy, now).filter((slot) => slot !== booking.startAt)
      : [],
    canChange: open,
  };
}

async function open(token: string) {
  const found = await findByToken(token);
  if (!found) throw new NotFoundError(SCHEDULING_ERRORS.invalidLink);
  return found;
}

/** `POST /api/interview-booking`: what the candidate's page shows. */
export const candidateBooking = async (token: string): Promise<CandidateBooking> => view((await open(token)).booking);

const candidateOf = (booking: StoredBooking) => ({
  applicationId: booking.applicationId,
  name: booking.candidateName,
  vacancyId: booking.vacancyId,
});

/** `POST /api/interview-booking/pick`: picks (or moves to) a free slot of the proposal. */
export async function pickSlot(token: string, startAt: number, timeZone: string, origin: string) {
  const now = nowSeconds();
  const { ref } = await open(token);
  const { before, after } = await db().runTransaction(async (tx) => {
    const current = bookingDocs.read(await tx.get(ref));
    if (!current) throw new NotFoundError(SCHEDULING_ERRORS.invalidLink);
    if (current.status === 'cancelled') throw new ConflictError(SCHEDULING_ERRORS.cancelled);
    if (!canChange(current, now)) throw new ConflictError(SCHEDULING_ERRORS.tooLate);
    const busy = await busyIntervals(
      current.interviewers.map((person) => person.uid),
      now,
      current.id,
      tx,
    );
    if (!current.slots.includes(startAt) || !isSlotAvailable(startAt, current.durationMinutes, busy, now))
      throw new ConflictError(SCHEDULING_ERRORS.slotTaken);
    const changes = {
      status: 'scheduled' as const,
      startAt,
      candidateTimeZone: timeZone,
      sequence: current.sequence + 1,
      updatedAt: now,
    };
    tx.update(ref, changes);
    const moved = current.status === 'scheduled';
    auditWithin(tx, current.companyId, {
      actor: CANDIDATE_ACTOR,
      kind: moved ? 'interview.rescheduled' : 'interview.picked',
      candidate: candidateOf(current),
      action: actionOf(pickSlotRoute),
      detail: `${formatIsoUtc(startAt)} UTC${moved && current.startAt ? ` (antes ${formatIsoUtc(current.startAt)} UTC)` : ''}`,
    });
    return { before: current, after: { ...current, ...changes } };
  });
  const rescheduled = before.status === 'scheduled';
  await cancelScheduledEmails(before.reminderIds);
  const reminderIds = await sendScheduled(after, startAt, bookingUrl(origin, token), rescheduled);
  await keepOneSetOfReminders(ref, after.sequence, reminderIds);
  return view({ ...after, reminderIds });
}

/**
 * Issue 34: one set of reminders however often, and however quickly, a slot is picked. Two picks a moment apart
 * both commit (the second reads the first's booking before the first stored its reminders' ids), then each writes
 * its own reminders. Whichever pick is the booking's latest (its `sequence`) keeps its reminders and drops any an
 * earlier pick stored meanwhile; an earlier pick (or one overtaken by a cancellation) drops its own.
 */
async function keepOneSetOfReminders(ref: DocumentReference, sequence: number, reminderIds: string[]): Promise<void> {
  const stale = await db().runTransaction(async (tx) => {
    const current = bookingDocs.read(await tx.get(ref));
    if (!current || current.sequence !== sequence) return reminderIds;
    tx.update(ref, { reminderIds });
    return current.reminderIds.filter((id) => !reminderIds.includes(id));
  });
  await cancelScheduledEmails(stale);
}

/** `POST /api/interview-booking/cancel`: the candidate cancels (or declines the proposal) before the cut-off. */
export async function cancelBooking(token: string) {
  const now = nowSeconds();
  const { ref } = await open(token);
  const cancelled = await db().runTransaction(async (tx) => {
    const current = bookingDocs.read(await tx.get(ref));
    if (!current) throw new NotFoundError(SCHEDULING_ERRORS.invalidLink);
    if (current.status === 'cancelled') return null;
    if (!canChange(current, now)) throw new ConflictError(SCHEDULING_ERRORS.tooLate);
    tx.update(ref, { status: 'cancelled', sequence: current.sequence + 1, updatedAt: now, reminderIds: [] });
    auditWithin(tx, current.companyId, {
      actor: CANDIDATE_ACTOR,
      kind: 'interview.cancelled',
      candidate: candidateOf(current),
      action: actionOf(cancelBookingRoute),
      detail: current.startAt ? `${formatIsoUtc(current.startAt)} UTC` : 'propuesta sin horario elegido',
    });
    return { ...current, status: 'cancelled' as const, sequence: current.sequence + 1 };
  });
  if (!cancelled) return view((await open(token)).booking, now);
  await sendCancelled(cancelled);
  return view({ ...cancelled, reminderIds: [] }, now);
}
