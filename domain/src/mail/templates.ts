/**
 * Issue 32: the company's email templates. Each email Clara sends on the company's behalf to a candidate has a
 * template (subject and message, with variables); the company may rewrite it and reset it to Clara's default.
 * What the law or the product needs in an email (the AI notice, the candidate's data link, the interview code) is
 * added by Clara after the company's message, so a template can never drop it. Zod-free.
 */
import { PRODUCT } from '../brand';
import { composeEmail, type MailBlock, type MailContent } from './texts';

export const TEMPLATE_KINDS = [
  'applicationReceived',
  // A person the team added to another vacancy («Añadir a otra vacante»): they did not apply to it themselves.
  'addedToVacancy',
  'interviewInvitation',
  'rejection',
  'nextStep',
  'interviewScheduled',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The variables a template may use, each replaced by the candidate's or the company's data. */
export const TEMPLATE_VARIABLES = ['nombre', 'vacante', 'empresa', 'enlace'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Record<TemplateVariable, string>;

export interface EmailTemplate {
  subject: string;
  /** Paragraphs separated by a blank line. */
  body: string;
}

export const TEMPLATE_LIMITS = { subject: 200, body: 4000 } as const;
/** Issue 32: a company may close applications left without a decision this many days (off by default). */
export const AUTO_CLOSE_DAYS = { min: 7, max: 365, options: [14, 30, 60, 90] } as const;

/** An application still waiting for a decision (neither selected nor rejected) whose last move is `days` old. */
export function dueForAutoClose(
  application: { status: string; statusHistory: ReadonlyArray<{ date: number }> },
  days: number,
  now: number,
): boolean {
  if (application.status === 'Seleccionado' || application.status === 'Descartado') return false;
  const last = application.statusHistory.at(-1)?.date ?? 0;
  return last <= now - days * 86_400;
}

/** The longest a rejection may wait before it leaves (cancellable meanwhile). */
export const REJECTION_MAX_DELAY_HOURS = 72;

/**
 * What became of the email asked for with a status move: sent (or queued), written ahead, not sent because one
 * rejection already went to this person for this vacancy, or not sent because the move marked spam.
 */
export const CANDIDATE_EMAIL_OUTCOMES = ['sent', 'scheduled', 'alreadySent', 'spam'] as const;
export type CandidateEmailOutcome = (typeof CANDIDATE_EMAIL_OUTCOMES)[number];

export const DEFAULT_TEMPLATES: Record<TemplateKind, EmailTemplate> = {
  applicationReceived: {
    subject: 'Recibimos tu postulación a {vacante} en {empresa}',
    body: 'Hola, {nombre}:\n\n{empresa} recibió tu postulación a la vacante «{vacante}». Si avanzas en el proceso, te escribiremos con los siguientes pasos.',
  },
  addedToVacancy: {
    subject: '{empresa} te tiene en cuenta para {vacante}',
    body: 'Hola, {nombre}:\n\nA partir de tu postulación anterior, el equipo de {empresa} te tiene en cuenta también para la vacante «{vacante}». No necesitas hacer nada: si avanzas en el proceso, te escribiremos con los siguientes pasos.',
  },
  interviewInvitation: {
    subject: `{empresa} te invita a una entrevista con ${PRODUCT.name}`,
    body: `Hola, {nombre}:\n\n{empresa} te invita a una entrevista para la vacante «{vacante}». La entrevista la realiza ${PRODUCT.name}, una inteligencia artificial, por escrito o con tu voz, cuando te venga bien.\n\nEmpezar la entrevista: {enlace}`,
  },
  rejection: {
    subject: 'Tu postulación a {vacante} en {empresa}',
    body: 'Hola, {nombre}:\n\nGracias por tu interés en la vacante «{vacante}» y por el tiempo que dedicaste al proceso. Después de revisar tu candidatura, {empresa} decidió seguir con otras personas para este puesto.\n\nTe deseamos mucho éxito en tu búsqueda y esperamos volver a saber de ti en futuras vacantes.',
  },
  nextStep: {
    subject: 'Siguiente paso en tu postulación a {vacante}',
    body: 'Hola, {nombre}:\n\nTu candidatura a la vacante «{vacante}» en {empresa} avanza al siguiente paso del proceso. Pronto te escribiremos con los detalles.',
  },
  interviewScheduled: {
    subject: 'Entrevista confirmada: {vacante} en {empresa}',
    body: 'Hola, {nombre}:\n\nTu entrevista con {empresa} para la vacante «{vacante}» está confirmada. Encontrarás la fecha, la hora y el lugar en este correo y en el archivo de calendario adjunto.',
  },
};

export const TEMPLATE_TEXTS = {
  title: 'Plantillas de correo',
  menuLink: 'Plantillas de correo',
  loadFailed: 'No se pudieron cargar las plantillas. Inténtalo de nuevo.',
  intro: `Los correos que ${PRODUCT.name} envía a tus candidatos en nombre de tu empresa. Puedes usar estas variables: {nombre}, {vacante}, {empresa} y {enlace}.`,
  kinds: {
    applicationReceived: 'Postulación recibida',
    addedToVacancy: 'Añadido a otra vacante por el equipo',
    interviewInvitation: 'Invitación a la entrevista',
    rejection: 'Rechazo',
    nextStep: 'Siguiente paso',
    interviewScheduled: 'Entrevista programada',
  } satisfies Record<TemplateKind, string>,
  subject: 'Asunto',
  body: 'Mensaje',
  save: 'Guardar plantilla',
  saved: 'Plantilla guardada.',
  reset: `Restablecer la de ${PRODUCT.name}`,
  resetDone: `Se restableció la plantilla de ${PRODUCT.name}.`,
  custom: 'Personalizada',
  byDefault: `La de ${PRODUCT.name}`,
  preview: 'Vista previa',
  previewWith: (name: string) => `Vista previa con los datos de ${name}`,
  previewSample: 'Vista previa con datos de ejemplo',
  outcomes: {
    sent: 'Correo enviado al candidato.',
    scheduled: 'Correo de rechazo programado. Puedes cancelarlo hasta que salga.',
    alreadySent: 'No se envió: esta persona ya recibió un correo de rechazo para esta vacante.',
    spam: 'No se envió ningún correo: marcado como spam.',
  } satisfies Record<CandidateEmailOutcome, string>,
  sendRejection: 'Enviar correo de rechazo',
  sendNextStep: 'Avisar al candidato del siguiente paso',
  markSpam: 'Marcar como spam (no se envía ningún correo)',
  delay: 'Cuándo enviarlo',
  delayOptions: [
    { hours: 0, label: 'Ahora' },
    { hours: 2, label: 'En 2 horas' },
    { hours: 24, label: 'Mañana (en 24 horas)' },
    { hours: 72, label: 'En 3 días' },
  ],
  addFeedback: 'Añadir comentarios de su entrevista',
  addingFeedback: 'Redactando…',
  noFeedback: 'La entrevista aún no tiene un análisis del que redactar comentarios.',
  feedbackHint:
    'Dos fortalezas y un consejo redactados del análisis, nunca el puntaje ni las señales. Revísalos antes de enviar.',
  autoCloseTitle: 'Cierre automático',
  autoCloseIntro:
    'Cierra las postulaciones que lleven tantos días sin una decisión: pasan a Descartado y la persona recibe tu plantilla de rechazo (una sola vez por vacante). Desactivado por defecto.',
  autoCloseOff: 'Desactivado',
  autoCloseDays: (days: number) => `Tras ${days} días sin decisión`,
  autoCloseSaved: 'Cierre automático guardado.',
  autoCloseNote: (days: number) => `Cerrada automáticamente tras ${days} días sin una decisión.`,
  cancelRejection: 'Cancelar el rechazo programado',
  rejectionCancelled: 'Se canceló el correo de rechazo.',
  appended: `${PRODUCT.name} añade siempre después de tu mensaje lo que el candidato necesita: el aviso de que entrevista una IA, su enlace para ver o borrar sus datos o el código de la entrevista.`,
} as const;

export const TEMPLATE_ERRORS = {
  unknownVariable: (names: readonly string[]) =>
    `${names.length === 1 ? 'La variable' : 'Las variables'} ${names.map((n) => `{${n}}`).join(', ')} no ${names.length === 1 ? 'existe' : 'existen'}. Puedes usar: ${TEMPLATE_VARIABLES.map((v) => `{${v}}`).join(', ')}.`,
  emptySubject: 'Escribe el asunto del correo.',
  emptyBody: 'Escribe el mensaje del correo.',
  rejectionGone: 'Ese correo de rechazo ya salió o no existe: no se puede cancelar.',
  feedbackBlind: `Evalúa primero a este candidato, o abre el análisis de ${PRODUCT.name}, para redactar comentarios a partir de él.`,
  noCandidateEmail: 'Solo se envía un correo al rechazar o al avanzar a un candidato.',
} as const;

const VARIABLE = /\{([^{}\s]{1,40})\}/g;

/** The `{names}` of a text that are not template variables, each once, in order. */
export function unknownVariables(text: string): string[] {
  const unknown: string[] = [];
  for (const [, name] of text.matchAll(VARIABLE))
    if (!(TEMPLATE_VARIABLES as readonly string[]).includes(name!) && !unknown.includes(name!)) unknown.push(name!);
  return unknown;
}

/** The first problem of a template, in Spanish, or null when it can be saved. */
export function templateProblem(template: EmailTemplate): string | null {
  if (!template.subject.trim()) return TEMPLATE_ERRORS.emptySubject;
  if (!template.body.trim()) return TEMPLATE_ERRORS.emptyBody;
  const unknown = unknownVariables(`${template.subject}\n${template.body}`);
  return unknown.length ? TEMPLATE_ERRORS.unknownVariable(unknown) : null;
}

const fill = (text: string, values: TemplateValues): string =>
  text.replace(VARIABLE, (whole, name: string) =>
    (TEMPLATE_VARIABLES as readonly string[]).includes(name) ? values[name as TemplateVariable] : whole,
  );

/**
 * The email of a template filled with the values, followed by Clara's own paragraphs (`appended`). A paragraph that
 * is only the link (as in "Empezar la entrevista: {enlace}") becomes a link in the HTML.
 */
export function renderTemplate(
  template: EmailTemplate,
  values: TemplateValues,
  appended: readonly MailBlock[] = [],
): MailContent {
  const paragraphs = fill(template.body, values)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const [greeting = '', ...rest] = paragraphs;
  const blocks: MailBlock[] = rest.map((paragraph) => linkBlock(paragraph, values.enlace) ?? paragraph);
  return composeEmail(fill(template.subject, values).replace(/\s+/g, ' ').trim(), greeting, [...blocks, ...appended]);
}

/** "Label: https://…" (the link alone after a label) as a link block. */
function linkBlock(paragraph: string, link: string): MailBlock | null {
  if (!link || !paragraph.endsWith(link)) return null;
  const label = paragraph
    .slice(0, -link.length)
    .replace(/[:\s]+$/, '')
    .trim();
  return label ? { label, href: link } : null;
}

/** The template a company uses for a kind: its own when saved, else Clara's. */
export const templateOrDefault = (kind: TemplateKind, saved: EmailTemplate | null | undefined): EmailTemplate =>
  saved ?? DEFAULT_TEMPLATES[kind];
