/**
 * Generates the interview seed: `npx tsx functions/src/interview/seed/generateSeed.ts`.
 *
 * Writes emulator-data/firestore/interview-sessions.json (practice and company sessions, played through
 * the built-in interviewer and analysed by the built-in analyser, so the seed shows exactly what the app
 * produces) and interview-media.json (a short WAV tone stored in chunks). The company interviews belong to
 * the recruiting seed's applications (recruiting.json: candidate, CV, vacancy and dates are read from it).
 * Everything is deterministic: the codes and timestamps are fixed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COMPANY_INTERVIEWS,
  MEDIA_CHUNKS_SUBCOLLECTION,
  MEDIA_COLLECTION,
  MEDIA_NOTES,
  PRACTICE_INTERVIEWS,
  estimateSizeMB,
  splitIntoChunks,
  transcriptOf,
  type ChatMessage,
  type InterviewCollection,
  type InterviewContext,
  type InterviewSessionDocument,
  type MediaChunk,
  type MediaRecord,
} from '@clara/domain';
import { builtinAnalysis } from '../../analysis/builtin';
import { builtinTurn } from '../interviewer/builtin';
import { toConversationTurns } from '../../conversation/turns';
import { newSessionDocument, storedSessionDocuments } from '../../sessions/sessions';
import {
  COMPANY_ANSWERS,
  PRACTICE_MEDIA_DATA_ANSWER,
  PRACTICE_STRONG_FRONTEND,
  PRACTICE_WEAK_GENERAL,
} from './answers';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const DATA = join(ROOT, 'emulator-data', 'firestore');

/** Stable codes, reported in the README of the feature and used by tests. */
export const SEED_CODES = {
  companyNotStarted: 'c0a80101-0000-4000-8000-000000000001',
  companyFinished: {
    'app-evaluar': 'c0a80101-0000-4000-8000-000000000002',
    'app-reclutador': 'c0a80101-0000-4000-8000-000000000003',
    'app-proceso': 'c0a80101-0000-4000-8000-000000000004',
    'app-seleccionado': 'c0a80101-0000-4000-8000-000000000005',
    'app-descartado': 'c0a80101-0000-4000-8000-000000000006',
  },
  practiceStrong: 'e0a80101-0000-4000-8000-000000000101',
  practiceWeak: 'e0a80101-0000-4000-8000-000000000102',
  practiceWithMedia: 'e0a80101-0000-4000-8000-000000000103',
  mediaId: 'b0a80101-0000-4000-8000-000000000201',
} as const;

const SEED_MEDIA_CHUNK_CHARS = 4000;

interface RecruitingSeed {
  [path: string]: Record<string, unknown>;
}

const recruiting = JSON.parse(readFileSync(join(DATA, 'recruiting.json'), 'utf8')) as RecruitingSeed;

function application(id: string) {
  const data = recruiting[`applications/${id}`];
  if (!data) throw new Error(`recruiting.json no contiene applications/${id}`);
  const history = data.statusHistory as Array<{ status: string; date: number }>;
  return {
    id,
    name: String(data.name),
    cv: String(data.cv),
    candidateId: String(data.candidateId),
    companyId: String(data.companyId),
    vacancyId: String(data.vacancyId),
    assignedAt: history.find((entry) => entry.status === 'Entrevista')!.date,
    evaluatedAt: history.find((entry) => entry.status === 'Evaluar')?.date ?? null,
  };
}

function vacancy(id: string) {
  const data = recruiting[`vacancies/${id}`];
  if (!data) throw new Error(`recruiting.json no contiene vacancies/${id}`);
  return { title: String(data.title), description: String(data.description) };
}

const ANSWER_GAP_MS = 80_000;
const REPLY_GAP_MS = 4_000;

/** Plays the interview with the built-in interviewer; answers the history and whether Clara closed it. */
function play(context: InterviewContext, answers: Array<string | ChatMessage>, startMs: number) {
  const greeting = newSessionDocument({ isPractice: true, context }).chatHistory[0];
  if (!greeting) throw new Error('Una sesión nueva empieza con el saludo.');
  const history: ChatMessage[] = [{ text: greeting.text, type: 'system', timestamp: startMs }];
  let clock = startMs;
  let done = false;
  for (const answer of answers) {
    clock += ANSWER_GAP_MS;
    const message: ChatMessage =
      typeof answer === 'string' ? { text: answer, type: 'user', timestamp: clock } : { ...answer, timestamp: clock };
    history.push(message);
    const reply = builtinTurn(context, toConversationTurns(history));
    clock += REPLY_GAP_MS;
    history.push({ text: reply.text, type: 'system', timestamp: clock });
    if (reply.done) {
      done = true;
      break;
    }
  }
  return { history, done, endMs: clock };
}

