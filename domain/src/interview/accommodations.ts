/**
 * Issue 33: accommodations and a human alternative, and the AI notice. Before and during a company interview the
 * candidate can ask for an adjustment (more time, text instead of voice, captions, a break) or for an interview
 * with a person instead of the AI, with an optional comment, and choose whether the interview goes on or waits
 * (paused, resumable with the same code). The company's members are emailed at once, see the request on the
 * candidate and answer it (accepted or declined, with a message emailed to the candidate). The request and the
 * answer are in the audit log. Zod-free: the web imports it directly.
 */
import { PRODUCT } from '../brand';
import { REALTIME_MAX_MINUTES } from '../constants';

export const ACCOMMODATION_KINDS = ['moreTime', 'textInsteadOfVoice', 'captions', 'break', 'humanInterview'] as const;
export type AccommodationKind = (typeof ACCOMMODATION_KINDS)[number];

export const ACCOMMODATION_DECISIONS = ['accepted', 'declined'] as const;
export type AccommodationDecision = (typeof ACCOMMODATION_DECISIONS)[number];

export const ACCOMMODATION_STATUSES = ['open', 'answered'] as const;
export type AccommodationStatus = (typeof ACCOMMODATION_STATUSES)[number];

export const ACCOMMODATION_COMMENT_MAX = 1000;
export const ACCOMMODATION_ANSWER_MAX = 2000;
/** Requests one interview may send (each emails the company's team). */
export const ACCOMMODATION_REQUESTS_MAX = 5;

/** The company's answer. */
export interface AccommodationAnswer {
  decision: AccommodationDecision;
  message: string;
  at: number;
}

/** A request as the candidate's interview page sees it. */
export interface CandidateAccommodationRequest {
  id: string;
  kinds: AccommodationKind[];
  comment: string;
  /** The candidate chose that the interview waits for the answer. */
  wait: boolean;
  requestedAt: number;
  status: AccommodationStatus;
  answer: AccommodationAnswer | null;
}

/** A request as the company sees it (with who answered). */
export interface AccommodationRequest extends CandidateAccommodationRequest {
  applicationId: string;
  vacancyId: string;
  candidateName: string;
  answer: (AccommodationAnswer & { by: { uid: string; email: string } }) | null;
}

/**
 * What the company's accepted requests change on the interview (issue 33), stored on it (`adjustments`, private)
 * when a member accepts and read by the server: "más tiempo" multiplies the time limits it owns (the real-time
 * call's) by MORE_TIME_FACTOR; "texto en lugar de voz" keeps the interview in text (no real-time voice);
 * "subtítulos" shows the transcript live in the voice modes. "Una pausa" already pauses.
 */
export interface InterviewAdjustments {
  /** The factor of the interview's time limits (1: none). */
  timeFactor?: number;
  textOnly?: boolean;
  captions?: boolean;
}

/**
 * "Más tiempo": the limits grow by a quarter. The real-time call's 45 minutes become 56, within the 60 minutes a
 * call's function may last (functions/src/index.ts).
 */
export const MORE_TIME_FACTOR = 1.25;

/** The real-time call's limit for an interview, in minutes (whole: the limit a person is told). */
export const realtimeLimitMinutes = (adjustments?: InterviewAdjustments | null): number =>
  Math.floor(REALTIME_MAX_MINUTES * (adjustments?.timeFactor ?? 1));

/** What an accepted request of these kinds sets on the interview (nothing for a break or a person). */
export function adjustmentsFor(kinds: readonly AccommodationKind[]): InterviewAdjustments {
  return {
    ...(kinds.includes('moreTime') && { timeFactor: MORE_TIME_FACTOR }),
    ...(kinds.includes('textInsteadOfVoice') && { textOnly: true }),
    ...(kinds.includes('captions') && { captions: true }),
  };
}

/** What the interview page knows of its accommodations and notice (GET /api/interview/{code}/accommodations). */
export interface InterviewAccommodationState {
  /** The AI notice (AI_NOTICE) was acknowledged for this interview (its version, when). */
  noticeAcknowledged: boolean;
  /** The interview waits for the candidate to resume it. */
  paused: boolean;
  requests: CandidateAccommodationRequest[];
  /** Issue 33: what accepted requests changed: the real-time limit in minutes, text only, captions. */
  adjustments: { realtimeMinutes: number; textOnly: boolean; captions: boolean };
}

