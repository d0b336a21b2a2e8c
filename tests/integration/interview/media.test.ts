import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  INTERVIEW_ERRORS,
  MEDIA_CHUNK_CHARS,
  MEDIA_MAX_MB,
  MEDIA_NOTES,
  joinChunks,
  type MediaChunk,
  type MediaRecord,
} from '@clara/domain';
import { SEED_CODES, toneWav } from '../../../functions/src/interview/seed/generateSeed';
import { adminDb, callApi, closeAdmin } from '../../support/stack';
import { send, startPractice, storedSession } from './helpers';

afterAll(closeAdmin);

async function readMedia(mediaId: string) {
  const record = (await adminDb().collection('media').doc(mediaId).get()).data() as MediaRecord & {
    mediaData?: string;
  };
  const chunks = await adminDb().collection('media').doc(mediaId).collection('chunks').orderBy('chunkIndex').get();
  return { record, chunks: chunks.docs.map((doc) => ({ id: doc.id, ...(doc.data() as MediaChunk) })) };
}

const upload = (code: string, base64: string, extra: Record<string, unknown> = {}) =>
  callApi('/chat-media', {
    body: {
      mediaData: `data:audio/webm;codecs=opus;base64,${base64}`,
      mediaType: 'audio',
      mimeType: 'audio/webm',
      duration: 42,
      chatSessionId: code,
      status: 'In progress',
      ...extra,
    },
  });

