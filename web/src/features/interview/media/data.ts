import { MEDIA_WARNING_MB } from '@clara/domain/constants';
import { estimateSizeMB, hasBase64Payload, mediaUploadTimeoutMs } from '@clara/domain/interview/media';
import { INTERVIEW_ERRORS } from '@clara/domain/interview/texts';
import { CLIENT_MEDIA_TEXTS } from './texts';

/** SPEC §5 before sending: base64 marker and data ('Formato de datos inválido'), audio or video. */
export function validateMediaData(mediaData: string, mediaType: string): string | null {
  if (!hasBase64Payload(mediaData)) return INTERVIEW_ERRORS.invalidMediaData;
  if (mediaType !== 'audio' && mediaType !== 'video') return CLIENT_MEDIA_TEXTS.invalidType;
  return null;
}

/** SPEC §9: files over about 10 MB only warn. */
export const isLargeMedia = (sizeMB: number): boolean => sizeMB > MEDIA_WARNING_MB;

/** SPEC §7: the upload timeout of a data URL, the larger of 10 s and 1 s per estimated MB. */
export function uploadTimeoutMs(dataUrl: string): number {
  const at = dataUrl.indexOf('base64,');
  return mediaUploadTimeoutMs(estimateSizeMB(at >= 0 ? dataUrl.length - at - 7 : dataUrl.length));
}
