/** SPEC §2 and §8 texts of the analysis page, to the letter. */
export const ANALYSIS_TEXTS = {
  title: 'Análisis de tu Entrevista',
  notFound: 'No analysis was found',
  parseError: 'There was an error parsing the Analysis, please review the logs',
  noSessionId: 'chatSessionId is not available',
  loadError: 'Error al cargar el análisis',
  emptyTitle: 'No hay un análisis disponible',
  emptyText: 'No se ha encontrado análisis para esta entrevista.',
  analysing: 'Por favor espere. La entrevista se está analizando...',
  concluded: 'La entrevista ha concluido. ¡Gracias por tu participación!',
} as const;
