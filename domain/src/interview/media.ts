/**
 * Media messages (SPEC §3 Media record, §5, §8, §9): the stored shapes, pure chunk split and reassembly,
 * data-URL parsing and the size and duration formats. Used by the functions and the browser alike.
 */
import {
  BASE64_SIZE_FACTOR,
  DEFAULT_AUDIO_MIME,
  DEFAULT_VIDEO_MIME,
  MEDIA_CHUNK_CHARS,
  MEDIA_MIN_UPLOAD_TIMEOUT_MS,
} from '../constants';
import type { MediaStoreMethod, MediaType } from '../chat/messages';

/**
 * `media/{mediaId}`; chunks at `media/{mediaId}/chunks/{chunkIndex}` (DECISIONS.md: readable by id). A media
 * document never names its interview: the link lives in `interview_private/{code}.mediaIds`.
 */
export const MEDIA_COLLECTION = 'media';
export const MEDIA_CHUNKS_SUBCOLLECTION = 'chunks';

export interface MediaRecord {
  mediaType: MediaType;
  mimeType: string;
  storeMethod: MediaStoreMethod;
  /** Base64 (no data-URL prefix); only when storeMethod is 'inline'. */
  mediaData?: string;
  /** 1 for inline media. */
  totalChunks: number;
  /** Seconds. */
  duration: number;
  sizeMB: number;
  transcription: string;
  encoding: 'base64';
  /** Epoch seconds. */
  createdAt?: number;
}

export interface MediaChunk {
  chunkIndex: number;
  /** Base64 text; every chunk but the last has a length that is a multiple of 4, so each decodes on its own. */
  data: string;
  mediaId: string;
}

/** SPEC §5: the base64 marker of a data URL. */
export const BASE64_MARKER = ';base64,';

/** SPEC §5: the data must contain the base64 marker and be non-empty (and be base64). */
export function hasBase64Payload(dataUrl: unknown): boolean {
  return typeof dataUrl === 'string' && parseMediaDataUrl(dataUrl) !== null;
}

const BASE64_BODY = /^[A-Za-z0-9+/]+={0,2}$/;

/** Splits `data:<mime>;base64,<payload>` (the prefix may be absent before the marker); null when invalid. */
export function parseMediaDataUrl(dataUrl: string): { mimeType: string; base64: string } | null {
  const at = dataUrl.indexOf(BASE64_MARKER);
  if (at < 0) return null;
  const base64 = dataUrl.slice(at + BASE64_MARKER.length).trim();
  if (!base64 || !BASE64_BODY.test(base64)) return null;
  const head = dataUrl.slice(0, at);
  const mimeType = head.startsWith('data:') ? head.slice(5).trim() : '';
  return { mimeType, base64 };
}

export function toDataUrl(mimeType: string, base64: string): string {
  return `data:${mimeType}${BASE64_MARKER}${base64}`;
}

/** SPEC §9: the base64 size estimate is 0.75 times the length (bytes). */
export function estimateBytes(base64Length: number): number {
  return base64Length * BASE64_SIZE_FACTOR;
}

/** Estimated size in MB (1 MB = 1024 × 1024 bytes), from base64 text or its length. */
export function estimateSizeMB(base64: string | number): number {
  const length = typeof base64 === 'number' ? base64 : base64.length;
  return estimateBytes(length) / (1024 * 1024);
}

/** SPEC §9: KB below 1 MB (no decimals), otherwise MB with one decimal. */
export function formatMediaSize(sizeMB: number): string {
  if (!Number.isFinite(sizeMB) || sizeMB < 0) return '0 KB';
  if (sizeMB < 1) return `${Math.round(sizeMB * 1024)} KB`;
  return `${sizeMB.toFixed(1)} MB`;
}

/** SPEC §9: duration as mm:ss (minutes keep growing past 59: 75:03). Unknown durations show 00:00. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '00:00';
  const total = Math.floor(seconds);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** SPEC §7: the upload timeout is the larger of 10 s and 1 s per estimated MB. */
export function mediaUploadTimeoutMs(sizeMB: number): number {
  return Math.max(MEDIA_MIN_UPLOAD_TIMEOUT_MS, Math.ceil(Math.max(0, sizeMB)) * 1000);
}

