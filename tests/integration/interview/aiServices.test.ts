/**
 * The interview API with the AI services switched on: a second local stack whose functions get
 * OPENAI_API_KEY / OPENAI_BASE_URL pointing at a fake OpenAI-compatible server and
 * CLARA_SPEECH_API_ENDPOINT pointing at a fake Speech server, both on 127.0.0.1. The real `openai` SDK runs
 * inside the Functions emulator; with the key set, recordings go to OpenAI's transcription, never to the
 * Speech server (Google's path is tested in functions/src/ai/speech.test.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  DISABLE_CHAT_MARKER,
  INTERVIEW_ERRORS,
  scoreFromRatings,
  type AnalysisResult,
  type InterviewSessionDocument,
  type MediaRecord,
} from '@clara/domain';
import type { ChatStreamEvent } from '@clara/domain/interview/stream';
import type { Stack } from '../../../stack/stack';
import { startOwnStack } from '../../support/ownStack';
import { callApiAt } from '../../support/stack';
import { writeCompanyInterview } from '../../support/sessions';
import {
  startFakeOpenAi,
  type FakeAnswer,
  type FakeOpenAi,
  type RecordedRequest,
} from '../../../functions/src/ai/testing/fakeOpenAi';
import { MODEL_ANSWER, MODEL_ANSWER_RATINGS, STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';

let aiStack: Stack;
let fake: FakeOpenAi;
let speech: Server;
let speechRequests = 0;
let app: App;
let db: Firestore;

const isAnalysis = (request: RecordedRequest) =>
  request.response_format?.type === 'json_schema' || request.response_format?.type === 'json_object';
let interviewerAnswer: () => FakeAnswer = () => ({
  content: '¿Qué herramientas usas para probar tus interfaces?',
});
let analysisAnswer: () => { content: string } | { status: number } = () => ({ content: JSON.stringify(MODEL_ANSWER) });

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.handler = (request) => (isAnalysis(request) ? analysisAnswer() : interviewerAnswer());
  speech = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      speechRequests += 1;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ results: [{ alternatives: [{ transcript: 'Google no debería oír esto.' }] }] }));
    });
  });
  await new Promise<void>((resolve) => speech.listen(0, '127.0.0.1', resolve));
  aiStack = await startOwnStack({
    seed: false,
    functionsEnv: {
      OPENAI_API_KEY: 'sk-fake',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'modelo-falso',
      OPENAI_TIMEOUT_MS: '1500',
      OPENAI_TRANSCRIBE_MODEL: 'transcriptor-falso',
      CLARA_SPEECH_API_ENDPOINT: `http://127.0.0.1:${(speech.address() as AddressInfo).port}`,
    },
  });
  process.env.FIRESTORE_EMULATOR_HOST = aiStack.firestoreHost;
  app = initializeApp({ projectId: aiStack.projectId }, `ai-stack-${randomUUID()}`);
  db = getFirestore(app);
}, 180_000);

afterAll(async () => {
  if (app) await deleteApp(app);
  await aiStack?.stop();
  await fake?.close();
  speech?.closeAllConnections();
  await new Promise<void>((resolve) => (speech ? speech.close(() => resolve()) : resolve()));
});

beforeEach(() => {
  fake.requests.length = 0;
  fake.transcriptions.length = 0;
  fake.realtimeSecrets.length = 0;
  interviewerAnswer = () => ({ content: '¿Qué herramientas usas para probar tus interfaces?' });
  analysisAnswer = () => ({ content: JSON.stringify(MODEL_ANSWER) });
});

const api = (path: string, body?: unknown) => callApiAt(aiStack.url, path, { body });

const practice = async () =>
  (await api('/generate-practice', { interviewFocus: 'practice' })).body.chatSessionId as string;
const chat = (code: string, message: string) => api('/chat', { message, chatSessionId: code });
const session = async (collection: string, code: string) => {
  const [page, internal] = await db.getAll(
    db.collection(collection).doc(code),
    db.collection('interview_private').doc(code),
  );
  return { ...internal!.data(), ...page!.data() } as InterviewSessionDocument;
};

/** A company interview of this file's company, with the notice accepted (writeCompanyInterview); its code. */
const companyInterview = (candidateId: string, applicationId?: string): Promise<string> =>
  writeCompanyInterview(db, {
    companyId: 'test-company-ai',
    vacancyId: 'vac-test-ai',
    applicationId: applicationId ?? `app-none-${randomUUID().slice(0, 8)}`,
    candidateId,
  });

