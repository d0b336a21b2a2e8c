import { PRODUCT } from '../brand';
import { CHAT_MAX_USER_MESSAGES_PER_SESSION, MEDIA_MAX_MB } from '../constants';

/** Server answers of the interview API (error bodies `{ error }`), in Spanish. */
export const INTERVIEW_ERRORS = {
  codeRequired: 'El código de entrevista es obligatorio.',
  invalidCode: 'El código de entrevista debe tener 36 caracteres (letras, números y guiones).',
  sessionNotFound: 'No se encontró ninguna entrevista con ese código.',
  finished: 'La entrevista ha finalizado y ya no admite más mensajes.',
  tooManyMessages: `Esta entrevista alcanzó el límite de ${CHAT_MAX_USER_MESSAGES_PER_SESSION} mensajes.`,
  messageRequired: 'El campo «mensaje» es obligatorio.',
  /** SPEC §5, to the letter. */
  invalidMediaData: 'Formato de datos inválido',
  invalidMediaType: 'El tipo de medio debe ser audio o video.',
  invalidMimeType: 'El tipo de archivo debe ser de audio o de video (por ejemplo audio/webm o video/mp4).',
  invalidDuration: 'La duración debe ser un número de segundos entre 0 y 14400.',
  mediaTooLarge: `El archivo supera el tamaño máximo de ${MEDIA_MAX_MB} MB. Graba un mensaje más corto o sube un archivo más pequeño.`,
  /** The error-styled chat message when the AI fails or times out (SPEC §8 "Problema de conexión"). */
  aiConnection: `Problema de conexión. ${PRODUCT.name} no pudo responder; vuelve a enviar tu mensaje.`,
  busy: 'Problema de conexión. Llegaron varios mensajes a la vez; vuelve a enviar el tuyo.',
  nothingToAnalyze: 'La entrevista aún no tiene respuestas que analizar.',
  companyNotFinished: 'El análisis de una entrevista de empresa se genera automáticamente al concluir la entrevista.',
  analysisFailed: 'No se pudo generar el análisis en este momento. Inténtalo de nuevo en unos minutos.',
  predefinedRequired: 'Elige una entrevista predefinida.',
  predefinedNotFound: 'No se encontró la entrevista predefinida elegida.',
  invalidCompetency: 'La competencia indicada no existe en la rúbrica.',
  invalidSdp: 'La oferta de la llamada no es válida (se espera una oferta SDP de WebRTC).',
  realtimeUnavailable: 'La entrevista por voz en tiempo real no está disponible en este servidor.',
  realtimeNoCall: 'Esta entrevista no tiene una llamada de voz en tiempo real que terminar.',
  invalidPracticeFocus: 'El campo «interviewFocus» debe ser practice, habilidades, experiencia o balanceada.',
} as const;

/** Notes Clara's chat shows around recorded media. */
export const MEDIA_NOTES = {
  /** The user message's text when no transcriber is configured. */
  noTranscriber: `Grabación recibida. La transcripción automática no está disponible en este servidor, así que ${PRODUCT.name} no puede escuchar su contenido; la entrevista continúa.`,
  /** The user message's text when the transcriber failed or heard nothing. */
  transcriptionFailed:
    'Grabación recibida, pero no se pudo transcribir (audio sin voz reconocible o formato no admitido para transcripción). La entrevista continúa.',
} as const;

/** /analysis for a company interview seen by someone who is not a member of the company (COMMON decision 1). */
export const COMPANY_INTERVIEW_TEXTS = {
  completeTitle: 'Tu entrevista ha concluido',
  completeText:
    'Gracias por tu participación. La empresa revisará los resultados de tu entrevista y se pondrá en contacto contigo.',
  pendingTitle: 'La entrevista aún no ha concluido',
  pendingText: `Cuando termines la entrevista con ${PRODUCT.name}, la empresa recibirá sus resultados.`,
} as const;

/** The focused practice's label (COMMON decision 1: how the device lists it). */
export const focusedPracticeTitle = (competencyName: string) => `Práctica enfocada · ${competencyName}`;

/** Real-time voice interviews (issue 22): the chat's option and its states. */
export const REALTIME_TEXTS = {
  offer: 'Entrevista por voz en tiempo real',
  offerHint: `Habla con ${PRODUCT.name} como en una llamada; la conversación se guarda como texto.`,
  connecting: 'Conectando…',
  connected: 'Conectado: habla cuando quieras.',
  ending: 'Terminando la entrevista…',
  end: 'Terminar entrevista',
  failed: 'No se pudo iniciar la entrevista por voz en tiempo real. Puedes seguir por texto.',
  lost: 'Se perdió la conexión de voz. Puedes volver a conectarte o seguir por texto.',
  notSaved: 'No se pudo guardar parte de la conversación. Revisa tu conexión.',
  /** Appended to the transcript of an interview whose call dropped (issue 31). */
  cutNote: '[La llamada se cortó aquí: la entrevista terminó con lo grabado hasta entonces.]',
  you: 'Tú',
} as const;
