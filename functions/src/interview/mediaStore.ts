/**
 * Data access for `media/{mediaId}` and its chunks `media/{mediaId}/chunks/{chunkIndex}` (DECISIONS.md:
 * chunks live under their media document, so the browser reads them by id). Media that fits in one
 * document is stored inline; larger media is split into MEDIA_CHUNK_CHARS pieces.
 */
import {
  MEDIA_CHUNK_CHARS,
  MEDIA_CHUNKS_SUBCOLLECTION,
  MEDIA_COLLECTION,
  joinChunks,
  splitIntoChunks,
  type MediaChunk,
  type MediaRecord,
} from '@clara/domain';
import { storedMediaChunkSchema, storedMediaSchema } from '@clara/domain/interview/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

const mediaRef = (mediaId: string) => db().collection(MEDIA_COLLECTION).doc(mediaId);
const chunksOf = (mediaId: string) => mediaRef(mediaId).collection(MEDIA_CHUNKS_SUBCOLLECTION);
/** The readers of `media/{id}` and its chunks: every read parses the document with its schema from domain. */
const mediaDocs = storedConverter(MEDIA_COLLECTION, storedMediaSchema);
const chunkDocs = storedConverter(`${MEDIA_COLLECTION}/*/${MEDIA_CHUNKS_SUBCOLLECTION}`, storedMediaChunkSchema);

/** Chunks written at once: each is ~0.7 MB, and one gRPC message stays well under 4 MB. */
const WRITE_CONCURRENCY = 4;

export type NewMedia = Omit<MediaRecord, 'storeMethod' | 'mediaData' | 'totalChunks' | 'encoding'> & { base64: string };

/**
 * Stores the media: chunks first, then the media document (so a reader never sees a record whose chunks
 * are missing). Answers the record as stored (without the data).
 */
export async function storeMedia(
  mediaId: string,
  media: NewMedia,
  chunkChars: number = MEDIA_CHUNK_CHARS,
): Promise<MediaRecord> {
  const { base64, ...fields } = media;
  const chunked = base64.length > chunkChars;
  const pieces = chunked ? splitIntoChunks(base64, chunkChars) : [];
  for (let start = 0; start < pieces.length; start += WRITE_CONCURRENCY) {
    await Promise.all(
      pieces.slice(start, start + WRITE_CONCURRENCY).map((data, offset) => {
        const chunkIndex = start + offset;
        const chunk: MediaChunk = { chunkIndex, data, mediaId };
        return chunksOf(mediaId).doc(String(chunkIndex)).set(chunk);
      }),
    );
  }
  const record: MediaRecord = {
    ...fields,
    storeMethod: chunked ? 'chunked' : 'inline',
    totalChunks: chunked ? pieces.length : 1,
    encoding: 'base64',
  };
  await mediaRef(mediaId).set(chunked ? record : { ...record, mediaData: base64 });
  return record;
}

/** Reads a media record and its data back (reassembled from chunks when chunked); null when missing. */
export async function readMedia(mediaId: string): Promise<{ record: MediaRecord; base64: string } | null> {
  const record = mediaDocs.read(await mediaRef(mediaId).get());
  if (!record) return null;
  if (record.storeMethod !== 'chunked') return { record, base64: record.mediaData ?? '' };
  const chunks = await chunksOf(mediaId).orderBy('chunkIndex').get();
  return {
    record,
    base64: joinChunks(
      chunks.docs.map((doc) => chunkDocs.fromFirestore(doc)),
      record.totalChunks,
    ),
  };
}

/** Removes a media record and its chunks (an upload whose message was refused, an erased interview). */
export async function deleteMedia(mediaId: string): Promise<void> {
  // A query, not listDocuments(): the embedded emulator serves queries (and a chunk is a real document).
  const chunks = await chunksOf(mediaId).get();
  await Promise.all(chunks.docs.map((doc) => doc.ref.delete()));
  await mediaRef(mediaId).delete();
}
