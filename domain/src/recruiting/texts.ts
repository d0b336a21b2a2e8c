import { PRODUCT } from '../brand';
import { RECORD_ERRORS } from '../common/errors';

/**
 * Texts of the recruiting screens. The English ones are quoted by SPEC.md and must stay to the letter;
 * the Spanish ones are ours.
 */
export const RECRUITING_TEXTS = {
  // The link back from the pages the dashboard opens (board, team, job-description assistant, new vacancy).
  backToDashboard: 'Volver al panel',
  // Sign-in (SPEC §2, §5, §8)
  alreadyHaveAccount: 'Already have an account? Login',
  sendMagicLink: 'Send magic link',
  loginWithPassword: 'Login with password',
  magicLinkSent: 'Magic link has been sent to your email',
  magicLinkInvalid: 'Unable to confirm sign in using provided link',
  magicLinkAskEmail: 'Please provide your email for confirmation',
  loading: 'Loading',

  // Dashboard (SPEC §2, §4)
  menuJobDescription: 'Asistente descripción de puesto',
  menuCreateVacancy: 'Crear nueva vacante',
  menuSignOut: 'Salir',
  groupActive: 'Vacantes Activas',
  groupInactive: 'Vacantes Inactivas',
  groupClosed: 'Vacantes Cerradas',
  noVacancies: 'No hay vacantes ahora.',
  noCandidates: 'No hay candidatos para esta vacante.',
  noInterviews: 'No hay entrevistas para este candidato.',
  assignInterview: `Entrevistar con ${PRODUCT.name}`,
  assigningInterview: 'Asignando Entrevista...',
  contactCandidate: 'Contactar Candidato',
  contactInstruction: 'Contacta al candidato por teléfono o correo electrónico para continuar con el proceso.',
  noInterviewId: 'No se encontró el ID de la entrevista digital',
  vacancyCreated: 'Vacancy created!',
  vacancyUpdated: 'Vacancy Updated!',
  companyError: 'Error',
  companyNameError: 'Error obtaining company name',

  // Public vacancy page (SPEC §2, §8)
  readRequirements: 'I have read the job description and meet the requirements',
  alreadyApplied: 'You have already applied for this vacancy.',
  vacancyNotFound: 'Vacancy not found.',

  // Fallbacks (SPEC §8)
  candidateUnavailable: 'Candidate information not available.',
  historyTitle: 'Historial de estados',
  historyBySystem: 'Automático',
  historyByUnknown: 'Sin registrar',
  interviewUnavailable: 'Interview information not available.',
  // Issue 31: the CV and the transcript are read from their own calls (each records the view).
  cvLoading: 'Cargando el currículum…',
  cvFailed: 'No se pudo cargar el currículum. Cierra y vuelve a abrir la ficha.',
  transcriptLoading: 'Cargando la transcripción…',
  transcriptFailed: 'No se pudo cargar la transcripción. Cierra y vuelve a abrir la entrevista.',
  vacancyUnavailable: 'Vacancy information not available.',
  applicationUnavailable: 'Application information not available.',
} as const;

/** SPEC §8 texts with a variable part. */
export const recruitingFailure = {
  createInterview: (status: number | string, body: string) =>
    `Failed to create ${PRODUCT.name} interview: ${status} ${body}`,
  updateStatus: 'Error updating application status',
  updateVacancy: (message: string) => `Error updating vacancy: ${message}`,
  createVacancy: (message: string) => `Error creating vacancy ${message}`,
  checkDuplicate: (message: string) => `Failed to check duplicate application: ${message}`,
  submitApplication: (message: string) => `Failed to submit application: ${message}`,
  loadVacancy: (message: string) => `No se pudo cargar la vacante: ${message}`,
} as const;

/** Messages of the recruiting API (Spanish, read by users). */
export const RECRUITING_ERRORS = {
  noCompany: 'Tu cuenta aún no tiene una empresa registrada. Indica el nombre de tu empresa para continuar.',
  companyExists: 'Tu cuenta ya tiene una empresa registrada.',
  vacancyNotFound: RECORD_ERRORS.vacancyNotFound,
  applicationNotFound: RECORD_ERRORS.applicationNotFound,
  vacancyClosed: 'Esta vacante ya no recibe postulaciones.',
  duplicateApplication: 'Ya existe una postulación con este correo electrónico para esta vacante.',
  statusNotAllowed: (from: string, to: string) => `No se puede cambiar el estado de «${from}» a «${to}».`,
  interviewNeedsNueva: 'Solo se puede asignar una entrevista a postulaciones en estado «Nueva».',
  assignmentInProgress: 'La entrevista de esta postulación se está asignando. Recarga en unos segundos.',
  applicationMismatch: 'La postulación no corresponde a la vacante o al candidato indicados.',
  invalidIdToken: 'El token de identidad no es válido o ha expirado. Vuelve a iniciar sesión.',
  customTokenFailed: 'No se pudo crear el token de sesión. Inténtalo de nuevo más tarde.',
  interviewNotFound: 'No se encontró la entrevista.',
} as const;
