/**
 * Issue 30: an application's CV file, stored like the interview media (DECISIONS: files are Firestore chunks):
 * base64 pieces of MEDIA_CHUNK_CHARS under the application, `applications/{id}/cv_chunks/{fileId}-{index}`, which
 * firestore.rules gives no browser; the company's members read it through the API only. The chunks are written
 * before the application's transaction and removed when it fails, so no application names a file whose chunks
 * are missing and a refused application leaves none. A function that ends between the two (a crash, a timeout)
 * leaves its `cv_uploads` marker, which the hourly purge follows to the chunks no application names.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentData, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  CV_FILE_ERRORS,
  CV_FILE_MAX_BYTES,
  CV_FILE_MIME,
  MEDIA_CHUNK_CHARS,
  RECRUITING_ERRORS,
  cvFileKindOf,
  cvFileName,
  joinChunks,
  nowSeconds,
  splitIntoChunks,
  type CvFileUpload,
} from '@clara/domain';
import {
  CV_CHUNKS_SUBCOLLECTION,
  CV_UPLOADS,
  storedCvChunkSchema,
  storedCvUploadSchema,
  type StoredCvFile,
} from '@clara/domain/recruiting/documents';
import { NotFoundError, TooLargeError, ValidationError } from '@clara/domain/common/failures';
import { storedConverter } from '../platform/stored';
import { db } from '../platform/firebase';
import { log } from '../platform/log';
import { applicationDocs, applications, type ApplicationDocument } from '../company/documents';
import { extractCvText, UnreadableCvError } from './cvText';

const chunkDocs = storedConverter(`applications/*/${CV_CHUNKS_SUBCOLLECTION}`, storedCvChunkSchema);
const chunksOf = (applicationId: string) => applications().doc(applicationId).collection(CV_CHUNKS_SUBCOLLECTION);
const chunkId = (fileId: string, index: number) => `${fileId}-${index}`;
const uploadDocs = storedConverter(CV_UPLOADS, storedCvUploadSchema);
const uploadRef = (fileId: string) => db().collection(CV_UPLOADS).doc(fileId);

/** Chunks written at once: each is ~0.7 MB, and one gRPC message stays well under 4 MB (as the media's). */
const WRITE_CONCURRENCY = 4;

/** A checked upload, not yet stored: its bytes, what the application will say of it, and its text. */
export interface CvUpload {
  base64: string;
  file: Omit<StoredCvFile, 'fileId' | 'totalChunks'>;
  text: string;
}

/**
 * Checks the uploaded file (size, kind by its first bytes, readable) and extracts its text; throws a 400/413
 * failure before anything is written.
 */
export async function readCvUpload(upload: CvFileUpload): Promise<CvUpload> {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0) throw new ValidationError(CV_FILE_ERRORS.invalidData, { cvFile: CV_FILE_ERRORS.invalidData });
  if (bytes.length > CV_FILE_MAX_BYTES) throw new TooLargeError(CV_FILE_ERRORS.tooLarge);
  const kind = cvFileKindOf(bytes);
  if (!kind) throw new ValidationError(CV_FILE_ERRORS.wrongType, { cvFile: CV_FILE_ERRORS.wrongType });
  let text: string;
  try {
    text = await extractCvText(bytes, kind);
  } catch (error) {
    if (!(error instanceof UnreadableCvError)) throw error;
    log.warn('Unreadable CV file', { kind, sizeBytes: bytes.length, error });
    throw new ValidationError(CV_FILE_ERRORS.unreadable, { cvFile: CV_FILE_ERRORS.unreadable });
  }
  return {
    // Re-encoded from the bytes: the stored text is canonical base64 whatever padding or line breaks came.
    base64: bytes.toString('base64'),
    file: { name: cvFileName(upload.name, kind), mimeType: CV_FILE_MIME[kind], sizeBytes: bytes.length },
    text,
  };
}

/** Writes the file's chunks under the application; answers what its document records of the file. */
export async function writeCvChunks(applicationId: string, upload: CvUpload): Promise<StoredCvFile> {
  const fileId = randomUUID();
  // First the marker (cvFiles' header): chunks never exist without something that leads the purge to them.
  await uploadRef(fileId).set({ applicationId, fileId, createdAt: nowSeconds() });
  const pieces = splitIntoChunks(upload.base64, MEDIA_CHUNK_CHARS);
  for (let start = 0; start < pieces.length; start += WRITE_CONCURRENCY) {
    await Promise.all(
      pieces.slice(start, start + WRITE_CONCURRENCY).map((data, offset) => {
        const chunkIndex = start + offset;
        return chunksOf(applicationId).doc(chunkId(fileId, chunkIndex)).set({ fileId, chunkIndex, data });
      }),
    );
  }
  return { fileId, ...upload.file, totalChunks: pieces.length };
}

/** In the transaction that creates the application naming the file: its chunks are no longer unfinished. */
export function commitCvUpload(tx: Transaction, file: Pick<StoredCvFile, 'fileId'>): void {
  tx.delete(uploadRef(file.fileId));
}

/** Removes one file's chunks (its application was refused), then its marker; never another file's. */
export async function deleteCvChunks(applicationId: string, file: Pick<StoredCvFile, 'fileId' | 'totalChunks'>) {
  await Promise.all(
    Array.from({ length: file.totalChunks }, (_, index) =>
      chunksOf(applicationId).doc(chunkId(file.fileId, index)).delete(),
    ),
  );
  await uploadRef(file.fileId).delete();
}

/** Uploads whose application was not committed for this long are unfinished (a submission takes seconds). */
export const UNFINISHED_UPLOAD_SECONDS = 3600;

/** The purge's query: markers of uploads older than UNFINISHED_UPLOAD_SECONDS at `now`. */
export const unfinishedUploads = (now: number) =>
  db()
    .collection(CV_UPLOADS)
    .where('createdAt', '<=', now - UNFINISHED_UPLOAD_SECONDS)
    .orderBy('createdAt');

/**
 * The purge's `erase` for markers left behind: the chunks of each file go unless its application names it (it
 * was committed and only the marker stayed), then the marker. Answers how many files' chunks were erased.
 */
export async function eraseUnfinishedUploads(docs: Array<QueryDocumentSnapshot<DocumentData>>): Promise<number> {
  let erased = 0;
  for (const doc of docs) {
    const upload = uploadDocs.read(doc);
    const application = applicationDocs.read(await applications().doc(upload.applicationId).get());
    if (application?.cvFile?.fileId !== upload.fileId) {
      const chunks = await chunksOf(upload.applicationId).where('fileId', '==', upload.fileId).get();
      await Promise.all(chunks.docs.map((chunk) => chunk.ref.delete()));
      erased += 1;
    }
    await doc.ref.delete();
  }
  return erased;
}

/** Removes every CV chunk of the application (its erasure). */
export async function deleteApplicationCvFiles(applicationId: string): Promise<void> {
  // A query, not listDocuments(): the embedded emulator serves queries (and a chunk is a real document).
  const chunks = await chunksOf(applicationId).get();
  await Promise.all(chunks.docs.map((doc) => doc.ref.delete()));
}

/** The file of an application as read back: its bytes, type and name. */
export interface CvFileContent {
  data: Buffer;
  contentType: string;
  filename: string;
}

/** Reads the application's file back from its chunks; null when it has none. */
export async function readCvFile(
  application: Pick<ApplicationDocument, 'id' | 'cvFile'>,
): Promise<CvFileContent | null> {
  const file = application.cvFile;
  if (!file) return null;
  const refs = Array.from({ length: file.totalChunks }, (_, index) =>
    chunksOf(application.id).doc(chunkId(file.fileId, index)),
  );
  const chunks = (await db().getAll(...refs)).map((snapshot) => chunkDocs.read(snapshot));
  if (chunks.some((chunk) => chunk === null)) {
    log.error('CV file chunks missing', { applicationId: application.id, totalChunks: file.totalChunks });
    return null;
  }
  const base64 = joinChunks(
    chunks.filter((chunk) => chunk !== null),
    file.totalChunks,
  );
  return { data: Buffer.from(base64, 'base64'), contentType: file.mimeType, filename: file.name };
}

/** The company's application's file (404 for another company's application or one without a file). */
export async function companyCvFile(companyId: string, applicationId: string) {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  const file = await readCvFile(application);
  if (!file) throw new NotFoundError(CV_FILE_ERRORS.notFound);
  return { application, file };
}
