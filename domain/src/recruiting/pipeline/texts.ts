/** Texts of a vacancy's candidate list at any size (issue 11): search, status filter and "Cargar más". */
export const PIPELINE_TEXTS = {
  searchLabel: 'Buscar candidato',
  searchPlaceholder: 'Nombre o correo',
  statusFilterLabel: 'Filtrar por estado',
  allStatuses: 'Todos los estados',
  loadMore: 'Cargar más',
  loadingMore: 'Cargando…',
  noMatches: 'Ningún candidato coincide con la búsqueda.',
  loadFailed: 'No se pudieron cargar los candidatos.',
  retry: 'Reintentar',
} as const;
