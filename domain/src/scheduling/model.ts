/**
 * Issue 23: scheduling the human interviews after Clara's. A member proposes an interview to a candidate in
 * Reclutador or Proceso; the candidate picks a slot from an emailed link (no account), and may reschedule or
 * cancel until SCHEDULING_CUTOFF_HOURS before it. Times are stored as UTC epoch seconds. Zod-free.
 */
import type { ApplicationStatus } from '../hiring/status';

/** The statuses from which an interview can be proposed. */
export const SCHEDULABLE_STATUSES = ['Reclutador', 'Proceso'] as const satisfies readonly ApplicationStatus[];
export const isSchedulable = (status: string): boolean => (SCHEDULABLE_STATUSES as readonly string[]).includes(status);

/** The candidate may reschedule or cancel until this long before the interview. */
export const SCHEDULING_CUTOFF_HOURS = 12;
/** A slot is offered (and can be picked) only when it starts at least this long from now. */
export const SCHEDULING_MIN_NOTICE_MINUTES = 60;
/** The reminder goes out this long before the interview ("the day before"). */
export const SCHEDULING_REMINDER_HOURS = 24;
/** Lengths a member may choose. */
export const INTERVIEW_DURATIONS = [30, 45, 60, 90] as const;
/** At most this many slots in one proposal (listed by hand, or taken from the member's availability). */
export const MAX_PROPOSED_SLOTS = 12;
/** At most this many interviewers. */
export const MAX_INTERVIEWERS = 5;
/** "This week": the availability mode offers slots over the next days. */
export const AVAILABILITY_DAYS = 7;
/** Issue 32: how long a member's past interviews stay on their page, so their scorecard can follow the interview. */
export const PAST_INTERVIEWS_DAYS = 30;

export const BOOKING_STATUSES = ['proposed', 'scheduled', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const LOCATION_KINDS = ['place', 'video'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
export const PROPOSAL_MODES = ['slots', 'availability'] as const;
export type ProposalMode = (typeof PROPOSAL_MODES)[number];

/** Who interviews: a member of the company. */
export interface Interviewer {
  uid: string;
  email: string;
}

/** A member's weekly availability: the same hours on some weekdays (1 = Monday … 7 = Sunday), in their zone. */
export interface Availability {
  timeZone: string;
  weekdays: number[];
  /** 'HH:MM', local time. */
  from: string;
  to: string;
}

/** Does a change (reschedule, cancel) still fit before the cut-off? */
export const beforeCutoff = (startAt: number, now: number): boolean => now < startAt - SCHEDULING_CUTOFF_HOURS * 3600;

/** When the reminder of an interview starting at `startAt` is sent; null when that moment has passed. */
export function reminderAt(startAt: number, now: number): number | null {
  const at = startAt - SCHEDULING_REMINDER_HOURS * 3600;
  return at > now ? at : null;
}
