/** The texts of every email Clara sends (Spanish; plain text and simple HTML). Zod-free. */
import { PRODUCT } from '../brand';
import type { MailKind } from './outbox';
import { escapeHtml } from '../common/html';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export { escapeHtml } from '../common/html';

/** A paragraph of the email: text, or a link with its label. */
export type MailBlock = string | { label: string; href: string };
type Block = MailBlock;

/** An email from its subject, greeting and paragraphs (plain text and simple HTML); features compose theirs with it. */
export function composeEmail(subject: string, greeting: string, blocks: Block[]): MailContent {
  const signature = `— ${PRODUCT.name}`;
  const text = [greeting, ...blocks.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.href}`)), signature].join(
    '\n\n',
  );
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...blocks.map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : `<p><a href="${escapeHtml(b.href)}">${escapeHtml(b.label)}</a></p>`,
    ),
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export interface AnalysisReadyInput {
  companyName: string;
  candidateName: string;
  vacancyTitle: string;
  /** The dashboard (the analysis is read there, signed in). */
  dashboardUrl: string;
}

export function analysisReadyEmail(input: AnalysisReadyInput): MailContent {
  return composeEmail(
    `Entrevista terminada: ${input.candidateName} (${input.vacancyTitle})`,
    `Hola, equipo de ${input.companyName}:`,
    [
      `${input.candidateName} terminó su entrevista con ${PRODUCT.name} para la vacante «${input.vacancyTitle}» y su análisis está listo.`,
      { label: 'Ver el análisis en el panel', href: input.dashboardUrl },
    ],
  );
}

export interface TeamInvitationInput {
  companyName: string;
  /** Who invited (the owner's address). */
  inviterEmail: string;
  /** The sign-in link made for the invited address; following it joins the company. */
  signInUrl: string;
}

export function teamInvitationEmail(input: TeamInvitationInput): MailContent {
  return composeEmail(`${input.companyName} te invita a su equipo en ${PRODUCT.name}`, 'Hola:', [
    `${input.inviterEmail} te invita a unirte al equipo de ${input.companyName} en ${PRODUCT.name}, donde la empresa gestiona sus vacantes, sus candidatos y sus entrevistas.`,
    { label: 'Unirme al equipo', href: input.signInUrl },
    'El enlace inicia tu sesión con este correo. Si no esperabas esta invitación, ignora este mensaje.',
  ]);
}

export interface ReviewRequestedInput {
  companyName: string;
  candidateName: string;
  vacancyTitle: string;
  /** The date (shown in UTC) the company must answer by. */
  dueDate: string;
  dashboardUrl: string;
}

/** Issue 20: a candidate asked that a person review their case (to the company's team). */
export function reviewRequestedEmail(input: ReviewRequestedInput): MailContent {
  return composeEmail(
    `Solicitud de revisión por una persona: ${input.candidateName} (${input.vacancyTitle})`,
    `Hola, equipo de ${input.companyName}:`,
    [
      `${input.candidateName} pidió que una persona revise su candidatura a «${input.vacancyTitle}» y la evaluación de ${PRODUCT.name}.`,
      `Deben responderle por escrito antes del ${input.dueDate} (UTC). La respuesta se le envía por correo desde el panel.`,
      { label: 'Responder en el panel', href: input.dashboardUrl },
    ],
  );
}

export interface ReviewAnsweredInput {
  candidateName: string;
  companyName: string;
  vacancyTitle: string;
  answer: string;
}

/** Issue 20: the company's written answer to the candidate's request for a human review. */
export function reviewAnsweredEmail(input: ReviewAnsweredInput): MailContent {
  return composeEmail(
    `Respuesta a tu solicitud de revisión: ${input.vacancyTitle} en ${input.companyName}`,
    `Hola, ${input.candidateName}:`,
    [
      `Una persona de ${input.companyName} revisó tu candidatura a «${input.vacancyTitle}», como pediste. Esta es su respuesta:`,
      input.answer,
    ],
  );
}

export interface AccommodationRequestedInput {
  companyName: string;
  candidateName: string;
  vacancyTitle: string;
  /** What was asked, as a list ("Más tiempo, Subtítulos"). */
  kinds: string;
  comment: string;
  /** The candidate paused the interview until the answer. */
  waits: boolean;
  dashboardUrl: string;
}

/** Issue 33: a candidate asked for an adjustment or an interview with a person (to the company's team). */
export function accommodationRequestedEmail(input: AccommodationRequestedInput): MailContent {
  return composeEmail(
    `Solicitud de ajuste en la entrevista: ${input.candidateName} (${input.vacancyTitle})`,
    `Hola, equipo de ${input.companyName}:`,
    [
      `${input.candidateName} pidió en su entrevista para «${input.vacancyTitle}»: ${input.kinds}.`,
      input.comment ? `Su comentario: ${input.comment}` : 'No dejó comentario.',
      input.waits ? 'Pausó la entrevista hasta recibir su respuesta.' : 'La entrevista sigue mientras tanto.',
      'Respondan desde la ficha del candidato en el panel: la respuesta se le envía por correo.',
      { label: 'Responder en el panel', href: input.dashboardUrl },
    ],
  );
}

export interface AccommodationAnsweredInput {
  candidateName: string;
  companyName: string;
  vacancyTitle: string;
  kinds: string;
  /** "Aceptada" or "Rechazada". */
  decision: string;
  message: string;
}

/** Issue 33: the company's answer to the candidate's request for an adjustment or a person. */
export function accommodationAnsweredEmail(input: AccommodationAnsweredInput): MailContent {
  return composeEmail(
    `Respuesta a tu solicitud de ajuste: ${input.vacancyTitle} en ${input.companyName}`,
    `Hola, ${input.candidateName}:`,
    [
      `${input.companyName} respondió a tu solicitud (${input.kinds}) para la entrevista de «${input.vacancyTitle}»: ${input.decision.toLowerCase()}.`,
      input.message,
      'Si pausaste la entrevista, puedes retomarla con el mismo código cuando quieras.',
    ],
  );
}

/** The company's view of its candidate's emails (candidate modal). */
export const MAIL_TEXTS = {
  kinds: {
    applicationReceived: 'Postulación recibida',
    addedToVacancy: 'Añadido a otra vacante por el equipo',
    interviewInvitation: 'Invitación a la entrevista',
    analysisReady: 'Análisis listo (al equipo)',
    teamInvitation: 'Invitación al equipo',
    reviewRequested: 'Solicitud de revisión (al equipo)',
    reviewAnswered: 'Respuesta a su solicitud de revisión',
    interviewProposed: 'Propuesta de entrevista',
    interviewScheduled: 'Entrevista confirmada',
    interviewCancelled: 'Entrevista cancelada',
    interviewReminder: 'Recordatorio de la entrevista',
    rejection: 'Rechazo',
    nextStep: 'Siguiente paso',
    screeningRejection: 'Postulación descartada por una pregunta eliminatoria',
    accommodationRequested: 'Solicitud de ajuste (al equipo)',
    accommodationAnswered: 'Respuesta a su solicitud de ajuste',
  } satisfies Record<MailKind, string>,
  title: 'Correos',
  failed: 'No se pudo enviar el correo',
  resend: 'Reenviar',
  resendInvitation: 'Reenviar invitación',
  resending: 'Reenviando…',
  resent: 'Correo reenviado.',
  statuses: {
    queued: 'En cola',
    sending: 'Enviando',
    sent: 'Enviado',
    failed: 'No se pudo enviar el correo',
    refused: 'No se pudo enviar el correo',
    scheduled: 'Programado',
  },
} as const;

export const MAIL_ERRORS = {
  recipientBound: 'Se alcanzó el límite de correos a esta dirección por ahora. Inténtalo más tarde.',
  resendBound: 'Ya reenviaste este correo varias veces hoy. Inténtalo mañana.',
  noInterview: 'Este candidato no tiene una entrevista asignada.',
  emailNotFound: 'No se encontró ese correo.',
  notResendable: 'Ese correo no se puede reenviar.',
} as const;
