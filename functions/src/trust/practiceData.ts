/**
 * A practice interview's holder downloads and deletes it by its code (issue 10). A company interview is
 * refused here: the recruiter holds its code too, so the candidate acts through the emailed link instead.
 */
import { RIGHTS_ERRORS, nowSeconds } from '@clara/domain';
import { ForbiddenError, NotFoundError } from '@clara/domain/common/failures';
import { db } from '../platform/firebase';
import { deleteMedia, readMedia } from '../interview/mediaStore';
import { requireSession, type LocatedSession } from '../sessions/sessions';

async function requirePractice(code: string): Promise<LocatedSession> {
  const located = await requireSession(code);
  if (!located.data.isPractice) throw new ForbiddenError(RIGHTS_ERRORS.companyByEmail);
  return located;
}

/** Every media id of the interview: the function-only link and the chat's media messages. */
export const mediaIdsOf = (located: LocatedSession): string[] => [
  ...new Set([
    ...(located.data.mediaIds ?? []),
    ...located.data.chatHistory.flatMap((m) => (m.mediaId ? [m.mediaId] : [])),
  ]),
];

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
};

/** GET /api/interview-export/{code}: the text of the interview as JSON; its media are separate files. */
export async function exportPractice(code: string) {
  const located = await requirePractice(code);
  const { data } = located;
  return {
    code,
    exportedAt: nowSeconds(),
    label: data.label ?? null,
    status: data.status,
    createdAt: data.createdAt,
    interviewDate: data.interviewDate,
    expiresAt: data.expiresAt ?? null,
    context: data.context,
    chatHistory: data.chatHistory,
    analysis: data.analysis,
    score: data.score,
    overall: data.overall,
    feedback: data.feedback,
    // Issue 33: the AI notice the holder acknowledged before the first turn (its version, when), or null.
    aiNotice: data.aiNotice ?? null,
    media: mediaIdsOf(located).map((mediaId) => ({ mediaId, file: `/api/interview-export/${code}/media/${mediaId}` })),
  };
}

/** GET /api/interview-export/{code}/media/{mediaId}: one recording as its own file. */
export async function readPracticeMedia(
  code: string,
  mediaId: string,
): Promise<{ data: Buffer; contentType: string; filename: string }> {
  return interviewMediaFile(await requirePractice(code), mediaId);
}

/** One recording of the interview as a file (404 for a media of another interview). */
export async function interviewMediaFile(
  located: LocatedSession,
  mediaId: string,
): Promise<{ data: Buffer; contentType: string; filename: string }> {
  if (!mediaIdsOf(located).includes(mediaId)) throw new NotFoundError(RIGHTS_ERRORS.mediaNotFound);
  const media = await readMedia(mediaId);
  if (!media) throw new NotFoundError(RIGHTS_ERRORS.mediaNotFound);
  const mime = media.record.mimeType.split(';')[0]!.trim();
  return {
    data: Buffer.from(media.base64, 'base64'),
    contentType: mime,
    filename: `${media.record.mediaType}-${mediaId}.${EXTENSIONS[mime] ?? 'bin'}`,
  };
}

/** Erases an interview: its media (and chunks), its page document and its private document. */
export async function eraseInterview(located: LocatedSession): Promise<void> {
  for (const mediaId of mediaIdsOf(located)) await deleteMedia(mediaId);
  const batch = db().batch();
  batch.delete(located.ref);
  batch.delete(located.privateRef);
  await batch.commit();
}

/** DELETE /api/interview/{code}: the practice holder erases it. */
export async function deletePractice(code: string): Promise<{ deleted: true }> {
  await eraseInterview(await requirePractice(code));
  return { deleted: true };
}
