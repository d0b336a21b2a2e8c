/** The API's error answers, free of dependencies (no zod) so that the web can import them cheaply. */
import { PRODUCT } from '../brand';

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
  /** 429 of a per-client limit; `minutes` until the next window. */
  rateLimited: 'Has hecho demasiadas solicitudes desde esta conexión. Inténtalo de nuevo más tarde.',
  /** A body that is not `application/json` (415). */
  unsupportedMediaType: 'El cuerpo de la solicitud debe enviarse como JSON (Content-Type: application/json).',
  /** A text with a lone UTF-16 surrogate or a control character (400). */
  illFormedText: 'La solicitud contiene texto con caracteres no válidos.',
  /** A key such as `__proto__` (400). */
  forbiddenKey: 'La solicitud contiene un campo no permitido.',
  /** Malformed percent-encoding in the path (400). */
  invalidPath: 'La dirección solicitada no es válida.',
  /** App Check enforced and the request carries no valid token (401). */
  appCheckRequired: `No se pudo verificar que la solicitud venga de la aplicación de ${PRODUCT.name}. Recarga la página.`,
  internal: 'Ocurrió un error inesperado en el servidor. Inténtalo de nuevo más tarde.',
  contention:
    'Hubo demasiados cambios a la vez sobre estos datos y no se guardó nada. Inténtalo de nuevo en unos segundos.',
  /** A stored document the functions read does not have the shape they expect (500): logged with its fields. */
  storedData:
    'Un dato guardado no es válido y no se pudo leer. Ya quedó registrado para revisarlo; inténtalo de nuevo más tarde.',
} as const;

/** Control characters other than tab, line feed and carriage return (and DEL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A UTF-16 surrogate that is not part of a pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Keys that reach an object's prototype when merged naively. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether a text can be stored and shown as it is: no lone surrogate, no control character. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text) && !CONTROL_CHARACTERS.test(text);
}

/**
 * The first problem of a request value (body, query or path parameters), checked once for every endpoint:
 * an ill-formed text anywhere (values and keys) or a prototype key. Null when it is clean.
 */
export function findMalformedValue(value: unknown, depth = 0): keyof typeof COMMON_ERRORS | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : 'illFormedText';
  if (depth > 64) return 'invalidBody';
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findMalformedValue(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return 'forbiddenKey';
      if (!isWellFormedText(key)) return 'illFormedText';
      const found = findMalformedValue((value as Record<string, unknown>)[key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** A vacancy or an application the caller names and cannot have (404): recruiting and the features beside it. */
export const RECORD_ERRORS = {
  vacancyNotFound: 'No se encontró la vacante.',
  applicationNotFound: 'No se encontró la postulación.',
} as const;