/** The notice's paragraph on integrity and time: the real-time call's limit as this interview has it. */
const integrityAndTime = (realtimeMinutes: number) =>
  `El tiempo que tardas en escribir una respuesta y el texto que pegas se usan solo para las señales de integridad (respuestas pegadas o escritas demasiado rápido), que ve una persona; nunca te descartan por sí solas. No hay cronómetro en pantalla: tómate el tiempo que necesites (la entrevista por voz en tiempo real termina a los ${realtimeMinutes} minutos).`;

/**
 * The AI notice (issue 33; EU AI Act art. 26(11) and 50): shown before the first turn of a company interview in
 * every mode (text, voice, real-time, recorded) and acknowledged before it starts. Change the version whenever
 * the text changes. Nothing in the product infers emotions: what it evaluates is what the candidate says.
 */
export const AI_NOTICE = {
  version: '2026-11-28',
  title: `Antes de empezar: vas a hablar con una inteligencia artificial`,
  paragraphs: [
    `${PRODUCT.name}, quien te entrevista, es una inteligencia artificial, no una persona. Puedes responder por escrito, dictando, grabando audio o video, o por voz en tiempo real: este aviso vale para todas esas formas.`,
    `Qué evalúa: el contenido de tus respuestas frente a las competencias del puesto que definió la empresa (ejemplos concretos, resultados, cómo lo explicas). No evalúa tu voz, tu cara, tu acento ni tu aspecto, y nada en ${PRODUCT.name} intenta deducir tus emociones.`,
    integrityAndTime(REALTIME_MAX_MINUTES),
    `Una persona de la empresa revisa la entrevista y el análisis de ${PRODUCT.name} y es quien decide sobre tu candidatura.`,
    `Antes o durante la entrevista puedes pedir un ajuste (más tiempo, texto en lugar de voz, subtítulos, una pausa) o una entrevista con una persona en lugar de la IA con el botón «Pedir un ajuste»; la empresa recibe tu solicitud al momento y te responde por correo. Al terminar puedes pedir que una persona revise tu entrevista.`,
  ],
  acknowledge: 'Entendido, empezar la entrevista',
} as const;

/**
 * The same AI notice for a free practice (issue 33, "notices in every mode"): no company, it is practice, what it
 * evaluates, no emotion inference. Shown by the same component before the first turn of a practice in every mode
 * and recorded on the practice interview. Same version as AI_NOTICE: change both together.
 */
export const PRACTICE_AI_NOTICE = {
  version: AI_NOTICE.version,
  title: 'Antes de empezar: vas a practicar con una inteligencia artificial',
  paragraphs: [
    `${PRODUCT.name}, quien te entrevista, es una inteligencia artificial, no una persona. Puedes responder por escrito, dictando, grabando audio o video, o por voz en tiempo real: este aviso vale para todas esas formas.`,
    'Es una práctica: no hay ninguna empresa detrás ni ninguna decisión sobre ti. Nadie más la ve, salvo que tú compartas tu informe.',
    `Qué evalúa: el contenido de tus respuestas frente a las competencias de la práctica (ejemplos concretos, resultados, cómo lo explicas), para darte consejos. No evalúa tu voz, tu cara, tu acento ni tu aspecto, y nada en ${PRODUCT.name} intenta deducir tus emociones.`,
    'El tiempo que tardas en escribir una respuesta y el texto que pegas se usan solo para las señales de integridad del análisis (respuestas pegadas o escritas demasiado rápido). No hay cronómetro en pantalla: tómate el tiempo que necesites.',
  ],
  acknowledge: 'Entendido, empezar la práctica',
} as const;

/** The AI notice's wording: a company interview's, or a free practice's. */
export type AiNoticeVariant = 'company' | 'practice';
/**
 * The notice a candidate reads: a company interview's says the real-time limit it has (longer once «más tiempo» was
 * accepted); the text is the same version whatever the number.
 */
export function aiNoticeOf(variant: AiNoticeVariant, realtimeMinutes = REALTIME_MAX_MINUTES) {
  if (variant === 'practice') return PRACTICE_AI_NOTICE;
  if (realtimeMinutes === REALTIME_MAX_MINUTES) return AI_NOTICE;
  const paragraphs = AI_NOTICE.paragraphs.map((text) =>
    text === integrityAndTime(REALTIME_MAX_MINUTES) ? integrityAndTime(realtimeMinutes) : text,
  );
  return { ...AI_NOTICE, paragraphs };
}

