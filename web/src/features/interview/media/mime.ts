import { DEFAULT_AUDIO_MIME, DEFAULT_VIDEO_MIME } from '@clara/domain/constants';

export type MediaKind = 'audio' | 'video';

/** Safari and iOS browsers record mp4/m4a better than webm (SPEC §9). */
export function isAppleLike(userAgent: string): boolean {
  const ua = userAgent.toLowerCase();
  const safari = ua.includes('safari') && !ua.includes('chrome') && !ua.includes('chromium') && !ua.includes('android');
  return safari || /iphone|ipad|ipod/.test(ua);
}

const CANDIDATES: Record<'apple' | 'other', Record<MediaKind, string[]>> = {
  apple: {
    audio: ['audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/webm'],
    video: ['video/mp4', 'video/webm'],
  },
  other: {
    audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'],
    video: ['video/mp4', 'video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'],
  },
};

/**
 * The MIME type to record with: the first candidate the browser supports, defaults audio/webm and
 * video/mp4, mp4/m4a first on Apple-like browsers. Without `isTypeSupported` the default is used.
 */
export function chooseRecordingMime(
  kind: MediaKind,
  userAgent: string,
  isTypeSupported?: (mime: string) => boolean,
): string {
  const list = CANDIDATES[isAppleLike(userAgent) ? 'apple' : 'other'][kind];
  const standard = kind === 'audio' ? DEFAULT_AUDIO_MIME : DEFAULT_VIDEO_MIME;
  const fallback = isAppleLike(userAgent) ? (list[0] ?? standard) : standard;
  if (!isTypeSupported) return fallback;
  return list.find((mime) => safe(isTypeSupported, mime)) ?? '';
}

function safe(check: (mime: string) => boolean, mime: string): boolean {
  try {
    return check(mime);
  } catch {
    return false;
  }
}

/** The MIME type without parameters (`audio/webm;codecs=opus` → `audio/webm`). */
export const baseMime = (mime: string): string => (mime.split(';')[0] ?? '').trim().toLowerCase();

/** The media type of a picked file, or null when it is neither audio nor video. */
export function mediaKindOf(mimeType: string): MediaKind | null {
  const mime = baseMime(mimeType);
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  return null;
}
