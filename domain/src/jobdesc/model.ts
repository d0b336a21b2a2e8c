/**
 * The job-description assistant's tables, texts, codes and answers, free of dependencies (no zod) so that
 * the web page and the stack's scripts can import them cheaply. The request schemas are in ./jobdesc,
 * which re-exports all of this.
 */
import { CHAT_MESSAGE_MAX_CHARS } from '../constants';
import type { ChatMessage } from '../chat/messages';

/**
 * Job-description assistant (SPEC §2, §3, §4, §6, §7). DECISIONS: every company gets an access code when it
 * registers (`companies/{id}.jobAccessCode`), stored in Firestore `job_access_codes/{code}`
 * {companyId, active, openChatId}, and a code serves any number of descriptions: one document per description
 * in `job_description_chats/{autoId}` {accessCode, companyId, createdAt, isChatActive, chatHistory, …}; the
 * code's `openChatId` points at the one being written (null: a new one starts with the next message). Each
 * finished description can become a vacancy of the code's company.
 */
export const JOB_ACCESS_CODES_COLLECTION = 'job_access_codes';
export const JOB_DESCRIPTION_CHATS_COLLECTION = 'job_description_chats';

/** SPEC §6: the code is stored locally and sent in this header. */
export const ACCESS_CODE_HEADER = 'access-code';

/** `job_access_codes/{code}`: {companyId, active, openChatId, createdAt}. DECISIONS: per company, any number of descriptions. */
export interface AccessCode {
  code: string;
  companyId: string;
  active: boolean;
}
export const JOBDESC_STORAGE_KEY = 'clara.jobdescAccessCode';

export const JOBDESC_LIMITS = {
  codeChars: 64,
  messageChars: CHAT_MESSAGE_MAX_CHARS,
  userMessagesPerChat: 30,
} as const;

export const JOBDESC_TEXTS = {
  title: 'Asistente de descripción de puesto',
  codeModalTitle: 'Código de acceso',
  codeLabel: 'Código de acceso',
  codeHelp: 'Ingresa el código de acceso de tu empresa para usar el asistente.',
  verify: 'Verificar',
  verifying: 'Verificando…',
  /** SPEC §8, to the letter. */
  invalidCode: 'Código inválido, por favor verifica',
  verifyError: 'Ocurrió un error al verificar el código, por favor intenta de nuevo',
  changeCode: 'Cambiar Código',
  concluded: 'Descripción de puesto concluida.',
  placeholder: 'Escribe tu respuesta…',
  send: 'Enviar',
  sendError: 'No se pudo enviar tu mensaje. Por favor intenta de nuevo.',
  loadError: 'No se pudo cargar la conversación. Por favor intenta de nuevo.',
  createVacancy: 'Crear vacante con esta descripción',
  creatingVacancy: 'Creando vacante…',
  vacancyCreated:
    'Vacante creada como borrador (No Activa) en el panel de tu empresa: no se publica hasta que un miembro del equipo la active.',
  viewDashboard: 'Ver en el panel',
  vacancyError: 'No se pudo crear la vacante. Por favor intenta de nuevo.',
  copyDescription: 'Copiar descripción',
  copied: '¡Copiado!',
  newDescription: 'Nueva descripción',
  startingNew: 'Preparando…',
  newError: 'No se pudo empezar una nueva descripción. Por favor intenta de nuevo.',
  pastTitle: 'Descripciones anteriores',
  pastEmpty: 'Aún no hay descripciones terminadas.',
  pastLoadError: 'No se pudieron cargar las descripciones anteriores.',
  untitled: 'Puesto sin título',
  vacancyMade: 'Vacante creada',
  createVacancyFromPast: 'Crear vacante',
  /** The dashboard menu's entry for the company's own code. */
  companyCodeLabel: 'Código del asistente',
  copyCode: 'Copiar código',
  companyCodeError: 'No se pudo obtener el código del asistente.',
  companyMissing: 'No encontramos tu empresa.',
  /** API errors. */
  missingCode: 'Falta el código de acceso.',
  chatClosed: 'La descripción de puesto ya concluyó. Pulsa «Nueva descripción» para empezar otra.',
  descriptionNotFound: 'No encontramos esa descripción de puesto.',
  notConcluded: 'La descripción de puesto aún no está lista.',
  tooManyMessages: 'La conversación alcanzó el límite de mensajes.',
  busy: 'Tu mensaje anterior aún se está procesando. Espera un momento e inténtalo de nuevo.',
  aiUnavailable: 'El asistente no pudo responder en este momento. Inténtalo de nuevo en unos segundos.',
  vacancyInProgress: 'La vacante se está creando. Espera un momento.',
  messageTypeInvalid: 'El mensaje debe ser del tipo «user».',
} as const;

const ACCESS_CODE_PATTERN = /^[A-Z0-9-]{4,64}$/;

/** Codes are case-insensitive: trimmed and upper-cased before any lookup. */
export function normalizeAccessCode(code: string): string {
  return code.trim().toUpperCase();
}

export function isAccessCodeFormat(code: string): boolean {
  return ACCESS_CODE_PATTERN.test(normalizeAccessCode(code));
}

export interface JobDescChatResponse {
  chatHistory: ChatMessage[];
  isChatActive: boolean;
  /** True once the description is written and no vacancy was made from it yet. */
  canCreateVacancy: boolean;
  vacancyId: string | null;
  /** The written description once the chat is closed (what 'Copiar descripción' copies). */
  description: string | null;
}

export interface JobDescReplyResponse {
  message: ChatMessage;
  isChatActive: boolean;
  /** Present on the closing reply: the written description alone. */
  description?: string;
}

export interface JobDescVacancyResponse {
  vacancyId: string;
}

/** One finished description of the company, as /jobdesc lists it. */
export interface JobDescSummary {
  id: string;
  /** Seconds. */
  createdAt: number;
  /** The draft's job title ('' when the draft has none). */
  title: string;
  vacancyId: string | null;
  /** False once a vacancy was made from it. */
  canCreateVacancy: boolean;
}

export interface JobDescListResponse {
  descriptions: JobDescSummary[];
}

export interface JobDescCompanyCodeResponse {
  accessCode: string;
}

/** Unambiguous characters (no 0/O, 1/I/L) for codes people type. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new random access code such as `JD-7K3M-Q9PX-4TWA` (60 bits of randomness). */
export function generateAccessCode(
  randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `JD-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}
