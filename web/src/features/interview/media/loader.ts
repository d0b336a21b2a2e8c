import { base64ToBytes, defaultMimeType, isChunkedMedia, joinChunks, MEDIA_TEXTS } from '@clara/domain/interview/media';
import { readMediaChunks, readMediaRecord, type StoredMediaRecord as MediaRecord } from './repository';

/** What loading a media message found: the playable bytes, or chunks still to fetch. */
export type MediaLoadResult =
  { kind: 'ready'; blob: Blob; record: MediaRecord } | { kind: 'chunked'; record: MediaRecord };

export class MediaLoadError extends Error {}

const fail = (text: string): never => {
  throw new MediaLoadError(text);
};

function toBlob(base64: string, mimeType: string): Blob {
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(base64.replace(/^data:[^,]*;base64,/, '').replace(/\s/g, ''));
  } catch {
    return fail(MEDIA_TEXTS.couldNotLoad);
  }
  if (bytes.length === 0) fail(MEDIA_TEXTS.couldNotLoad);
  return new Blob([bytes as BlobPart], { type: mimeType });
}

/**
 * SPEC §2/§8: reads the media document, then (when `withChunks`, or when it is stored in one chunk) its
 * chunks in order. Chunked media with several chunks waits for the person's "load now".
 */
export async function loadMedia(mediaId: string | undefined, withChunks: boolean): Promise<MediaLoadResult> {
  if (!mediaId) return fail(MEDIA_TEXTS.noMediaId);
  let record: MediaRecord | null;
  try {
    record = await readMediaRecord(mediaId);
  } catch (error) {
    return fail(MEDIA_TEXTS.loadError(error instanceof Error ? error.message : String(error)));
  }
  if (!record) return fail(MEDIA_TEXTS.noMediaInfo);
  const mimeType = record.mimeType || defaultMimeType(record.mediaType === 'video' ? 'video' : 'audio');
  const chunked = isChunkedMedia({
    storeMethod: record.storeMethod ?? 'inline',
    totalChunks: Number(record.totalChunks ?? 1),
  });

  if (chunked || (record.storeMethod === 'chunked' && !record.mediaData)) {
    if (chunked && !withChunks) return { kind: 'chunked', record };
    let chunks;
    try {
      chunks = await readMediaChunks(mediaId);
    } catch (error) {
      return fail(MEDIA_TEXTS.loadError(error instanceof Error ? error.message : String(error)));
    }
    let joined: string;
    try {
      joined = joinChunks(chunks, Number(record.totalChunks) || undefined);
    } catch (error) {
      return fail(error instanceof Error ? error.message : MEDIA_TEXTS.assemblyError);
    }
    return { kind: 'ready', blob: toBlob(joined, mimeType), record };
  }

  if (!record.mediaData) return fail(MEDIA_TEXTS.noMediaData);
  return { kind: 'ready', blob: toBlob(record.mediaData, mimeType), record };
}