describe('with OpenAI (fake server) behind the API', () => {
  it("answers with the model's reply, sending the conversation", async () => {
    const code = await practice();
    const { status, body } = await chat(code, STRONG_ANSWERS[0]);
    expect(status).toBe(200);
    expect(body.chatHistory.at(-1)).toMatchObject({
      type: 'system',
      text: '¿Qué herramientas usas para probar tus interfaces?',
    });
    const request = fake.requests.at(-1)!;
    expect(request.model).toBe('modelo-falso');
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: STRONG_ANSWERS[0] });
    expect(request.messages[0]?.content).toContain('entrevista de práctica general');
  });

  it('keeps the message and adds an error-styled reply when the AI fails; sending again works', async () => {
    const code = await practice();
    interviewerAnswer = () => ({ status: 500 });
    const failed = await chat(code, 'Trabajé tres años en soporte técnico.');
    expect(failed.status).toBe(200);
    expect(failed.body.status).toBe('In progress');
    expect(failed.body.chatHistory.slice(1)).toEqual([
      expect.objectContaining({ type: 'user', text: 'Trabajé tres años en soporte técnico.' }),
      expect.objectContaining({ type: 'system', isError: true, text: INTERVIEW_ERRORS.aiConnection }),
    ]);
    expect((await session('interviews', code)).chatHistory).toHaveLength(3);

    interviewerAnswer = () => ({ content: 'Gracias. ¿Qué logro destacarías?' });
    fake.requests.length = 0;
    const retried = await chat(code, 'Trabajé tres años en soporte técnico, atendiendo 40 casos al día.');
    expect(retried.status).toBe(200);
    expect(retried.body.chatHistory).toHaveLength(5);
    expect(retried.body.chatHistory.at(-1)).toMatchObject({ type: 'system', text: 'Gracias. ¿Qué logro destacarías?' });
    expect(retried.body.chatHistory.at(-1).isError).toBeUndefined();
    // The model never sees the error message; it sees both attempts of the answer.
    const sent = fake.requests
      .at(-1)!
      .messages.map((m) => m.content)
      .join('\n');
    expect(sent).not.toContain('Problema de conexión');
    // The data (a JSON user message after the instructions), then the conversation with both attempts.
    expect(
      fake.requests
        .at(-1)!
        .messages.slice(2)
        .filter((m) => m.role === 'user'),
    ).toHaveLength(2);
  });

  it('treats a timeout like a failure', async () => {
    const code = await practice();
    interviewerAnswer = () => ({ content: 'tarde', delayMs: 5000 });
    const started = Date.now();
    const { body } = await chat(code, 'Hola, soy Ana.');
    expect(Date.now() - started).toBeLessThan(4500);
    expect(body.chatHistory.at(-1)).toMatchObject({ isError: true, text: INTERVIEW_ERRORS.aiConnection });
  });

  it("stores the model's structured analysis for a practice: quotes checked, score computed by the server, stored once", async () => {
    const code = await practice();
    await chat(code, STRONG_ANSWERS[0]);
    const analysed = await api('/analyze-chat', { chatSessionId: code });
    expect(analysed.status).toBe(200);
    const request = fake.requests.find(isAnalysis)!;
    expect(request).toMatchObject({
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { strict: true } },
    });
    const analysis = analysed.body.analysis as AnalysisResult;
    const { ajuste: _noJob, ...practiceRatings } = MODEL_ANSWER_RATINGS;
    expect(analysis.score).toBe(scoreFromRatings(practiceRatings));
    expect(analysis.score).not.toBe(MODEL_ANSWER.score);
    expect(analysis.analyser).toEqual({ kind: 'model', model: 'modelo-falso' });
    // The invented quote is dropped; a general practice has no «Ajuste al puesto».
    expect(analysis.personalityAssessment['Especificidad y ejemplos']?.evidence).toEqual([
      { quote: 'los errores en producción bajaron un 35%', answer: 1 },
    ]);
    expect(analysis.personalityAssessment).not.toHaveProperty('Ajuste al puesto');
    const stored = await session('interviews', code);
    expect(stored).toMatchObject({ score: analysis.score, status: 'Finished' });
    expect(stored.analysis).toEqual(analysis);
    // Analysed once: asking again answers the stored analysis without calling the model.
    const calls = fake.requests.length;
    analysisAnswer = () => ({ content: JSON.stringify({ ...MODEL_ANSWER, competencies: [] }) });
    expect((await api('/analyze-chat', { chatSessionId: code })).body.analysis).toEqual(analysis);
    expect(fake.requests.length).toBe(calls);
  });

  it('a malformed answer keeps the interview and its history and answers the retryable error; the next attempt works', async () => {
    const code = await practice();
    await chat(code, STRONG_ANSWERS[0]);
    const before = await session('interviews', code);
    analysisAnswer = () => ({ content: '{"evaluationSummary": "roto", "competencies": ' });
    expect(await api('/analyze-chat', { chatSessionId: code })).toEqual({
      status: 502,
      body: { error: INTERVIEW_ERRORS.analysisFailed },
    });
    const after = await session('interviews', code);
    expect(after.analysis).toBeNull();
    expect(after.status).toBe(before.status);
    expect(after.chatHistory).toEqual(before.chatHistory);
    analysisAnswer = () => ({ content: '```json\n' + JSON.stringify(MODEL_ANSWER) + '\n```' });
    const analysed = await api('/analyze-chat', { chatSessionId: code });
    expect(analysed).toMatchObject({ status: 200, body: { status: 'Finished' } });
  });

  it("a company interview analysed by the model: the competency whose only quote was invented is rated 1 without evidence, the score is the server's", async () => {
    const code = await companyInterview('cand-y');
    interviewerAnswer = () => ({ content: `Gracias, Marta. Hemos terminado. ${DISABLE_CHAT_MARKER}` });
    const { body } = await chat(code, STRONG_ANSWERS[0]);
    expect(body.status).toBe('Finished');
    const stored = await session('company_interviews', code);
    expect(stored.analysis?.personalityAssessment['Ajuste al puesto']).toMatchObject({
      rating: 1,
      evidence: [],
      evaluation: 'Sin evidencia suficiente',
    });
    expect(stored.analysis?.score).toBe(scoreFromRatings(MODEL_ANSWER_RATINGS));
    expect(stored.score).toBe(stored.analysis?.score);
    expect(stored.analysis?.analyser).toEqual({ kind: 'model', model: 'modelo-falso' });
  });

  it("notes the candidate's question about the role that the vacancy text does not answer, where the comparison reads it", async () => {
    const code = await companyInterview('cand-q');
    interviewerAnswer = () => ({ content: 'El equipo de selección te lo confirmará. ¿Qué herramientas usas?' });
    expect((await chat(code, '¿Cuál es el salario?')).status).toBe(200);
    await chat(code, STRONG_ANSWERS[0]);
    const stored = (await db.collection('interview_private').doc(code).get()).data()!;
    expect(stored.candidateQuestions).toEqual([{ question: '¿Cuál es el salario?', date: expect.any(Number) }]);
  });

  it('finishes a company interview when the model closes it, falling back to the built-in analysis if the model fails', async () => {
    const applicationId = `app-ai-${randomUUID().slice(0, 8)}`;
    await db
      .collection('applications')
      .doc(applicationId)
      .set({
        companyId: 'test-company-ai',
        status: 'Entrevista',
        statusHistory: [{ status: 'Entrevista', date: 1, notes: 'asignada' }],
      });
    const code = await companyInterview('cand-x', applicationId);
    interviewerAnswer = () => ({ content: `Gracias, Marta. Hemos terminado. ${DISABLE_CHAT_MARKER}` });
    analysisAnswer = () => ({ content: 'no es JSON' });
    const { body } = await chat(code, STRONG_ANSWERS[0]);
    expect(body.status).toBe('Finished');
    expect(body.chatHistory.at(-1).text).toBe(`Gracias, Marta. Hemos terminado. ${DISABLE_CHAT_MARKER}`);
    const stored = await session('company_interviews', code);
    expect(stored.analysis?.evaluationSummary).toMatch(/^Puntuación \d+\/100/);
    // The recruiter sees that the built-in analyser answered because the model failed.
    expect(stored.analysis?.analyser).toEqual({ kind: 'builtin', fallback: true });
    expect(stored.score).toBe(stored.analysis!.score);
    const application = (await db.collection('applications').doc(applicationId).get()).data()!;
    expect(application.status).toBe('Evaluar');
    expect(application.statusHistory.at(-1)).toMatchObject({
      status: 'Evaluar',
      notes: 'Entrevista con Clara completada',
    });
    // Issue 31: Clara's own actions are in the audit log, with the system actor, written with the finish.
    const audit = await db.collection('audit_log').where('applicationId', '==', applicationId).get();
    expect(audit.docs.map((entry) => `${entry.get('kind')} ${entry.get('actor').type}`).sort()).toEqual([
      'candidate.statusChanged system',
      'interview.analysed system',
      'interview.fallbackAnalyser system',
      'interview.finished system',
    ]);
    expect(new Set(audit.docs.map((entry) => entry.get('at')))).toEqual(
      new Set([application.statusHistory.at(-1).date]),
    );
  });
});

