import type { MediaUpload } from '../api';
import { estimateSizeMB, MEDIA_TEXTS } from '@clara/domain/interview/media';
import { validateMediaData, isLargeMedia } from './data';
import { CLIENT_MEDIA_TEXTS } from './texts';
import { mediaKindOf, type MediaKind } from './mime';
import { reportWarning } from '../../../platform/log';

export class MediaPrepareError extends Error {}

/** The blob as a data URL (the `base64,` marker included), or the file-read error of SPEC §8. */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new MediaPrepareError(MEDIA_TEXTS.fileReadError));
    reader.onabort = () => reject(new MediaPrepareError(MEDIA_TEXTS.fileReadError));
    try {
      reader.readAsDataURL(blob);
    } catch {
      reject(new MediaPrepareError(MEDIA_TEXTS.fileReadError));
    }
  });
}

/** Seconds of a picked file, read from its metadata; 0 when the browser cannot tell within 3 s. */
export function probeDuration(blob: Blob, kind: MediaKind): Promise<number> {
  return new Promise((resolve) => {
    const element = document.createElement(kind);
    const url = URL.createObjectURL(blob);
    const done = (value: number) => {
      window.clearTimeout(timer);
      URL.revokeObjectURL(url);
      element.removeAttribute('src');
      resolve(Number.isFinite(value) && value > 0 ? Math.round(value) : 0);
    };
    const timer = window.setTimeout(() => done(0), 3000);
    element.preload = 'metadata';
    element.onloadedmetadata = () => done(element.duration);
    element.onerror = () => done(0);
    element.src = url;
  });
}

/** Builds the chat-media body from a recording or a picked file; throws the SPEC text on bad input. */
export async function prepareUpload(
  blob: Blob,
  options: { mimeType?: string; duration?: number } = {},
): Promise<MediaUpload> {
  const mimeType = options.mimeType || blob.type;
  const kind = mediaKindOf(mimeType);
  if (!kind) throw new MediaPrepareError(CLIENT_MEDIA_TEXTS.invalidType);
  const mediaData = await readAsDataUrl(blob);
  const invalid = validateMediaData(mediaData, kind);
  if (invalid) throw new MediaPrepareError(invalid);
  const sizeMB = estimateSizeMB(mediaData.length - mediaData.indexOf('base64,') - 7);
  // SPEC §5: a file over about 10 MB only logs a warning (the server enforces the hard limit).
  if (isLargeMedia(sizeMB)) reportWarning(`El archivo multimedia pesa ${sizeMB.toFixed(1)} MB; el envío puede tardar.`);
  const duration = options.duration ?? (await probeDuration(blob, kind));
  return { mediaData, mediaType: kind, mimeType, duration };
}
