/**
 * Issue 23: the scheduling emails. Every time is written in one named zone (the reader's when known: the
 * candidate's browser zone once they picked, the proposer's zone otherwise), with its UTC time beside it.
 */
import { renderTemplate, type EmailTemplate } from '../mail/templates';
import { composeEmail, type MailContent } from '../mail/texts';
import { SCHEDULING_CUTOFF_HOURS, type LocationKind } from './model';
import { formatWithZone, formatInZone } from './zones';

export interface InterviewMailBase {
  companyName: string;
  vacancyTitle: string;
  candidateName: string;
  durationMinutes: number;
  locationKind: LocationKind;
  location: string;
  /** The zone the times are written in (IANA). */
  timeZone: string;
}

const where = (input: InterviewMailBase) =>
  input.locationKind === 'video' ? `Por videollamada: ${input.location}` : `En persona: ${input.location}`;
/** A time in the reader's zone, with the zone named and UTC beside it. */
export const mailTime = (seconds: number, zone: string): string =>
  `${formatWithZone(seconds, zone)}; ${formatInZone(seconds, 'UTC')} UTC`;

/** To the candidate: pick a slot from the link. */
export function interviewProposedEmail(input: InterviewMailBase & { slots: number[]; pickUrl: string }): MailContent {
  return composeEmail(
    `${input.companyName} te propone una entrevista: ${input.vacancyTitle}`,
    `Hola, ${input.candidateName}:`,
    [
      `${input.companyName} quiere entrevistarte para la vacante «${input.vacancyTitle}» (${input.durationMinutes} minutos). ${where(input)}.`,
      input.slots.length
        ? `Horarios propuestos:\n${input.slots.map((slot) => `• ${mailTime(slot, input.timeZone)}`).join('\n')}`
        : 'Elige el horario que te venga bien en el enlace.',
      'En el enlace los verás en la hora de tu zona. No necesitas cuenta.',
      { label: 'Elegir el horario', href: input.pickUrl },
    ],
  );
}

/** To the candidate and each interviewer: the interview is set (the .ics travels attached). */
export function interviewScheduledEmail(
  input: InterviewMailBase & {
    startAt: number;
    to: 'candidate' | 'interviewer';
    manageUrl?: string;
    rescheduled: boolean;
  },
  /** Issue 32: the company's own template for the candidate's email; the time, place and link follow it. */
  template?: EmailTemplate | null,
): MailContent {
  const when = mailTime(input.startAt, input.timeZone);
  const subject = `${input.rescheduled ? 'Entrevista cambiada' : 'Entrevista confirmada'}: ${input.vacancyTitle} (${input.companyName})`;
  const blocks =
    input.to === 'candidate'
      ? [
          `Tu entrevista para «${input.vacancyTitle}» con ${input.companyName} es el ${when}.`,
          `${where(input)}. Duración: ${input.durationMinutes} minutos. Adjuntamos la invitación para tu calendario.`,
          `Puedes cambiar el horario o cancelar hasta ${SCHEDULING_CUTOFF_HOURS} horas antes:`,
          ...(input.manageUrl ? [{ label: 'Cambiar o cancelar', href: input.manageUrl }] : []),
        ]
      : [
          `Entrevista con ${input.candidateName} para «${input.vacancyTitle}»: ${when}.`,
          `${where(input)}. Duración: ${input.durationMinutes} minutos. La invitación para tu calendario va adjunta; la guía de la entrevista está en «Próximas entrevistas».`,
        ];
  if (template && input.to === 'candidate')
    return renderTemplate(
      template,
      {
        nombre: input.candidateName,
        vacante: input.vacancyTitle,
        empresa: input.companyName,
        enlace: input.manageUrl ?? '',
      },
      blocks,
    );
  return composeEmail(subject, input.to === 'candidate' ? `Hola, ${input.candidateName}:` : 'Hola:', blocks);
}

export function interviewCancelledEmail(
  input: InterviewMailBase & {
    startAt: number | null;
    to: 'candidate' | 'interviewer';
    /** Issue 32: who cancelled (the candidate through their link, or a member of the company), and why. */
    by?: 'candidate' | 'company';
    reason?: string;
  },
): MailContent {
  const when = input.startAt ? ` del ${mailTime(input.startAt, input.timeZone)}` : '';
  const byCompany = input.by === 'company';
  const reason = byCompany && input.reason ? [`Motivo: ${input.reason}`] : [];
  return composeEmail(
    `Entrevista cancelada: ${input.vacancyTitle} (${input.companyName})`,
    input.to === 'candidate' ? `Hola, ${input.candidateName}:` : 'Hola:',
    input.to === 'candidate'
      ? [
          byCompany
            ? `${input.companyName} canceló la entrevista${when} para «${input.vacancyTitle}».`
            : `La entrevista${when} para «${input.vacancyTitle}» quedó cancelada.`,
          ...reason,
        ]
      : [
          byCompany
            ? `La entrevista${when} con ${input.candidateName} para «${input.vacancyTitle}» quedó cancelada por la empresa.`
            : `${input.candidateName} canceló la entrevista${when} para «${input.vacancyTitle}».`,
          ...reason,
        ],
  );
}

export function interviewReminderEmail(
  input: InterviewMailBase & { startAt: number; to: 'candidate' | 'interviewer'; manageUrl?: string },
): MailContent {
  const when = mailTime(input.startAt, input.timeZone);
  return composeEmail(
    `Recordatorio: entrevista mañana, ${input.vacancyTitle} (${input.companyName})`,
    input.to === 'candidate' ? `Hola, ${input.candidateName}:` : 'Hola:',
    [
      input.to === 'candidate'
        ? `Te recordamos tu entrevista para «${input.vacancyTitle}» con ${input.companyName}: ${when}.`
        : `Mañana entrevistas a ${input.candidateName} para «${input.vacancyTitle}»: ${when}.`,
      `${where(input)}. Duración: ${input.durationMinutes} minutos.`,
    ],
  );
}
