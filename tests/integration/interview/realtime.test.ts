/**
 * Real-time voice interviews, the transcript's endpoints (POST /api/realtime-turn, POST /api/realtime-end) on
 * a stack of their own whose functions have an OpenAI key (the fake OpenAI server; no WebRTC here: the
 * browser test holds the conversation). Validation, idempotency, order, the end of the interview (Clara's
 * closing marker, the candidate's button) and isolation between interviews.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DISABLE_CHAT_MARKER, INTERVIEW_ERRORS, type InterviewSessionDocument } from '@clara/domain';
import { startStack, type Stack } from '../../../stack/stack';
import { callApiAt } from '../../support/stack';
import { writeCompanyInterview, writeSession } from '../../support/sessions';
import { startFakeOpenAi, type FakeOpenAi } from '../../../functions/src/ai/testing/fakeOpenAi';
import { newSessionDocument } from '../../../functions/src/sessions/sessions';
import { FRONTEND_COMPANY, MODEL_ANSWER, STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';

let aiStack: Stack;
let fake: FakeOpenAi;
let app: App;
let db: Firestore;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.handler = () => ({ content: JSON.stringify(MODEL_ANSWER) });
  aiStack = await startStack({
    freePorts: true,
    seed: false,
    functionsEnv: { OPENAI_API_KEY: 'sk-fake', OPENAI_BASE_URL: fake.baseURL, CLARA_LIMITS_SCALE: '1000' },
  });
  process.env.FIRESTORE_EMULATOR_HOST = aiStack.firestoreHost;
  app = initializeApp({ projectId: aiStack.projectId }, `realtime-${randomUUID()}`);
  db = getFirestore(app);
}, 180_000);

afterAll(async () => {
  if (app) await deleteApp(app);
  await aiStack?.stop();
  await fake?.close();
});

const api = (path: string, body?: unknown) => callApiAt(aiStack.url, path, { body });
const practice = async () =>
  (await api('/generate-practice', { interviewFocus: 'practice' })).body.chatSessionId as string;
const turn = (chatSessionId: string, turnId: string, speaker: 'candidate' | 'clara', text: string) =>
  api('/realtime-turn', { chatSessionId, turnId, speaker, text });
const stored = async (collection: string, code: string) => {
  const [page, internal] = await db.getAll(
    db.collection(collection).doc(code),
    db.collection('interview_private').doc(code),
  );
  return { ...internal!.data(), ...page!.data() } as InterviewSessionDocument;
};

describe('POST /api/realtime-turn', () => {
  it('refuses malformed turns with a Spanish error, storing nothing', async () => {
    const code = await practice();
    const before = await stored('interviews', code);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ chatSessionId: code, turnId: 'a b', speaker: 'clara', text: 'Hola' }, INTERVIEW_ERRORS.invalidTurnId],
      [{ chatSessionId: code, turnId: 'x'.repeat(81), speaker: 'clara', text: 'Hola' }, INTERVIEW_ERRORS.invalidTurnId],
      [{ chatSessionId: code, turnId: 'item_1', speaker: 'evaluador', text: 'Hola' }, INTERVIEW_ERRORS.invalidSpeaker],
      [
        { chatSessionId: code, turnId: 'item_1', speaker: 'candidate', text: '   ' },
        'El campo «texto» es obligatorio.',
      ],
      [{ chatSessionId: 'corto', turnId: 'item_1', speaker: 'candidate', text: 'Hola' }, INTERVIEW_ERRORS.invalidCode],
    ];
    for (const [body, error] of cases)
      expect(await api('/realtime-turn', body)).toMatchObject({ status: 400, body: { error } });
    expect(
      await api('/realtime-turn', {
        chatSessionId: code,
        turnId: 'item_1',
        speaker: 'candidate',
        text: 'x'.repeat(4001),
      }),
    ).toMatchObject({ status: 400 });
    // Only the marker: nothing to store.
    expect((await turn(code, 'item_m', 'candidate', DISABLE_CHAT_MARKER)).status).toBe(400);
    expect((await turn(randomUUID(), 'item_1', 'candidate', 'Hola')).status).toBe(404);
    expect((await stored('interviews', code)).chatHistory).toEqual(before.chatHistory);
  });

  it('appends both sides in order, each turn once however often it is sent', async () => {
    const code = await practice();
    const first = await turn(code, 'item_candidate_1', 'candidate', STRONG_ANSWERS[0]!);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('In progress');
    await turn(code, 'item_clara_2', 'clara', '¿Qué resultado obtuviste?');
    // A retry of both (an answer lost on the way): nothing is duplicated.
    expect((await turn(code, 'item_candidate_1', 'candidate', STRONG_ANSWERS[0]!)).body.chatHistory).toHaveLength(3);
    await turn(code, 'item_clara_2', 'clara', '¿Qué resultado obtuviste?');
    await turn(code, 'item_candidate_3', 'candidate', STRONG_ANSWERS[1]!);
    const history = (await stored('interviews', code)).chatHistory;
    expect(history.map((message) => [message.type, message.turnId])).toEqual([
      ['system', undefined],
      ['user', 'item_candidate_1'],
      ['system', 'item_clara_2'],
      ['user', 'item_candidate_3'],
    ]);
    expect(history[1]).toMatchObject({ text: STRONG_ANSWERS[0], input: { source: 'voice' } });
    expect(history[2]!.text).toBe('¿Qué resultado obtuviste?');
    const times = history.map((message) => message.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });

  it("ends the interview when Clara's turn carries the closing marker, then refuses new turns", async () => {
    const code = await practice();
    await turn(code, 'c1', 'candidate', STRONG_ANSWERS[0]!);
    const closing = await turn(code, 'c2', 'clara', `Gracias, hemos terminado. ${DISABLE_CHAT_MARKER}`);
    expect(closing.body.status).toBe('Finished');
    expect(closing.body.chatHistory.at(-1).text).toBe(`Gracias, hemos terminado. ${DISABLE_CHAT_MARKER}`);
    const session = await stored('interviews', code);
    expect(session.status).toBe('Finished');
    expect(session.transcription).toContain(`Candidato: ${STRONG_ANSWERS[0]}`);
    // The same closing turn again answers the conversation; a new turn is refused and changes nothing.
    expect((await turn(code, 'c2', 'clara', `Gracias, hemos terminado. ${DISABLE_CHAT_MARKER}`)).status).toBe(200);
    expect(await turn(code, 'c3', 'candidate', 'Una cosa más.')).toEqual({
      status: 409,
      body: { error: INTERVIEW_ERRORS.finished },
    });
    expect((await stored('interviews', code)).chatHistory).toHaveLength(3);
    // A practice finished this way is analysed as a text one is ("Analizar Entrevista").
    const analysed = await api('/analyze-chat', { chatSessionId: code });
    expect(analysed.status).toBe(200);
    expect((await stored('interviews', code)).analysis).not.toBeNull();
  });

  it("stays within its interview: another interview's turn ids and history are untouched", async () => {
    const [one, two] = [await practice(), await practice()];
    await turn(one, 'item_1', 'candidate', 'Respuesta de la primera.');
    const before = await stored('interviews', two);
    await turn(two, 'item_1', 'candidate', 'Respuesta de la segunda.');
    expect((await stored('interviews', one)).chatHistory.map((message) => message.text)).not.toContain(
      'Respuesta de la segunda.',
    );
    expect((await stored('interviews', two)).chatHistory).toEqual([
      ...before.chatHistory,
      expect.objectContaining({ text: 'Respuesta de la segunda.', turnId: 'item_1' }),
    ]);
  });
});

describe('POST /api/realtime-end', () => {
  it('finishes a practice (then "Analizar Entrevista" analyses it); ending it again changes nothing', async () => {
    const code = await practice();
    await turn(code, 'c1', 'candidate', STRONG_ANSWERS[0]!);
    const ended = await api('/realtime-end', { chatSessionId: code });
    expect(ended).toMatchObject({ status: 200, body: { status: 'Finished' } });
    expect(ended.body.chatHistory).toHaveLength(2);
    expect((await api('/realtime-end', { chatSessionId: code })).body.status).toBe('Finished');
    expect((await stored('interviews', code)).analysis).toBeNull();
  });

  it('finishes a company interview as a text one finishes: analysed, and its application moved to Evaluar', async () => {
    const applicationId = `app-rt-${randomUUID().slice(0, 8)}`;
    await db
      .collection('applications')
      .doc(applicationId)
      .set({ companyId: 'test-company-rt', status: 'Entrevista', statusHistory: [{ status: 'Entrevista', date: 1 }] });
    const code = await writeCompanyInterview(db, {
      companyId: 'test-company-rt',
      vacancyId: 'vac-rt',
      applicationId,
      candidateId: 'cand-rt',
    });
    await turn(code, 'c1', 'candidate', STRONG_ANSWERS[0]!);
    const ended = await api('/realtime-end', { chatSessionId: code });
    expect(ended).toMatchObject({ status: 200, body: { status: 'Finished' } });
    const session = await stored('company_interviews', code);
    expect(session.analysis).not.toBeNull();
    expect(session.transcription).toContain('Candidato:');
    const application = (await db.collection('applications').doc(applicationId).get()).data()!;
    expect(application.status).toBe('Evaluar');
    expect(application.statusHistory.at(-1)).toMatchObject({
      status: 'Evaluar',
      notes: 'Entrevista con Clara completada',
    });
  });

  it('refuses a company interview whose notice was never accepted, changing nothing', async () => {
    const code = randomUUID();
    await writeSession(
      db,
      'company_interviews',
      code,
      newSessionDocument({ isPractice: false, context: FRONTEND_COMPANY, companyId: 'c', applicationId: 'a' }),
    );
    expect((await api('/realtime-end', { chatSessionId: code })).status).toBe(403);
    expect((await turn(code, 'c1', 'candidate', 'Hola')).status).toBe(403);
    expect((await stored('company_interviews', code)).status).toBe('Not Started');
  });
});

it('GET /api/chat/{code} tells the page that real-time voice is available (an OpenAI key is set)', async () => {
  const code = await practice();
  expect((await callApiAt(aiStack.url, `/chat/${code}`)).body.realtime).toBe(true);
});
