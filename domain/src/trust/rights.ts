/** The candidate's rights over their data (issue 10): texts of the download and delete actions. Zod-free. */
export const RIGHTS_TEXTS = {
  download: 'Descargar mis datos',
  downloadMedia: (index: number) => `Descargar grabación ${index}`,
  delete: 'Borrar esta entrevista',
  confirmDelete: 'Se borrarán la conversación, el análisis y las grabaciones de esta entrevista de práctica. No se puede deshacer. ¿Continuar?',
  deleted: 'Tu entrevista de práctica y sus grabaciones se han borrado.',
  failed: 'No se pudo completar la acción. Inténtalo de nuevo.',
} as const;

export const RIGHTS_ERRORS = {
  companyByEmail: 'Una entrevista de empresa se descarga o se retira con el enlace que te enviamos al correo con el que postulaste.',
  mediaNotFound: 'No se encontró esa grabación en esta entrevista.',
} as const;

/** The file name of a practice export. */
export const exportFileName = (code: string) => `clara-entrevista-${code}.json`;
