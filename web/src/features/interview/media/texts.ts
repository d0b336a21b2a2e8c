import { MEDIA_TEXTS } from '@clara/domain/interview/media';

/** Texts this client adds around SPEC §8's media texts (SPEC gives no exact wording for these). */
export const CLIENT_MEDIA_TEXTS = {
  hint400: 'El archivo es demasiado grande o su formato no es compatible.',
  hint500: 'Error del servidor. Por favor, intenta de nuevo más tarde.',
  invalidType: 'Solo se pueden enviar archivos de audio o video.',
} as const;

/**
 * SPEC §8 media upload failure: 'Hubo un problema al procesar tu grabación.' plus a hint for 400 and
 * 500 and the server's detail; with no response (status 0) the connection text; otherwise the
 * smaller-file text.
 */
export function uploadErrorText(status: number, detail?: string): string {
  if (status === 0) return `${MEDIA_TEXTS.uploadProblem} ${MEDIA_TEXTS.noResponse}`;
  const parts: string[] = [MEDIA_TEXTS.uploadProblem];
  if (status === 400) parts.push(CLIENT_MEDIA_TEXTS.hint400);
  else if (status === 500) parts.push(CLIENT_MEDIA_TEXTS.hint500);
  else parts.push(MEDIA_TEXTS.tryOther);
  const cleaned = detail?.trim();
  if (cleaned && !/^HTTP \d+$/.test(cleaned)) parts.push(`Detalle: ${cleaned}`);
  return parts.join(' ');
}
