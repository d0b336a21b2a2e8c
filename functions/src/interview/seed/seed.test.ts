import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DISABLE_CHAT_MARKER,
  MEDIA_COLLECTION,
  analysisResultSchema,
  joinChunks,
  type MediaChunk,
} from '@clara/domain';
import { SEED_CODES, SEED_FILES, buildSeed, storedSessions, toneWav } from './generateSeed';

const onDisk = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, any>;

describe('the interview seed', () => {
  const { sessions, media } = buildSeed();
  const seeded = (path: string) => {
    const session = sessions[path];
    if (!session) throw new Error(`The seed has no ${path}`);
    return session;
  };

  it('is what the generator produces (run generateSeed.ts after changing the interviewer or the analyser)', () => {
    expect(onDisk(SEED_FILES.sessions)).toEqual(JSON.parse(JSON.stringify(storedSessions(sessions))));
    expect(onDisk(SEED_FILES.media)).toEqual(JSON.parse(JSON.stringify(media)));
  });

  it('has finished practice interviews with analyses of different scores', () => {
    const strong = seeded(`interviews/${SEED_CODES.practiceStrong}`);
    const weak = seeded(`interviews/${SEED_CODES.practiceWeak}`);
    for (const session of [strong, weak]) {
      expect(session.status).toBe('Finished');
      expect(session.chatHistory.at(-1)!.text.endsWith(DISABLE_CHAT_MARKER)).toBe(true);
      expect(analysisResultSchema.parse(session.analysis)).toEqual(session.analysis);
    }
    expect(strong.score! - weak.score!).toBeGreaterThan(30);
  });

  it('has the company interviews of the recruiting seed', () => {
    const pending = seeded(`company_interviews/${SEED_CODES.companyNotStarted}`);
    expect(pending).toMatchObject({
      status: 'Not Started',
      isPractice: false,
      applicationId: 'app-entrevista',
      companyId: 'demo-company',
      vacancyId: 'vac-frontend',
    });
    expect(pending.chatHistory).toHaveLength(1);
    for (const [applicationId, code] of Object.entries(SEED_CODES.companyFinished)) {
      const session = seeded(`company_interviews/${code}`);
      expect(session).toMatchObject({
        status: 'Finished',
        isPractice: false,
        applicationId,
        companyId: 'demo-company',
        vacancyId: 'vac-frontend',
      });
      expect(session.candidateId).toMatch(/^cand-/);
      expect(session.score).toBe(session.analysis!.score);
      expect(session.transcription).toContain('Candidato: ');
      expect(JSON.stringify(session)).not.toMatch(/@example\.com|phoneNumber/);
    }
    expect(seeded(`company_interviews/${SEED_CODES.companyFinished['app-seleccionado']}`).score).toBeGreaterThan(
      seeded(`company_interviews/${SEED_CODES.companyFinished['app-descartado']}`).score! + 40,
    );
  });

  it('stores what a code holder may read apart from the rest (COMMON decision 1)', () => {
    const stored = onDisk(SEED_FILES.sessions);
    for (const code of Object.values(SEED_CODES.companyFinished)) {
      const page = stored[`company_interviews/${code}`];
      expect(Object.keys(page).sort()).toEqual([
        'chatHistory',
        'createdAt',
        'hasAnalysis',
        'interviewDate',
        'status',
        'updatedAt',
      ]);
      expect(page.hasAnalysis).toBe(true);
      expect(stored[`interview_private/${code}`]).toMatchObject({
        companyId: 'demo-company',
        context: { kind: 'company' },
      });
      expect(stored[`interview_private/${code}`].analysis.score).toBeGreaterThan(0);
    }
    const practice = stored[`interviews/${SEED_CODES.practiceWithMedia}`];
    expect(practice).not.toHaveProperty('context');
    expect(practice.label).toMatchObject({ kind: 'custom' });
    expect(stored[`interview_private/${SEED_CODES.practiceWithMedia}`].mediaIds).toEqual([SEED_CODES.mediaId]);
    expect(JSON.stringify(onDisk(SEED_FILES.media))).not.toContain(SEED_CODES.practiceWithMedia);
  });

  it('stores a real WAV in at least two chunks, referenced from a practice chat', () => {
    const record = media[`${MEDIA_COLLECTION}/${SEED_CODES.mediaId}`] as {
      storeMethod: string;
      totalChunks: number;
      mimeType: string;
    };
    expect(record).toMatchObject({ storeMethod: 'chunked', mimeType: 'audio/wav' });
    expect(record.totalChunks).toBeGreaterThanOrEqual(2);
    const chunks = Object.entries(media)
      .filter(([path]) => path.startsWith(`${MEDIA_COLLECTION}/${SEED_CODES.mediaId}/chunks/`))
      .map(([, chunk]) => chunk as MediaChunk);
    expect(Buffer.from(joinChunks(chunks, record.totalChunks), 'base64').equals(toneWav())).toBe(true);
    const chat = seeded(`interviews/${SEED_CODES.practiceWithMedia}`).chatHistory;
    expect(chat.find((message) => message.mediaId === SEED_CODES.mediaId)).toMatchObject({
      type: 'user',
      mediaType: 'audio',
      storeMethod: 'chunked',
    });
  });
});