describe("streamed replies (POST /api/chat-stream at the api function's own URL)", () => {
  /** Reads NDJSON events as they arrive; `next()` answers the next one (null at the end of the stream). */
  async function openStream(body: unknown, origin = 'http://127.0.0.1:5000') {
    const response = await fetch(`${aiStack.aiFunctionUrl}/api/chat-stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    const next = async (): Promise<ChatStreamEvent | null> => {
      for (;;) {
        const line = buffered.indexOf('\n');
        if (line >= 0) {
          const event = JSON.parse(buffered.slice(0, line)) as ChatStreamEvent;
          buffered = buffered.slice(line + 1);
          return event;
        }
        const { done, value } = await reader.read();
        if (done) return null;
        buffered += decoder.decode(value, { stream: true });
      }
    };
    return { response, next };
  }
  const reply = 'Gracias por el ejemplo. ¿Cómo mediste el impacto de ese cambio en el equipo?';

  it('streams the reply in several pieces before it is stored, then stores the message and the whole reply once', async () => {
    const code = await practice();
    const before = (await session('interviews', code)).chatHistory;
    let resume!: () => void;
    interviewerAnswer = () => ({
      content: reply,
      streaming: { pauseAfter: 3, resume: new Promise<void>((done) => (resume = done)) },
    });
    const stream = await openStream({ message: STRONG_ANSWERS[0], chatSessionId: code, status: 'In progress' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(stream.response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    const first = [await stream.next(), await stream.next(), await stream.next()];
    expect(first).toEqual([
      { type: 'delta', text: 'Gracias ' },
      { type: 'delta', text: 'por ' },
      { type: 'delta', text: 'el ' },
    ]);
    // The model has not finished: nothing is stored yet.
    expect((await session('interviews', code)).chatHistory).toEqual(before);
    resume();
    const events: ChatStreamEvent[] = [];
    for (let event = await stream.next(); event; event = await stream.next()) events.push(event);
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    const streamed = [...(first as ChatStreamEvent[]), ...events]
      .filter((event) => event.type === 'delta')
      .map((event) => (event as { text: string }).text)
      .join('');
    expect(streamed).toBe(reply);
    const stored = (await session('interviews', code)).chatHistory;
    expect(stored).toHaveLength(before.length + 2);
    expect(stored.slice(-2)).toEqual([
      expect.objectContaining({ type: 'user', text: STRONG_ANSWERS[0] }),
      expect.objectContaining({ type: 'system', text: reply }),
    ]);
    expect((done as { answer: { chatHistory: unknown[] } }).answer.chatHistory).toEqual(stored);
    expect(fake.request(0).stream).toBe(true);
  });

  it('a stream cut in the middle leaves the conversation as it was (the candidate can send again)', async () => {
    const code = await practice();
    const before = await session('interviews', code);
    interviewerAnswer = () => ({ content: reply, streaming: { cutAfter: 4 } });
    const stream = await openStream({ message: STRONG_ANSWERS[0], chatSessionId: code, status: 'Not Started' });
    const events: ChatStreamEvent[] = [];
    for (let event = await stream.next(); event; event = await stream.next()) events.push(event);
    expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({ type: 'error', error: INTERVIEW_ERRORS.aiConnection });
    const after = await session('interviews', code);
    expect(after.chatHistory).toEqual(before.chatHistory);
    expect(after.status).toBe(before.status);

    interviewerAnswer = () => ({ content: reply });
    const again = await openStream({ message: STRONG_ANSWERS[0], chatSessionId: code, status: 'Not Started' });
    let last: ChatStreamEvent | null = null;
    for (let event = await again.next(); event; event = await again.next()) last = event;
    expect(last?.type).toBe('done');
    expect((await session('interviews', code)).chatHistory).toHaveLength(before.chatHistory.length + 2);
  });

  it('never shows the closing marker while it streams in pieces', async () => {
    const code = await practice();
    interviewerAnswer = () => ({
      content: `Gracias, hemos terminado. ${DISABLE_CHAT_MARKER}`,
      streaming: { chunks: ['Gracias, hemos ', 'terminado. [[', 'FIN_ENTRE', 'VISTA]]'] },
    });
    const stream = await openStream({ message: STRONG_ANSWERS[0], chatSessionId: code, status: 'In progress' });
    const events: ChatStreamEvent[] = [];
    for (let event = await stream.next(); event; event = await stream.next()) events.push(event);
    const shown = events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
    expect(shown).toBe('Gracias, hemos terminado. ');
    expect(events.at(-1)).toMatchObject({ type: 'done', answer: { status: 'Finished' } });
  });

  it('answers a preflight, and refuses what POST /api/chat refuses with the same status, before streaming', async () => {
    const preflight = await fetch(`${aiStack.aiFunctionUrl}/api/chat-stream`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    const unknown = await openStream({ message: 'Hola', chatSessionId: randomUUID(), status: 'In progress' });
    expect(unknown.response.status).toBe(404);
    expect(unknown.response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    const code = await practice();
    const blank = await openStream({ message: '   ', chatSessionId: code, status: 'In progress' });
    expect(blank.response.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('recorded answers with the OpenAI key (and a Speech server configured too)', () => {
  // A real Spanish recording, made with espeak-ng (tests/fixtures/audio/README.md).
  const wav = readFileSync(new URL('../../fixtures/audio/respuesta-es.wav', import.meta.url));
  const spoken = 'Trabajé tres años como analista de datos y reduje a la mitad el tiempo de los informes.';
  const sendWav = (code: string) =>
    api('/chat-media', {
      mediaData: `data:audio/wav;base64,${wav.toString('base64')}`,
      mediaType: 'audio',
      mimeType: 'audio/wav',
      duration: 6,
      chatSessionId: code,
    });

  it("are transcribed by OpenAI's transcription endpoint in Spanish (multipart upload of the recording); the text is what Clara hears", async () => {
    const code = await practice();
    fake.transcribe = () => ({ text: spoken });
    const before = speechRequests;
    const { status, body } = await sendWav(code);
    expect(status).toBe(200);
    expect(fake.transcriptions).toHaveLength(1);
    const upload = fake.transcriptions[0]!;
    expect(upload).toMatchObject({ model: 'transcriptor-falso', language: 'es', responseFormat: 'json' });
    expect(upload.filename).toMatch(/\.wav$/);
    expect(upload.bytes.equals(wav)).toBe(true);
    // OpenAI wins over Google when both are configured.
    expect(speechRequests).toBe(before);
    expect(body.chatHistory[1]).toMatchObject({
      type: 'user',
      mediaType: 'audio',
      transcription: spoken,
      text: spoken,
    });
    expect(fake.requests.at(-1)!.messages.at(-1)).toEqual({ role: 'user', content: spoken });
    const media = (await db.collection('media').doc(body.mediaId).get()).data() as MediaRecord;
    expect(media.transcription).toBe(spoken);
  });

  it('go on with a note when nothing was recognised or the endpoint refuses the file', async () => {
    const code = await practice();
    fake.transcribe = () => ({ text: '' });
    const silent = await sendWav(code);
    expect(silent.body.chatHistory[1]).toMatchObject({
      transcription: '',
      text: expect.stringContaining('no se pudo transcribir'),
    });
    expect(silent.body.chatHistory[2].type).toBe('system');

    // Nine bytes of a WebM header: the endpoint answers 400 (not a readable file), the interview goes on.
    const truncated = await api('/chat-media', {
      mediaData: 'data:audio/webm;base64,GkXfo59ChoEB',
      mediaType: 'audio',
      chatSessionId: code,
    });
    expect(fake.transcriptions.at(-1)!.filename).toMatch(/\.webm$/);
    expect(truncated.body.chatHistory[3]).toMatchObject({
      transcription: '',
      text: expect.stringContaining('no se pudo transcribir'),
    });
  });
});