describe('media answers', () => {
  it('stores a 10 MB upload in chunks under its media document and reads it back identical', async () => {
    const code = await startPractice();
    const bytes = randomBytes(10 * 1024 * 1024);
    const base64 = bytes.toString('base64');
    const { status, body } = await upload(code, base64);
    expect(status).toBe(200);
    expect(body.status).toBe('In progress');
    const message = body.chatHistory[1];
    const expectedChunks = Math.ceil(base64.length / MEDIA_CHUNK_CHARS);
    expect(message).toMatchObject({
      type: 'user',
      mediaType: 'audio',
      mediaId: body.mediaId,
      mimeType: 'audio/webm',
      duration: 42,
      sizeMB: 10,
      isLarge: true,
      storeMethod: 'chunked',
      totalChunks: expectedChunks,
      transcription: '',
      text: MEDIA_NOTES.noTranscriber,
    });
    expect(message).not.toHaveProperty('mediaData');
    // Clara goes on with the interview, saying she could not hear it.
    expect(body.chatHistory[2].type).toBe('system');
    expect(body.chatHistory[2].text).toContain('transcripción no está disponible');

    const { record, chunks } = await readMedia(body.mediaId);
    expect(record).toMatchObject({
      storeMethod: 'chunked',
      totalChunks: expectedChunks,
      encoding: 'base64',
      mediaType: 'audio',
    });
    // COMMON decision 1: the media names no interview; the link is function-only.
    expect(JSON.stringify(record)).not.toContain(code);
    expect((await adminDb().doc(`interview_private/${code}`).get()).get('mediaIds')).toEqual([body.mediaId]);
    expect(record.mediaData).toBeUndefined();
    expect(chunks).toHaveLength(expectedChunks);
    expect(chunks.map((chunk) => chunk.id)).toEqual(chunks.map((chunk) => String(chunk.chunkIndex)));
    expect(chunks.every((chunk) => chunk.mediaId === body.mediaId && chunk.data.length <= MEDIA_CHUNK_CHARS)).toBe(
      true,
    );
    const reassembled = Buffer.from(joinChunks(chunks, record.totalChunks), 'base64');
    expect(reassembled.equals(bytes)).toBe(true);

    const session = await storedSession('interviews', code);
    expect(session.chatHistory[1]?.mediaId).toBe(body.mediaId);
  });

  it('stores a small recording inline', async () => {
    const code = await startPractice();
    const wav = toneWav(0.5).toString('base64');
    const { status, body } = await callApi('/chat-media', {
      body: { mediaData: `data:audio/wav;base64,${wav}`, mediaType: 'audio', duration: 0.5, chatSessionId: code },
    });
    expect(status).toBe(200);
    expect(body.chatHistory[1]).toMatchObject({
      storeMethod: 'inline',
      totalChunks: 1,
      isLarge: false,
      mimeType: 'audio/wav',
    });
    const { record, chunks } = await readMedia(body.mediaId);
    expect(record.mediaData).toBe(wav);
    expect(chunks).toHaveLength(0);
  });

  it('serves the seeded chunked recording', async () => {
    const { record, chunks } = await readMedia(SEED_CODES.mediaId);
    expect(record.totalChunks).toBeGreaterThanOrEqual(2);
    expect(Buffer.from(joinChunks(chunks, record.totalChunks), 'base64').equals(toneWav())).toBe(true);
  });

  it("refuses data without the base64 marker or empty with 'Formato de datos inválido'", async () => {
    const code = await startPractice();
    for (const mediaData of ['GkXfo59ChoEB', 'data:audio/webm;base64,', '', 'data:audio/webm;base64,@@@']) {
      const { status, body } = await callApi('/chat-media', {
        body: { mediaData, mediaType: 'audio', chatSessionId: code },
      });
      expect(status).toBe(400);
      expect(body.error).toBe('Formato de datos inválido');
    }
    expect((await storedSession('interviews', code)).chatHistory).toHaveLength(1);
  });

  it('refuses a media type other than audio or video, and a MIME type that is neither', async () => {
    const code = await startPractice();
    const image = await callApi('/chat-media', {
      body: { mediaData: 'data:image/png;base64,AAAA', mediaType: 'image', chatSessionId: code },
    });
    expect(image).toMatchObject({ status: 400, body: { error: INTERVIEW_ERRORS.invalidMediaType } });
    const mime = await callApi('/chat-media', {
      body: {
        mediaData: 'data:audio/webm;base64,AAAA',
        mediaType: 'audio',
        mimeType: 'text/html',
        chatSessionId: code,
      },
    });
    expect(mime).toMatchObject({ status: 400, body: { error: INTERVIEW_ERRORS.invalidMimeType } });
  });

  it(`answers 413 with a clear message over ${MEDIA_MAX_MB} MB, storing nothing`, async () => {
    const code = await startPractice();
    const oversized = 'A'.repeat(Math.ceil((MEDIA_MAX_MB * 1024 * 1024) / 0.75) + 4000);
    const { status, body } = await upload(code, oversized);
    expect(status).toBe(413);
    expect(body.error).toBe(INTERVIEW_ERRORS.mediaTooLarge);
    expect(body.error).toContain(`${MEDIA_MAX_MB} MB`);
    expect((await adminDb().doc(`interview_private/${code}`).get()).get('mediaIds')).toEqual([]);
    // Beyond the platform's 32 MiB request limit the Functions runtime itself answers 413.
    const huge = await upload(code, 'A'.repeat(34 * 1024 * 1024));
    expect(huge.status).toBe(413);
  });

  it('refuses media for a finished interview (409) and an unknown one (404)', async () => {
    const finished = await upload(SEED_CODES.practiceStrong, 'AAAA');
    expect(finished).toEqual({ status: 409, body: { error: INTERVIEW_ERRORS.finished } });
    const unknown = await upload('00000000-0000-4000-8000-00000000dead', 'AAAA');
    expect(unknown).toEqual({ status: 404, body: { error: INTERVIEW_ERRORS.sessionNotFound } });
  });

  it('counts a media answer as the first answer: Not Started becomes In progress', async () => {
    const code = await startPractice();
    await upload(code, 'GkXfo59ChoEB');
    const session = await storedSession('interviews', code);
    expect(session.status).toBe('In progress');
    expect(session.interviewDate).toBeGreaterThan(0);
    const next = await send(
      code,
      'Y además trabajé 3 años como analista, donde reduje el tiempo de los informes un 50%.',
    );
    expect(next.status).toBe(200);
  });
});
