/**
 * Coaches (digital twins): the entity, its tables, texts and rules, free of dependencies (no zod) so that
 * the web pages can import them cheaply. The request schemas are in ./coach, which re-exports all of this.
 */
import { CHAT_MESSAGE_MAX_CHARS } from '../constants';
import type { ChatMessage } from '../chat/messages';

export * from './chats';

/** SPEC §3 Coach (digital twin). Stored in Firestore `coaches/{id}`; DECISIONS: public-domain historical figures only. */
export interface Coach {
  id: string;
  /** Self-made image under web/public/coaches/. */
  image: string;
  name: string;
  title: string;
  bio: string;
  labels: string[];
  /** Monthly price in USD; 0 is free. */
  price: number;
  available: boolean;
  /** Where 'Ir a la Sesión' goes: a path starting with / or an http(s) URL (SPEC §5); empty does nothing. */
  coachaddress: string;
  disclaimer: string;
  /** Longer text for the chat page's info modal. */
  description: string;
}

export const COACHES_COLLECTION = 'coaches';
export const COACH_SESSIONS_COLLECTION = 'coach_sessions';

/** Bounds of one coach conversation (DECISIONS: public AI endpoints are a cost surface). */
export const COACH_LIMITS = {
  messageChars: CHAT_MESSAGE_MAX_CHARS,
  userMessagesPerSession: 40,
  coachId: 64,
  sessionId: 64,
} as const;

export const COACH_TEXTS = {
  searchPlaceholder: 'Busca por nombre, especialidad o etiqueta',
  noResults: 'No encontramos coaches que coincidan con tu búsqueda.',
  converse: 'Conversar',
  goToSession: 'Ir a la Sesión',
  inTraining: 'En Entrenamiento',
  free: 'Gratis',
  showAllLabels: 'Ver todas',
  showFewerLabels: 'Ver menos',
  sessionCodeLabel: 'Código de sesión (opcional)',
  sessionCodeHelp:
    'Si ya conversaste antes, pega tu código para continuar esa conversación. Déjalo vacío para empezar una nueva.',
  newConversation: 'Nueva Conversación',
  newConversationConfirm:
    'Se iniciará una conversación nueva. La conversación actual seguirá disponible solo con su código. ¿Deseas continuar?',
  shareSession: 'Compartir Sesión',
  copy: 'Copiar',
  copied: '¡Copiado!',
  placeholder: 'Escribe tu mensaje…',
  send: 'Enviar',
  connectionProblem: 'Problema de conexión',
  sessionStartError: 'Error al crear la sesión. Por favor, intenta de nuevo más tarde.',
  sessionMissing: 'No encontramos esa sesión. Iniciamos una conversación nueva.',
  /** API errors. */
  coachNotFound: 'No existe un coach con ese identificador.',
  coachUnavailable: 'Este coach aún no está disponible para conversar.',
  coachMismatch: 'El coach indicado no corresponde a esta conversación.',
  sessionNotFound: 'No encontramos esa sesión de conversación.',
  sessionIdInvalid: 'El código de sesión no es válido.',
  coachIdInvalid: 'El identificador del coach no es válido.',
  tooManyMessages: 'Esta conversación alcanzó el límite de mensajes. Inicia una nueva conversación para seguir.',
  busy: 'Tu mensaje anterior aún se está procesando. Espera un momento e inténtalo de nuevo.',
  aiUnavailable: 'El coach no pudo responder en este momento. Inténtalo de nuevo en unos segundos.',
} as const;

/** A session code as the API accepts it (sessionIdField in ./coach checks the same). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export function isSessionIdFormat(code: string): boolean {
  return SESSION_ID_PATTERN.test(code.trim());
}

export interface GenerateCoachCodeResponse {
  chatSessionId: string;
}
export interface CoachHistoryResponse {
  chatSessionExists: boolean;
  chatHistory: ChatMessage[];
}
export interface CoachChatResponse {
  chatHistory: ChatMessage[];
}

/** 'Gratis' or the monthly price. */
export function coachPriceLabel(price: number): string {
  return price > 0 ? `Premium · $${price} USD/mes` : COACH_TEXTS.free;
}
