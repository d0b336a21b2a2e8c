/**
 * The emails Clara sends a candidate on the company's behalf (issue 32): the company's template (or Clara's
 * default) followed by Clara's own paragraphs, which no template can drop: the AI notice and the candidate's data
 * link with the application, the code with the invitation.
 */
import { PRODUCT } from '../brand';
import { DEFAULT_TEMPLATES, renderTemplate, type EmailTemplate } from './templates';
import type { MailBlock, MailContent } from './texts';

interface CandidateNames {
  candidateName: string;
  companyName: string;
  vacancyTitle: string;
}

const valuesOf = (input: CandidateNames, link = '') => ({
  nombre: input.candidateName,
  vacante: input.vacancyTitle,
  empresa: input.companyName,
  enlace: link,
});

export interface ApplicationReceivedInput extends CandidateNames {
  /** The candidate's page to download their data or withdraw (carries their secret token). */
  dataUrl: string;
}

/** What every application-received email says after the company's message. */
export function applicationReceivedAppendix(input: ApplicationReceivedInput): MailBlock[] {
  return [
    `${input.companyName} usa ${PRODUCT.name}, un servicio de entrevistas con inteligencia artificial; una persona de la empresa decide sobre tu candidatura.`,
    'Con este enlace puedes descargar tus datos o retirar tu postulación en cualquier momento (al retirarla se borran tu postulación, tu entrevista, tus grabaciones y estos correos). No lo compartas: es personal.',
    { label: 'Descargar mis datos o retirar mi postulación', href: input.dataUrl },
  ];
}

export function applicationReceivedEmail(
  input: ApplicationReceivedInput,
  template: EmailTemplate = DEFAULT_TEMPLATES.applicationReceived,
): MailContent {
  return renderTemplate(template, valuesOf(input, input.dataUrl), applicationReceivedAppendix(input));
}

export interface InterviewInvitationInput extends CandidateNames {
  /** The interview page with its code. */
  interviewUrl: string;
  code: string;
}

export function interviewInvitationEmail(
  input: InterviewInvitationInput,
  template: EmailTemplate = DEFAULT_TEMPLATES.interviewInvitation,
): MailContent {
  return renderTemplate(template, valuesOf(input, input.interviewUrl), [
    `Si el enlace no se abre, entra en ${input.interviewUrl.split('?')[0]} e introduce este código: ${input.code}`,
  ]);
}

/** Issue 32: the rejection or next-step email, as the recruiter edited it for this send. */
export function statusEmail(input: CandidateNames, template: EmailTemplate): MailContent {
  return renderTemplate(template, valuesOf(input));
}

export interface ScreeningRejectionInput extends ApplicationReceivedInput {
  /** The reason the company wrote for the knock-out question. */
  reason: string;
}

/**
 * Issue 30 meets issue 32: a knock-out question the company set to reject rejected the application on its own. The
 * company's rejection template, then what no template can drop: the company's reason, that the decision was
 * automatic, and the candidate's data link.
 */
export function screeningRejectionEmail(
  input: ScreeningRejectionInput,
  template: EmailTemplate = DEFAULT_TEMPLATES.rejection,
): MailContent {
  return renderTemplate(template, valuesOf(input, input.dataUrl), [
    `Motivo: ${input.reason}`,
    'La decisión se tomó de forma automática por tu respuesta a una pregunta eliminatoria que la empresa definió. Si crees que es un error, responde a la empresa.',
    { label: 'Descargar mis datos o retirar mi postulación', href: input.dataUrl },
  ]);
}

/** Sample data for a template's preview when the company has no candidate yet. */
export const SAMPLE_CANDIDATE = { candidateName: 'Ana Pérez', vacancyTitle: 'Analista de datos' } as const;
export const templateValuesOf = valuesOf;
