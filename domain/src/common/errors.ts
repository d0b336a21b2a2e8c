/** The API's error answers, free of dependencies (no zod) so that the web can import them cheaply. */

/** Every API error answers with this body; `error` is the text a user may read. */
export interface ApiErrorBody {
  error: string;
  /** Field-level detail for forms: field path → message. */
  fields?: Record<string, string>;
}

export const COMMON_ERRORS = {
  invalidBody: 'La solicitud no es válida.',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
  unauthenticated: 'Debes iniciar sesión para continuar.',
  notFound: 'No se encontró el recurso solicitado.',
  routeNotFound: 'Esta ruta de la API no existe.',
  payloadTooLarge: 'El contenido enviado es demasiado grande.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  internal: 'Ocurrió un error inesperado en el servidor. Inténtalo de nuevo más tarde.',
} as const;
