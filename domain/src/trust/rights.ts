/** The candidate's rights over their data (issue 10): texts of the download and delete actions. Zod-free. */
export const RIGHTS_TEXTS = {
  download: 'Descargar mis datos',
  downloadMedia: (index: number) => `Descargar grabación ${index}`,
  delete: 'Borrar esta entrevista',
  confirmDelete:
    'Se borrarán la conversación, el análisis y las grabaciones de esta entrevista de práctica. No se puede deshacer. ¿Continuar?',
  deleted: 'Tu entrevista de práctica y sus grabaciones se han borrado.',
  failed: 'No se pudo completar la acción. Inténtalo de nuevo.',
} as const;

export const RIGHTS_ERRORS = {
  companyByEmail:
    'Una entrevista de empresa se descarga o se retira con el enlace que te enviamos al correo con el que postulaste.',
  mediaNotFound: 'No se encontró esa grabación en esta entrevista.',
} as const;

/** The file name of a practice export. */
export const exportFileName = (code: string) => `clara-entrevista-${code}.json`;

/** The candidate's emailed link (issue 10): `/mis-datos#<token>`; the token is the credential. */
export const CANDIDATE_DATA_PATH = '/mis-datos';
/** 32 random bytes, base64url. */
export const CANDIDATE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const candidateDataUrl = (origin: string, token: string) =>
  `${origin.replace(/\/$/, '')}${CANDIDATE_DATA_PATH}#${token}`;
export const candidateExportFileName = (applicationId: string) => `clara-postulacion-${applicationId}.json`;

/** The candidate's page, reached from the application-received email. */
export const CANDIDATE_DATA_TEXTS = {
  /** Issue 32: every application of theirs in the company is in the download. */
  allApplications: (company: string) => `Tus postulaciones en ${company} (todas van en la descarga):`,
  title: 'Tus datos y tu postulación',
  intro: (vacancyTitle: string, companyName: string) => `Tu postulación a «${vacancyTitle}» en ${companyName}.`,
  appliedAt: 'Postulaste el',
  download: 'Descargar mis datos',
  downloadMedia: (index: number) => `Descargar grabación ${index}`,
  /** Issue 30: the CV file they attached, as they sent it. */
  downloadCvFile: (name: string) => `Descargar mi CV (${name})`,
  withdraw: 'Retirar mi postulación',
  confirmWithdraw:
    'Se borrarán tu postulación, tu entrevista, tus grabaciones y los correos que te enviamos. La empresa solo verá que retiraste tu postulación y la fecha. No se puede deshacer. ¿Continuar?',
  withdrawn: 'Retiraste tu postulación. Tus datos se borraron.',
  missingToken: 'Este enlace está incompleto. Ábrelo de nuevo desde el correo que te enviamos.',
  failed: 'No se pudo completar la acción. Inténtalo de nuevo.',
} as const;

/** What the company sees where a candidate was (no personal data left). */
export const WITHDRAWAL_TEXTS = {
  candidate: 'Postulación retirada por el candidato',
  company: 'Datos del candidato borrados por la empresa',
  erase: 'Borrar candidato',
  confirmErase: (name: string) =>
    `Se borrarán la postulación de ${name}, su entrevista, sus grabaciones y sus correos. En la vacante quedará solo una línea con la fecha. No se puede deshacer. ¿Continuar?`,
  erased: 'Candidato borrado.',
  eraseFailed: 'No se pudo borrar el candidato. Inténtalo de nuevo.',
} as const;

export const CANDIDATE_LINK_ERRORS = {
  invalidLink: 'Este enlace no es válido o la postulación ya fue retirada o borrada.',
} as const;
