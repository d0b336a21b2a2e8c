/**
 * The candidate's notice (issue 10): versioned; shown and recorded (version + time) when a candidate applies
 * and before a company interview's first message. Change the version whenever the text changes.
 * Zod-free: the web imports it directly.
 */
import { PRODUCT } from '../brand';
import { CLOSED_VACANCY_RETENTION_MONTHS, PRACTICE_RETENTION_DAYS } from '../constants';

export const CONSENT_NOTICE = {
  version: '2026-11-24',
  title: `Aviso sobre tus datos en ${PRODUCT.name}`,
  paragraphs: [
    `${PRODUCT.name} es un servicio de entrevistas de selección con inteligencia artificial que usan las empresas para sus vacantes.`,
    `Una inteligencia artificial realiza la entrevista y redacta un análisis de tus respuestas; una persona de la empresa revisa ese análisis y es quien decide sobre tu candidatura.`,
    'Guardamos los datos de tu postulación (nombre, correo, teléfono, LinkedIn y currículum), la conversación de la entrevista, tus grabaciones y su análisis, y los correos que te enviamos.',
    `Se conservan mientras dure el proceso y se borran ${CLOSED_VACANCY_RETENTION_MONTHS} meses después de cerrarse la vacante. Puedes descargarlos o retirar tu postulación (se borra todo) con el enlace que te enviamos por correo.`,
  ],
  accept: 'He leído el aviso sobre mis datos y acepto que una IA me entreviste y analice mis respuestas.',
} as const;

/** The practice terms' disclaimer, recorded when a practice starts from /terms. */
export const PRACTICE_TERMS = {
  version: '2026-11-24',
  retention: `Tu entrevista de práctica se borra automáticamente ${PRACTICE_RETENTION_DAYS} días después de crearla; puedes descargarla o borrarla antes desde su página.`,
} as const;

export const CONSENT_ERRORS = {
  noticeRequired: 'Debes aceptar el aviso sobre tus datos para continuar.',
  outdatedNotice: 'El aviso cambió: recarga la página, léelo y vuelve a aceptarlo.',
  notACompanyInterview: 'Este aviso solo se acepta en entrevistas de empresa.',
} as const;
