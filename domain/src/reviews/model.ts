/**
 * The candidate's request for a human review (issue 20; GDPR art. 22, EU AI Act): asked from the candidate's
 * emailed link (`/mis-datos`) or at the end of a company interview, answered in writing by the company within
 * a deadline (REVIEW_DEADLINE_DAYS by default, configurable), the answer emailed to the candidate. A candidate
 * may also add context to their analysis. Zod-free.
 */
import { PRODUCT } from '../brand';

export const REVIEW_DEADLINE_DAYS = 30;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_ANSWER_MAX = 4000;
/** Context comments a candidate may leave on one application. */
export const CANDIDATE_COMMENTS_MAX = 5;

export const REVIEW_SOURCES = ['link', 'interview'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];
export const REVIEW_STATUSES = ['open', 'answered'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const DAY = 86_400;

/** When the company must have answered a request made at `requestedAt` (epoch seconds). */
export const reviewDueAt = (requestedAt: number, deadlineDays = REVIEW_DEADLINE_DAYS): number =>
  requestedAt + deadlineDays * DAY;

/** An open request past its deadline. */
export const reviewOverdue = (request: { status: ReviewStatus; dueAt: number }, now: number): boolean =>
  request.status === 'open' && now > request.dueAt;

/** A request as the company sees it. */
export interface ReviewRequest {
  id: string;
  applicationId: string;
  vacancyId: string;
  candidateName: string;
  source: ReviewSource;
  comment: string;
  requestedAt: number;
  dueAt: number;
  status: ReviewStatus;
  overdue: boolean;
  answer: { text: string; at: number; by: { uid: string; email: string } } | null;
}

/** A comment the candidate added to their analysis. */
export interface CandidateComment {
  id: string;
  text: string;
  createdAt: number;
}

export const REVIEW_TEXTS = {
  request: 'Solicitar revisión por una persona',
  requestIntro: `Una persona de la empresa decide sobre tu candidatura. Si quieres que una persona revise de nuevo tu entrevista y la evaluación de ${PRODUCT.name}, puedes pedirlo aquí.`,
  commentLabel: 'Comentario (opcional)',
  send: 'Enviar solicitud',
  sent: (days: number, due: string) =>
    `Solicitud enviada. La empresa tiene ${days} días para responderte por escrito (hasta el ${due}); recibirás la respuesta por correo.`,
  pending: (due: string) => `Solicitud de revisión pendiente: la empresa debe responder antes del ${due}.`,
  answered: (date: string) => `La empresa respondió el ${date}:`,
  alreadyOpen: 'Ya tienes una solicitud de revisión pendiente; la empresa te responderá por correo.',
  failed: 'No se pudo enviar la solicitud. Inténtalo de nuevo.',
  addContext: 'Quiero añadir contexto',
  addContextIntro: `Si algo de tu entrevista necesita contexto, escríbelo aquí: la empresa lo verá junto al análisis de ${PRODUCT.name}.`,
  contextLabel: 'Tu comentario',
  sendContext: 'Enviar comentario',
  contextSent: 'Comentario enviado. La empresa lo verá junto al análisis.',
  yourComments: 'Tus comentarios',
  // The company's side
  badge: 'Revisión solicitada',
  badgeOverdue: 'Revisión vencida',
  listTitle: 'Solicitudes de revisión por una persona',
  listEmpty: 'No hay solicitudes de revisión pendientes.',
  overdue: 'Vencida',
  dueOn: (date: string) => `Responder antes del ${date}`,
  requestedOn: (date: string) => `Solicitada el ${date}`,
  fromLink: 'desde su enlace personal',
  fromInterview: 'al terminar la entrevista',
  noComment: 'Sin comentario.',
  answer: 'Responder por escrito',
  answerLabel: 'Respuesta por escrito al candidato',
  answerSend: 'Responder y enviar por correo',
  answerSent: 'Respuesta enviada al candidato.',
  answerFailed: 'No se pudo enviar la respuesta. Inténtalo de nuevo.',
  answeredBy: (email: string, date: string) => `Respondida por ${email} el ${date}`,
  candidateContext: 'Contexto añadido por el candidato',
  sectionTitle: 'Revisión por una persona',
  loadError: 'No se pudieron cargar las solicitudes de revisión.',
} as const;

/** Issue 31: the candidate's own analysis (`/mi-analisis#<token>`, reached from `/mis-datos`). */
export const CANDIDATE_ANALYSIS_PATH = '/mi-analisis';
export const candidateAnalysisUrl = (token: string) => `${CANDIDATE_ANALYSIS_PATH}#${token}`;

export const CANDIDATE_ANALYSIS_TEXTS = {
  title: `El análisis de ${PRODUCT.name} de tu entrevista`,
  open: `Ver el análisis de ${PRODUCT.name} de tu entrevista`,
  loading: 'Cargando tu análisis…',
  back: 'Volver a tus datos',
  noInterview: `Esta postulación no tiene una entrevista con ${PRODUCT.name}, así que no hay análisis que mostrar.`,
  pending: `Tu entrevista todavía no tiene análisis: lo verás aquí en cuanto la empresa lo tenga, cuando termines la entrevista y ${PRODUCT.name} la analice.`,
  decision: `Una persona de la empresa decide sobre tu candidatura. Este análisis de ${PRODUCT.name} es una ayuda para esa persona, no una decisión.`,
  score: (score: number) => `Puntuación: ${score} de 100`,
  rubricTitle: 'Qué busca la evaluación',
  rubricIntro: (version: string) =>
    `Las habilidades que la empresa definió para esta vacante (versión ${version}) y qué se espera en cada nivel:`,
  anchorLevel: (level: number) => `Nivel ${level}`,
  reviewHint: 'Si no estás de acuerdo, puedes añadir contexto o pedir que una persona revise tu caso aquí abajo.',
  failed: 'No se pudo cargar tu análisis. Inténtalo de nuevo.',
  missingToken: 'Este enlace no es válido: ábrelo desde el correo que recibiste.',
  /** On the company's interview view. */
  viewedByCandidate: (date: string) => `El candidato vio su análisis el ${date}.`,
} as const;

export const REVIEW_ERRORS = {
  alreadyOpen: REVIEW_TEXTS.alreadyOpen,
  notFound: 'No se encontró la solicitud de revisión.',
  alreadyAnswered: 'Esta solicitud ya fue respondida.',
  interviewNotFinished: 'La revisión se puede pedir cuando la entrevista haya terminado.',
  tooManyComments: `Puedes añadir hasta ${CANDIDATE_COMMENTS_MAX} comentarios.`,
} as const;
