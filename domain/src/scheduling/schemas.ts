import { z } from 'zod';
import { optionalText, requiredText } from '../common/api';
import { candidateTokenBody } from '../trust/api';
import {
  BOOKING_STATUSES,
  INTERVIEW_DURATIONS,
  LOCATION_KINDS,
  MAX_INTERVIEWERS,
  MAX_PROPOSED_SLOTS,
  PROPOSAL_MODES,
} from './model';
import { SCHEDULING_ERRORS } from './texts';
import { isTimeZone, parseClock } from './zones';

const timeZoneField = z.string().max(64).refine(isTimeZone, { error: SCHEDULING_ERRORS.badZone });
const uidField = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: SCHEDULING_ERRORS.notMember });
const epochField = z
  .number({ error: SCHEDULING_ERRORS.badSlot })
  .int({ error: SCHEDULING_ERRORS.badSlot })
  .min(0)
  .max(4_102_444_800);
const clockField = z.string().refine((value) => parseClock(value) !== null, { error: SCHEDULING_ERRORS.badHours });

/** `POST /api/application/{id}/interview-bookings`: a member proposes an interview. */
export const proposalSchema = z
  .object({
    interviewerUids: z.array(uidField).min(1, { error: SCHEDULING_ERRORS.notMember }).max(MAX_INTERVIEWERS),
    durationMinutes: z.union(
      INTERVIEW_DURATIONS.map((n) => z.literal(n)),
      { error: 'Duración no válida.' },
    ),
    locationKind: z.enum(LOCATION_KINDS, { error: 'Indica si es en persona o por videollamada.' }),
    location: requiredText('dirección o enlace', 300),
    mode: z.enum(PROPOSAL_MODES, { error: 'Modo de horarios no válido.' }),
    slots: z
      .array(epochField)
      .max(MAX_PROPOSED_SLOTS, { error: `Como máximo ${MAX_PROPOSED_SLOTS} horarios.` })
      .default([]),
    /** The proposer's zone (their browser's): the emails to the team write times in it. */
    timeZone: timeZoneField,
    notes: optionalText('notas', 1000),
  })
  .refine((value) => value.mode === 'availability' || value.slots.length > 0, {
    error: SCHEDULING_ERRORS.badSlot,
    path: ['slots'],
  });
export type ProposalInput = z.output<typeof proposalSchema>;

/** Issue 32: a member cancels one of the company's interviews, saying why if they wish (the candidate reads it). */
export const companyCancelBody = z.object({ reason: optionalText('motivo', 500) });
/** Issue 32: a member moves a set interview to another time (emails name it in each reader's zone, as before). */
export const companyMoveBody = z.object({ startAt: epochField });
export const bookingIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: SCHEDULING_ERRORS.notFound }),
});

/** `PUT /api/interview-availability`: the member's weekly hours. */
export const availabilitySchema = z
  .object({
    timeZone: timeZoneField,
    weekdays: z.array(z.number().int().min(1).max(7)).min(1, { error: SCHEDULING_ERRORS.badHours }).max(7),
    from: clockField,
    to: clockField,
  })
  .refine((value) => (parseClock(value.from) ?? 0) < (parseClock(value.to) ?? 0), {
    error: SCHEDULING_ERRORS.badHours,
    path: ['to'],
  });

/** The candidate's calls: the emailed token in the body (never in a URL a server logs). */
export const bookingTokenBody = candidateTokenBody;
export const bookingPickBody = candidateTokenBody.extend({ startAt: epochField, timeZone: timeZoneField });

const interviewerSchema = z.object({ uid: z.string(), email: z.string() });
const kitQuestionSchema = z.object({ competency: z.string(), question: z.string() });

/** An interview as the company sees it. */
export const bookingSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  vacancyId: z.string(),
  candidateName: z.string(),
  vacancyTitle: z.string(),
  status: z.enum(BOOKING_STATUSES),
  interviewers: z.array(interviewerSchema),
  durationMinutes: z.number(),
  locationKind: z.enum(LOCATION_KINDS),
  location: z.string(),
  /** Proposed starts (UTC epoch seconds). */
  slots: z.array(z.number()),
  startAt: z.number().nullable(),
  timeZone: z.string(),
  notes: z.string(),
  createdAt: z.number(),
  createdBy: z.string(),
  /** Whether the caller interviews. */
  mine: z.boolean(),
  kit: z.array(kitQuestionSchema),
});
export type Booking = z.output<typeof bookingSchema>;
export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) });
/** The member's page: the company's coming interviews, and the member's own of the last days (issue 32). */
export const upcomingListSchema = bookingListSchema.extend({ past: z.array(bookingSchema) });
export const availabilityResponseSchema = z.object({ availability: availabilitySchema.nullable() });

/** What the candidate's page shows (no ids, no interviewer addresses). */
export const candidateBookingSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  companyName: z.string(),
  vacancyTitle: z.string(),
  durationMinutes: z.number(),
  locationKind: z.enum(LOCATION_KINDS),
  location: z.string(),
  startAt: z.number().nullable(),
  /** The starts still free (without the one picked). */
  slots: z.array(z.number()),
  /** Whether a reschedule or cancel is still allowed (before the cut-off). */
  canChange: z.boolean(),
});
export type CandidateBooking = z.output<typeof candidateBookingSchema>;