/** SPEC §9: media is chunked when storeMethod is chunked and totalChunks is greater than 1. */
export function isChunkedMedia(record: Pick<MediaRecord, 'storeMethod' | 'totalChunks'>): boolean {
  return record.storeMethod === 'chunked' && record.totalChunks > 1;
}

/**
 * Splits base64 text into chunks of at most `chunkChars` characters, rounded down to a multiple of 4 so
 * each chunk is valid base64 on its own. Empty text gives no chunks.
 */
export function splitIntoChunks(base64: string, chunkChars: number = MEDIA_CHUNK_CHARS): string[] {
  const size = Math.max(4, Math.floor(chunkChars / 4) * 4);
  const chunks: string[] = [];
  for (let at = 0; at < base64.length; at += size) chunks.push(base64.slice(at, at + size));
  return chunks;
}

export class MediaAssemblyError extends Error {}

/**
 * Reassembles chunks (any order) by chunkIndex. Throws MediaAssemblyError with SPEC §8's texts when there
 * are none ('No hay fragmentos de media para ensamblar') or some are missing or repeated
 * ('Error al ensamblar los fragmentos de media').
 */
export function joinChunks(
  chunks: ReadonlyArray<Pick<MediaChunk, 'chunkIndex' | 'data'>>,
  totalChunks?: number,
): string {
  if (chunks.length === 0) throw new MediaAssemblyError(MEDIA_TEXTS.noChunks);
  const sorted = [...chunks].sort((a, b) => a.chunkIndex - b.chunkIndex);
  const expected = totalChunks ?? sorted.length;
  const complete =
    sorted.length === expected &&
    sorted.every((chunk, index) => chunk.chunkIndex === index && typeof chunk.data === 'string');
  if (!complete) throw new MediaAssemblyError(MEDIA_TEXTS.assemblyError);
  return sorted.map((chunk) => chunk.data).join('');
}

/** Decodes base64 to bytes (browser and Node: uses atob). */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function defaultMimeType(mediaType: MediaType): string {
  return mediaType === 'video' ? DEFAULT_VIDEO_MIME : DEFAULT_AUDIO_MIME;
}

/** SPEC §9: download names are the media type plus a timestamp, with extension webm, mp4 or m4a. */
export function mediaDownloadName(mediaType: MediaType, mimeType: string, at: Date = new Date()): string {
  const mime = mimeType.toLowerCase();
  const extension =
    mime.includes('m4a') || mime.includes('audio/mp4') || mime.includes('aac')
      ? 'm4a'
      : mime.includes('mp4')
        ? 'mp4'
        : 'webm';
  return `${mediaType}-${at.getTime()}.${extension}`;
}

/** SPEC §8 media texts, to the letter. */
export const MEDIA_TEXTS = {
  /** Issue 33: the recording's running time is hidden unless asked for. */
  showTime: 'Mostrar tiempo',
  hideTime: 'Ocultar tiempo',
  noMediaId: 'No se encontró ID de media',
  noMediaData: 'No se encontraron datos multimedia',
  loadError: (detail: string) => `Error al cargar multimedia: ${detail}`,
  couldNotLoad: 'No se pudo cargar el contenido multimedia',
  noMediaInfo: 'No se encontró información multimedia',
  noChunks: 'No hay fragmentos de media para ensamblar',
  assemblyError: 'Error al ensamblar los fragmentos de media',
  uploadProblem: 'Hubo un problema al procesar tu grabación.',
  noResponse: 'No se recibió respuesta del servidor. Comprueba tu conexión.',
  tryOther: 'Intenta con un archivo más pequeño o en otro formato.',
  fileReadError: 'Error al procesar el archivo multimedia. Por favor, intenta con otro archivo.',
} as const;

/** SPEC §8 playback error codes (HTMLMediaElement MediaError.code). */
export const PLAYBACK_ERRORS: Readonly<Record<number, string>> = {
  1: 'Reproducción cancelada',
  2: 'Error de red',
  3: 'Error de formato',
  4: 'Formato no soportado',
};

export function playbackErrorText(code: number | null | undefined): string {
  return (code !== null && code !== undefined && PLAYBACK_ERRORS[code]) || 'Error desconocido';
}
