import { liteFirestore, readDocument } from '../../../platform/firestore';
import {
  MEDIA_CHUNKS_SUBCOLLECTION,
  MEDIA_COLLECTION,
  type MediaChunk,
  type MediaRecord,
} from '@clara/domain/interview/media';
import { browserMediaChunkSchema, browserMediaSchema } from '@clara/domain/interview/documents';

/** SPEC §3 Media record as read from the browser: any field may be missing in old or odd documents. */
export type StoredMediaRecord = Partial<MediaRecord>;
type StoredChunk = Pick<MediaChunk, 'chunkIndex' | 'data'>;

export const readMediaRecord = (mediaId: string) =>
  readDocument((data): StoredMediaRecord => browserMediaSchema.parse(data), MEDIA_COLLECTION, mediaId);

/** The chunks under `media/{mediaId}/chunks`, ordered by chunkIndex (DECISIONS: listed under their media). */
export async function readMediaChunks(mediaId: string): Promise<StoredChunk[]> {
  const [{ collection, getDocs, orderBy, query }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    liteFirestore(),
  ]);
  const snapshot = await getDocs(
    query(collection(db, MEDIA_COLLECTION, mediaId, MEDIA_CHUNKS_SUBCOLLECTION), orderBy('chunkIndex')),
  );
  return snapshot.docs.map((doc) => {
    const parsed = browserMediaChunkSchema.safeParse(doc.data());
    if (!parsed.success) throw new Error(`Fragmento multimedia ilegible: ${mediaId}/${doc.id}`);
    return { chunkIndex: parsed.data.chunkIndex ?? Number(doc.id), data: parsed.data.data };
  });
}
