/**
 * Data access for scheduling (issue 23). `interview_bookings/{id}`: one proposed interview of one candidate
 * ({companyId, vacancyId, applicationId, candidateName, candidateEmail, vacancyTitle, companyName, status,
 * interviewers, interviewerUids, durationMinutes, locationKind, location, mode, slots, startAt, endAt, timeZone,
 * candidateTimeZone, notes, tokenHash, sequence, reminderIds, createdAt, updatedAt, createdBy}); only the SHA-256 of
 * the candidate's token is stored. `interview_availability/{uid}`: a member's weekly hours. Functions only: the
 * rules deny every client.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import type { Availability, BookingStatus, BusyInterval, Interviewer, LocationKind } from '@clara/domain';
import { storedAvailabilitySchema, storedBookingSchema } from '@clara/domain/recruiting/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

export const bookings = () => db().collection('interview_bookings');
export const availabilityRef = (uid: string) => db().collection('interview_availability').doc(uid);
export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface StoredBooking {
  id: string;
  companyId: string;
  vacancyId: string;
  applicationId: string;
  candidateName: string;
  candidateEmail: string;
  vacancyTitle: string;
  companyName: string;
  status: BookingStatus;
  interviewers: Interviewer[];
  durationMinutes: number;
  locationKind: LocationKind;
  location: string;
  slots: number[];
  startAt: number | null;
  timeZone: string;
  candidateTimeZone: string | null;
  notes: string;
  sequence: number;
  reminderIds: string[];
  createdAt: number;
  createdBy: Interviewer;
}

/** A booking as stored, with its id. */
export const bookingDocs = storedConverter('interview_bookings', storedBookingSchema, (id, booking): StoredBooking => ({
  id,
  ...booking,
}));
const availabilityDocs = storedConverter('interview_availability', storedAvailabilitySchema);

/**
 * The times already taken by scheduled interviews of these members (from `now` on), other than `exceptId`.
 * One array-contains query per member (a single-field index); read inside `tx` when given, so a pick checks and
 * takes a slot atomically.
 */
export async function busyIntervals(
  uids: readonly string[],
  now: number,
  exceptId: string | null,
  tx?: Transaction,
): Promise<BusyInterval[]> {
  const busy: BusyInterval[] = [];
  for (const uid of new Set(uids)) {
    const query = bookings().where('interviewerUids', 'array-contains', uid);
    const snapshot = tx ? await tx.get(query) : await query.get();
    for (const doc of snapshot.docs) {
      const booking = bookingDocs.read(doc);
      if (doc.id === exceptId || booking.status !== 'scheduled' || booking.startAt === null) continue;
      const end = booking.startAt + booking.durationMinutes * 60;
      if (end > now) busy.push({ start: booking.startAt, end });
    }
  }
  return busy;
}

export async function getAvailability(uid: string, companyId: string): Promise<Availability | null> {
  const stored = availabilityDocs.read(await availabilityRef(uid).get());
  if (stored?.companyId !== companyId) return null;
  const { companyId: _companyId, ...availability } = stored;
  return availability;
}

/** The booking the candidate's token opens, inside `tx` when given; null when none. */
export async function findByToken(token: string, tx?: Transaction) {
  const query = bookings().where('tokenHash', '==', tokenHashOf(token)).limit(1);
  const snapshot = tx ? await tx.get(query) : await query.get();
  const doc = snapshot.docs[0];
  return doc ? { ref: doc.ref, booking: bookingDocs.read(doc) } : null;
}

/** The interviews proposed to one application, newest first (only its company's: ids are checked, never trusted). */
export async function applicationBookings(applicationId: string, companyId: string): Promise<StoredBooking[]> {
  const snapshot = await bookings().where('applicationId', '==', applicationId).get();
  return snapshot.docs
    .map((doc) => bookingDocs.read(doc))
    .filter((booking) => booking.companyId === companyId)
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** Erased with the application (the candidate withdrew, or the company erased them). */
export async function deleteApplicationBookings(applicationId: string): Promise<void> {
  const snapshot = await bookings().where('applicationId', '==', applicationId).get();
  const batch = db().batch();
  for (const doc of snapshot.docs) batch.delete(doc.ref);
  if (!snapshot.empty) await batch.commit();
}