function finishedDocument(
  base: InterviewSessionDocument,
  context: InterviewContext,
  answers: Array<string | ChatMessage>,
  startMs: number,
  analyse: boolean,
): InterviewSessionDocument {
  const { history, done, endMs } = play(context, answers, startMs);
  const analysis = analyse ? builtinAnalysis(context, toConversationTurns(history)) : null;
  return {
    ...base,
    status: done ? 'Finished' : 'In progress',
    interviewDate: Math.floor((startMs + ANSWER_GAP_MS) / 1000),
    chatHistory: history,
    analysis,
    score: analysis?.score ?? null,
    overall: analysis?.evaluationSummary ?? null,
    transcription: done ? transcriptOf(history) : '',
    updatedAt: Math.floor(endMs / 1000),
  };
}

function companySessions(): Record<string, InterviewSessionDocument> {
  const documents: Record<string, InterviewSessionDocument> = {};
  const job = vacancy('vac-frontend');
  const contextOf = (app: ReturnType<typeof application>): InterviewContext => ({
    kind: 'company',
    jobTitle: job.title,
    jobDescription: job.description,
    candidateName: app.name,
    candidateCV: app.cv,
    interviewFocus: 'balanceada',
  });
  const base = (app: ReturnType<typeof application>) => {
    const document = newSessionDocument(
      {
        isPractice: false,
        context: contextOf(app),
        companyId: app.companyId,
        vacancyId: app.vacancyId,
        applicationId: app.id,
        candidateId: app.candidateId,
      },
      app.assignedAt * 1000,
    );
    return document;
  };

  const pending = application('app-entrevista');
  documents[`${COMPANY_INTERVIEWS}/${SEED_CODES.companyNotStarted}`] = base(pending);

  for (const [applicationId, code] of Object.entries(SEED_CODES.companyFinished)) {
    const app = application(applicationId);
    const answers = COMPANY_ANSWERS[applicationId];
    if (!answers) throw new Error(`answers.ts no tiene respuestas para ${applicationId}`);
    // The interview ends a quarter of an hour before the application moved to Evaluar.
    const endMs = (app.evaluatedAt! - 900) * 1000;
    const startMs = endMs - answers.length * (ANSWER_GAP_MS + REPLY_GAP_MS);
    const document = finishedDocument(base(app), contextOf(app), answers, startMs, true);
    if (document.status !== 'Finished')
      throw new Error(`La entrevista de ${applicationId} no terminó: añade respuestas.`);
    documents[`${COMPANY_INTERVIEWS}/${code}`] = document;
  }
  return documents;
}

/** A 1-second 440 Hz tone, 8 kHz 8-bit mono WAV, with a short fade in and out. */
export function toneWav(seconds = 1, rate = 8000, frequency = 440): Buffer {
  const samples = Math.round(seconds * rate);
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28); // byte rate
  buffer.writeUInt16LE(1, 32); // block align
  buffer.writeUInt16LE(8, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples, 40);
  const fade = rate * 0.05;
  for (let i = 0; i < samples; i += 1) {
    const envelope = Math.min(1, i / fade, (samples - i) / fade);
    buffer[44 + i] = Math.round(128 + 90 * envelope * Math.sin((2 * Math.PI * frequency * i) / rate));
  }
  return buffer;
}

