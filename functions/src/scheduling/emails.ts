/**
 * Issue 23: the scheduling emails, all through the one mail path (`sendEmail`, the outbox): the proposal to the
 * candidate, the confirmation with its .ics to the candidate and to each interviewer, the cancellation (with a
 * cancelling .ics once it was set), and the reminders the day before, written ahead as `scheduled` outbox emails
 * that the scheduled `mailRetry` sends when their time comes.
 */
import {
  interviewCancelledEmail,
  interviewProposedEmail,
  interviewReminderEmail,
  interviewScheduledEmail,
  reminderAt,
  type InterviewMailBase,
  type MailContent,
  type MailKind,
} from '@clara/domain';
import { cancelScheduledEmails } from '../mail/outbox';
import { sendEmail } from '../mail/send';
import { savedTemplate } from '../mail/templates';
import { config } from '../platform/config';
import { icsAttachment, type InvitationInput } from './ics';
import type { StoredBooking } from './store';

export const bookingUrl = (origin: string, token: string): string => `${origin.replace(/\/$/, '')}/agendar#${token}`;

const base = (booking: StoredBooking, timeZone: string): InterviewMailBase => ({
  companyName: booking.companyName,
  vacancyTitle: booking.vacancyTitle,
  candidateName: booking.candidateName,
  durationMinutes: booking.durationMinutes,
  locationKind: booking.locationKind,
  location: booking.location,
  timeZone,
});
/** The candidate's emails name their own zone once known (their browser's, sent with the pick). */
const candidateZone = (booking: StoredBooking) => booking.candidateTimeZone ?? booking.timeZone;

async function send(booking: StoredBooking, to: string, kind: MailKind, content: MailContent, extra = {}) {
  return sendEmail({
    ...content,
    ...extra,
    to,
    kind,
    companyId: booking.companyId,
    applicationId: booking.applicationId,
  });
}

export async function sendProposal(booking: StoredBooking, slots: number[], pickUrl: string): Promise<void> {
  await send(
    booking,
    booking.candidateEmail,
    'interviewProposed',
    interviewProposedEmail({ ...base(booking, booking.timeZone), slots, pickUrl }),
  );
}

function invitation(booking: StoredBooking, startAt: number, cancelled = false): InvitationInput {
  const address = /<([^>]+)>/.exec(config.mail.from())?.[1] ?? config.mail.from();
  return {
    bookingId: booking.id,
    sequence: booking.sequence,
    startAt,
    durationMinutes: booking.durationMinutes,
    title: `Entrevista: ${booking.vacancyTitle} (${booking.companyName})`,
    description: `Entrevista de ${booking.candidateName} para «${booking.vacancyTitle}» con ${booking.interviewers
      .map((person) => person.email)
      .join(', ')}.`,
    location: booking.location,
    ...(booking.locationKind === 'video' && /^https?:\/\//.test(booking.location) ? { url: booking.location } : {}),
    organizer: { name: booking.companyName, email: address },
    attendees: [
      { name: booking.candidateName, email: booking.candidateEmail },
      ...booking.interviewers.map((person) => ({ name: person.email, email: person.email })),
    ],
    cancelled,
  };
}

type Side = 'candidate' | 'interviewer';

/**
 * One email of `kind` to the candidate (in their zone) and one to each interviewer (in the booking's zone), each
 * written by `contentFor` for its side; answers the outbox ids, candidate's first.
 */
async function sendToEveryone(
  booking: StoredBooking,
  kind: MailKind,
  contentFor: (side: Side, mailBase: InterviewMailBase) => MailContent,
  extra: { attachments?: ReturnType<typeof icsAttachment>[]; sendAt?: number } = {},
): Promise<string[]> {
  const ids = [
    (
      await send(
        booking,
        booking.candidateEmail,
        kind,
        contentFor('candidate', base(booking, candidateZone(booking))),
        extra,
      )
    ).id,
  ];
  for (const person of booking.interviewers)
    ids.push(
      (await send(booking, person.email, kind, contentFor('interviewer', base(booking, booking.timeZone)), extra)).id,
    );
  return ids;
}

/**
 * The interview is set (or moved): the confirmation with its .ics to the candidate and each interviewer, and
 * their reminders for the day before. Answers the reminders' outbox ids (to drop them if it moves again).
 */
export async function sendScheduled(booking: StoredBooking, startAt: number, manageUrl: string, rescheduled: boolean) {
  // The candidate's emails carry the link to reschedule or cancel; the interviewers' do not.
  const link = (side: Side) => (side === 'candidate' ? { manageUrl } : {});
  // Issue 32: the company's own words for the candidate's confirmation, when it wrote them.
  const template = await savedTemplate(booking.companyId, 'interviewScheduled');
  await sendToEveryone(
    booking,
    'interviewScheduled',
    (to, mailBase) => interviewScheduledEmail({ ...mailBase, startAt, to, rescheduled, ...link(to) }, template),
    { attachments: [icsAttachment(invitation(booking, startAt))] },
  );
  const at = reminderAt(startAt, Math.floor(Date.now() / 1000));
  if (at === null) return [];
  return sendToEveryone(
    booking,
    'interviewReminder',
    (to, mailBase) => interviewReminderEmail({ ...mailBase, startAt, to, ...link(to) }),
    { sendAt: at },
  );
}

/**
 * The interview is cancelled: both sides are told (with a cancelling .ics when it had been set). Issue 32: by the
 * candidate (their link) or by a member of the company, with the reason they gave.
 */
export async function sendCancelled(
  booking: StoredBooking,
  by: 'candidate' | 'company' = 'candidate',
  reason = '',
): Promise<void> {
  await cancelScheduledEmails(booking.reminderIds);
  const attachments = booking.startAt ? [icsAttachment(invitation(booking, booking.startAt, true))] : [];
  await sendToEveryone(
    booking,
    'interviewCancelled',
    (to, mailBase) => interviewCancelledEmail({ ...mailBase, startAt: booking.startAt, to, by, reason }),
    { attachments },
  );
}
