import { liteFirestore, readDocument } from '../../../platform/firestore';
import {
  MEDIA_CHUNKS_SUBCOLLECTION,
  MEDIA_COLLECTION,
  type MediaChunk,
  type MediaRecord,
} from '@clara/domain/interview/media';

/** SPEC §3 Media record as read from the browser: any field may be missing in old or odd documents. */
export type StoredMediaRecord = Partial<MediaRecord>;
type StoredChunk = Pick<MediaChunk, 'chunkIndex' | 'data'>;

export const readMediaRecord = (mediaId: string) => readDocument<StoredMediaRecord>(MEDIA_COLLECTION, mediaId);

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
    const data = doc.data() as Partial<StoredChunk>;
    return { chunkIndex: Number(data.chunkIndex ?? doc.id), data: String(data.data ?? '') };
  });
}