function practiceSessions(media: { record: MediaRecord; mediaId: string }): Record<string, InterviewSessionDocument> {
  const documents: Record<string, InterviewSessionDocument> = {};
  const day = (iso: string) => Date.parse(iso);

  const predefined: InterviewContext = {
    kind: 'predefined',
    predefinedId: 'desarrollador-frontend',
    title: 'Desarrollador Frontend',
    description: String(
      JSON.parse(readFileSync(join(DATA, 'interview-predefined.json'), 'utf8'))[
        'predefined_interviews/desarrollador-frontend'
      ]['Descripción'],
    ),
  };
  const strongStart = day('2026-10-20T15:00:00Z');
  documents[`${PRACTICE_INTERVIEWS}/${SEED_CODES.practiceStrong}`] = {
    ...finishedDocument(
      newSessionDocument({ isPractice: true, context: predefined }, strongStart),
      predefined,
      PRACTICE_STRONG_FRONTEND,
      strongStart,
      true,
    ),
    feedback: 'Si',
  };

  const general: InterviewContext = { kind: 'practice' };
  const weakStart = day('2026-10-22T18:30:00Z');
  documents[`${PRACTICE_INTERVIEWS}/${SEED_CODES.practiceWeak}`] = finishedDocument(
    newSessionDocument({ isPractice: true, context: general }, weakStart),
    general,
    PRACTICE_WEAK_GENERAL,
    weakStart,
    true,
  );

  const custom: InterviewContext = {
    kind: 'custom',
    jobDescription:
      'Puesto: Analista de Datos\nRequisitos: SQL, Python, 2 años de experiencia\nHabilidades: visualización con Power BI, comunicación con áreas de negocio\nResponsabilidades: preparar informes semanales, automatizar reportes',
    candidateCV: 'Nombre: Lucía Gómez\nFormación: Ingeniería industrial\nExperiencia: 4 años como analista de ventas',
    interviewFocus: 'habilidades',
  };
  const mediaMessage: ChatMessage = {
    text: MEDIA_NOTES.noTranscriber,
    type: 'user',
    timestamp: 0,
    mediaType: 'audio',
    mediaId: media.mediaId,
    transcription: '',
    mimeType: media.record.mimeType,
    duration: media.record.duration,
    sizeMB: media.record.sizeMB,
    isLarge: true,
    storeMethod: 'chunked',
    totalChunks: media.record.totalChunks,
    encoding: 'base64',
  };
  const mediaStart = day('2026-10-25T10:00:00Z');
  documents[`${PRACTICE_INTERVIEWS}/${SEED_CODES.practiceWithMedia}`] = finishedDocument(
    newSessionDocument({ isPractice: true, context: custom }, mediaStart),
    custom,
    [PRACTICE_MEDIA_DATA_ANSWER, mediaMessage],
    mediaStart,
    false,
  );
  return documents;
}

function mediaSeed(): { documents: Record<string, unknown>; record: MediaRecord; mediaId: string } {
  const base64 = toneWav().toString('base64');
  const chunks = splitIntoChunks(base64, SEED_MEDIA_CHUNK_CHARS);
  const mediaId = SEED_CODES.mediaId;
  const record: MediaRecord = {
    mediaType: 'audio',
    mimeType: 'audio/wav',
    storeMethod: 'chunked',
    totalChunks: chunks.length,
    duration: 1,
    sizeMB: Math.round(estimateSizeMB(base64) * 10_000) / 10_000,
    transcription: '',
    encoding: 'base64',
    createdAt: Math.floor(Date.parse('2026-10-25T10:02:40Z') / 1000),
  };
  const documents: Record<string, unknown> = { [`${MEDIA_COLLECTION}/${mediaId}`]: record };
  chunks.forEach((data, chunkIndex) => {
    const chunk: MediaChunk = { chunkIndex, data, mediaId };
    documents[`${MEDIA_COLLECTION}/${mediaId}/${MEDIA_CHUNKS_SUBCOLLECTION}/${chunkIndex}`] = chunk;
  });
  return { documents, record, mediaId };
}

/**
 * The seed's sessions (whole, keyed by their page document's path; the demo's practice interviews never
 * expire) and media.
 */
export function buildSeed(): { sessions: Record<string, InterviewSessionDocument>; media: Record<string, unknown> } {
  const media = mediaSeed();
  const practice = practiceSessions(media);
  for (const [path, session] of Object.entries(practice)) {
    const mediaIds = session.chatHistory.flatMap((message) => (message.mediaId ? [message.mediaId] : []));
    practice[path] = { ...session, expiresAt: null, mediaIds };
  }
  return { sessions: { ...practice, ...companySessions() }, media: media.documents };
}

/** The sessions as stored: each split into its page document and `interview_private/{code}` (COMMON decision 1). */
export function storedSessions(sessions: Record<string, InterviewSessionDocument>): Record<string, unknown> {
  const documents: Record<string, unknown> = {};
  for (const [path, session] of Object.entries(sessions)) {
    const [collection, code] = path.split('/') as [InterviewCollection, string];
    Object.assign(documents, storedSessionDocuments(collection, code, session));
  }
  return documents;
}

export const SEED_FILES = {
  sessions: join(DATA, 'interview-sessions.json'),
  media: join(DATA, 'interview-media.json'),
};

function main(): void {
  const { sessions, media } = buildSeed();
  writeFileSync(SEED_FILES.sessions, `${JSON.stringify(storedSessions(sessions), null, 2)}\n`);
  writeFileSync(SEED_FILES.media, `${JSON.stringify(media, null, 2)}\n`);
  for (const [path, document] of Object.entries(sessions)) {
    console.log(`${path}  ${document.status}  score=${document.score ?? '—'}  mensajes=${document.chatHistory.length}`);
  }
  console.log(`${Object.keys(media).length} documentos de media`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
