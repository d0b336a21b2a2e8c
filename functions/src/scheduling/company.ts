/**
 * Issue 32, the company's changes to an interview it proposed: a member cancels it (with a reason for the
 * candidate) or moves a set one to another time. Both sides get the email and the .ics (same UID, higher
 * SEQUENCE); the old reminders are dropped and, for a move, new ones written. The candidate's link is renewed with
 * the move's email (only its hash is stored, so the new email carries a new one). Another company's interview is
 * 404, with nothing written.
 */
import {
  SCHEDULING_ERRORS,
  SCHEDULING_MIN_NOTICE_MINUTES,
  formatIsoUtc,
  isSlotAvailable,
  nowSeconds,
  type Booking,
} from '@clara/domain';
import { ConflictError, NotFoundError, ValidationError } from '@clara/domain/common/failures';
import { companyCancelInterviewRoute, companyMoveInterviewRoute } from '@clara/domain/scheduling/routes';
import type { Transaction } from 'firebase-admin/firestore';
import { actionOf, auditWithin, memberActor } from '../audit/log';
import type { Caller } from '../platform/auth';
import { db } from '../platform/firebase';
import { cancelScheduledEmails } from '../mail/outbox';
import { newCandidateToken } from '../company/candidateLinks';
import { bookingUrl, sendCancelled, sendScheduled } from './emails';
import { bookingDocs, bookings, busyIntervals, tokenHashOf, type StoredBooking } from './store';
import { bookingView } from './service';

const candidateOf = (booking: StoredBooking) => ({
  applicationId: booking.applicationId,
  name: booking.candidateName,
  vacancyId: booking.vacancyId,
});

async function companyBooking(tx: Transaction, companyId: string, id: string) {
  const booking = bookingDocs.read(await tx.get(bookings().doc(id)));
  if (!booking || booking.companyId !== companyId) throw new NotFoundError(SCHEDULING_ERRORS.notFound);
  return booking;
}

/** `POST /api/interview-bookings/:id/cancel`. */
export async function cancelByCompany(companyId: string, caller: Caller, id: string, reason: string): Promise<Booking> {
  const now = nowSeconds();
  const cancelled = await db().runTransaction(async (tx) => {
    const current = await companyBooking(tx, companyId, id);
    if (current.status === 'cancelled') throw new ConflictError(SCHEDULING_ERRORS.cancelled);
    if (current.status === 'scheduled' && (current.startAt ?? 0) + current.durationMinutes * 60 <= now)
      throw new ConflictError(SCHEDULING_ERRORS.past);
    const changes = { status: 'cancelled' as const, sequence: current.sequence + 1, updatedAt: now, reminderIds: [] };
    tx.update(bookings().doc(id), changes);
    auditWithin(tx, companyId, {
      actor: memberActor(caller),
      kind: 'interview.cancelledByCompany',
      candidate: candidateOf(current),
      action: actionOf(companyCancelInterviewRoute),
      detail: current.startAt ? `${formatIsoUtc(current.startAt)} UTC` : 'propuesta sin horario elegido',
    });
    return { ...current, ...changes, reminderIds: current.reminderIds };
  });
  await sendCancelled(cancelled, 'company', reason);
  return bookingView({ ...cancelled, reminderIds: [] }, caller.uid);
}

/** `POST /api/interview-bookings/:id/move`: a set interview to another free time of its interviewers. */
export async function moveByCompany(
  companyId: string,
  caller: Caller,
  id: string,
  startAt: number,
  origin: string,
): Promise<Booking> {
  const now = nowSeconds();
  if (startAt < now + SCHEDULING_MIN_NOTICE_MINUTES * 60)
    throw new ValidationError(SCHEDULING_ERRORS.badSlot, { startAt: SCHEDULING_ERRORS.badSlot });
  const token = newCandidateToken();
  const { before, after } = await db().runTransaction(async (tx) => {
    const current = await companyBooking(tx, companyId, id);
    if (current.status === 'cancelled') throw new ConflictError(SCHEDULING_ERRORS.cancelled);
    if (current.status !== 'scheduled') throw new ConflictError(SCHEDULING_ERRORS.notScheduled);
    const busy = await busyIntervals(
      current.interviewers.map((person) => person.uid),
      now,
      current.id,
      tx,
    );
    if (!isSlotAvailable(startAt, current.durationMinutes, busy, now))
      throw new ConflictError(SCHEDULING_ERRORS.slotTaken);
    const changes = {
      startAt,
      slots: [startAt],
      sequence: current.sequence + 1,
      tokenHash: tokenHashOf(token),
      updatedAt: now,
      reminderIds: [],
    };
    tx.update(bookings().doc(id), changes);
    auditWithin(tx, companyId, {
      actor: memberActor(caller),
      kind: 'interview.moved',
      candidate: candidateOf(current),
      action: actionOf(companyMoveInterviewRoute),
      detail: `${formatIsoUtc(startAt)} UTC (antes ${current.startAt ? formatIsoUtc(current.startAt) : '—'} UTC)`,
    });
    return { before: current, after: { ...current, ...changes } };
  });
  await cancelScheduledEmails(before.reminderIds);
  const reminderIds = await sendScheduled(after, startAt, bookingUrl(origin, token), true);
  await bookings().doc(id).update({ reminderIds });
  return bookingView({ ...after, reminderIds }, caller.uid);
}