export const ACCOMMODATION_TEXTS = {
  kinds: {
    moreTime: 'Más tiempo',
    textInsteadOfVoice: 'Texto en lugar de voz',
    captions: 'Subtítulos',
    break: 'Una pausa',
    humanInterview: 'Una entrevista con una persona en lugar de la IA',
  } satisfies Record<AccommodationKind, string>,
  decisions: { accepted: 'Aceptada', declined: 'Rechazada' } satisfies Record<AccommodationDecision, string>,
  // The candidate's side
  open: 'Pedir un ajuste',
  title: 'Pedir un ajuste o una entrevista con una persona',
  intro:
    'Elige lo que necesitas. La empresa recibe tu solicitud al momento y te responde por correo; tu solicitud no cuenta en tu evaluación.',
  kindsLegend: '¿Qué necesitas?',
  commentLabel: 'Comentario (opcional)',
  continueLegend: 'Mientras la empresa responde…',
  continueNow: 'Seguir con la entrevista ahora',
  waitForAnswer: 'Pausar la entrevista y esperar la respuesta (podrás retomarla con el mismo código)',
  noPauseDuringCall: 'Durante la llamada en tiempo real la entrevista sigue; para pausar, pídelo antes de llamar.',
  send: 'Enviar solicitud',
  cancel: 'Cancelar',
  sent: 'Solicitud enviada. La empresa la recibió y te responderá por correo.',
  failed: 'No se pudo enviar la solicitud. Inténtalo de nuevo.',
  pausedTitle: 'Entrevista en pausa',
  pausedText:
    'Tu entrevista espera a que quieras seguir: puedes cerrar esta página y volver más tarde con el mismo código. La respuesta de la empresa llega por correo y aparece aquí.',
  resume: 'Reanudar la entrevista',
  resumeFailed: 'No se pudo reanudar la entrevista. Inténtalo de nuevo.',
  yourRequests: 'Tus solicitudes',
  pending: 'Pendiente de respuesta',
  answered: (decision: string) => `Respuesta de la empresa: ${decision}`,
  noticeFailed: 'No se pudo registrar que leíste el aviso. Inténtalo de nuevo.',
  // The company's side
  sectionTitle: 'Ajustes solicitados por el candidato',
  requestedOn: (date: string) => `Solicitado el ${date}`,
  continued: 'La entrevista sigue mientras tanto',
  waiting: 'La entrevista está en pausa esperando la respuesta',
  noComment: 'Sin comentario.',
  answerLabel: 'Mensaje al candidato (se le envía por correo)',
  accept: 'Aceptar y enviar',
  decline: 'Rechazar y enviar',
  answerSent: 'Respuesta enviada al candidato.',
  answerFailed: 'No se pudo enviar la respuesta. Inténtalo de nuevo.',
  answeredBy: (decision: string, email: string, date: string) => `${decision} por ${email} el ${date}`,
  loadError: 'No se pudieron cargar los ajustes solicitados.',
} as const;

export const ACCOMMODATION_ERRORS = {
  kindsRequired: 'Elige al menos un ajuste (más tiempo, texto en lugar de voz, subtítulos, una pausa o una persona).',
  invalidKind: 'El ajuste indicado no existe.',
  waitRequired: 'Indica si la entrevista sigue o espera la respuesta.',
  decisionRequired: 'Indica si aceptas o rechazas la solicitud.',
  notACompanyInterview: 'Los ajustes se piden en entrevistas de empresa.',
  finished: 'La entrevista ya terminó: si lo necesitas, pide que una persona la revise.',
  tooMany: `Esta entrevista ya envió ${ACCOMMODATION_REQUESTS_MAX} solicitudes; la empresa te responderá por correo.`,
  noPauseDuringCall: ACCOMMODATION_TEXTS.noPauseDuringCall,
  paused: 'La entrevista está en pausa: reanúdala para continuar.',
  textOnly: 'La empresa aceptó que hagas esta entrevista por escrito: la voz en tiempo real no se usa en ella.',
  noticeRequired: 'Antes de empezar, confirma que leíste el aviso sobre la entrevista con IA.',
  notFound: 'No se encontró la solicitud de ajuste.',
  alreadyAnswered: 'Esta solicitud ya fue respondida.',
} as const;

/** The kinds of a request, as a sentence's list ("Más tiempo, Subtítulos"). */
export const accommodationKindsLabel = (kinds: readonly AccommodationKind[]): string =>
  kinds.map((kind) => ACCOMMODATION_TEXTS.kinds[kind]).join(', ');
