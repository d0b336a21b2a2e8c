/**
 * Issue 23: the calendar invitation (.ics, npm `ics`) attached to the scheduling emails. Times go out in UTC
 * (the calendar shows them in its owner's zone); the same UID with a higher SEQUENCE updates or cancels the event.
 */
import { createEvent } from 'ics';
import type { MailAttachment } from '@clara/domain';

export interface InvitationInput {
  bookingId: string;
  sequence: number;
  startAt: number;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
  /** A video link (also the event's URL). */
  url?: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  cancelled?: boolean;
}

export function invitationIcs(input: InvitationInput): string {
  const { error, value } = createEvent({
    productId: 'clara/scheduling',
    method: input.cancelled ? 'CANCEL' : 'REQUEST',
    uid: `${input.bookingId}@clara`,
    sequence: input.sequence,
    start: input.startAt * 1000,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: input.durationMinutes },
    title: input.title,
    description: input.description,
    location: input.location,
    ...(input.url ? { url: input.url } : {}),
    status: input.cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: input.organizer,
    attendees: input.attendees.map((person) => ({
      ...person,
      rsvp: true,
      role: 'REQ-PARTICIPANT' as const,
      partstat: 'NEEDS-ACTION' as const,
    })),
  });
  if (error || !value) throw error ?? new Error('ics: no value');
  return value;
}

export const icsAttachment = (input: InvitationInput): MailAttachment => ({
  filename: input.cancelled ? 'entrevista-cancelada.ics' : 'entrevista.ics',
  contentType: `text/calendar; charset=utf-8; method=${input.cancelled ? 'CANCEL' : 'REQUEST'}`,
  content: invitationIcs(input),
});
