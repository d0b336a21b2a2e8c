/**
 * Real-time voice interviews recorded by the server (issue 31), on the run's stack whose functions have an
 * OpenAI key (the fake OpenAI server with its fake Realtime API, tests/support/fakeRealtime.ts). A WebRTC client
 * in Node (werift) stands in for the browser: it sends its SDP offer to POST /api/realtime-call at the `realtime`
 * function's URL; the functions make the SDP exchange, join the call's sideband and store what they hear. The
 * browser can no longer write a turn (POST /api/realtime-turn is gone) nor end an interview without a call.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  ACCOMMODATION_ERRORS,
  INTERVIEW_ERRORS,
  REALTIME_END_TOOL,
  REALTIME_TEXTS,
  type InterviewSessionDocument,
} from '@clara/domain';
import type { RealtimeCallEvent } from '@clara/domain/interview/stream';
import { AI_STACK_HOOK_TIMEOUT, claimAiStack, type ClaimedAiStack } from '../../support/aiStack';
import { callApiAt } from '../../support/stack';
import { writeCompanyInterview } from '../../support/sessions';
import { attachFakeRealtime, nodeRealtimeClient, type FakeRealtime } from '../../support/fakeRealtime';
import { startFakeOpenAi, type FakeOpenAi } from '../../../functions/src/ai/testing/fakeOpenAi';
import { MODEL_ANSWER, STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';

let aiStack: ClaimedAiStack;
let fake: FakeOpenAi;
let realtime: FakeRealtime;
let app: App;
let db: Firestore;
const clients: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.handler = () => ({ content: JSON.stringify(MODEL_ANSWER) });
  realtime = attachFakeRealtime(fake);
  aiStack = await claimAiStack(fake);
  process.env.FIRESTORE_EMULATOR_HOST = aiStack.firestoreHost;
  app = initializeApp({ projectId: aiStack.projectId }, `realtime-${randomUUID()}`);
  db = getFirestore(app);
}, AI_STACK_HOOK_TIMEOUT);

afterAll(async () => {
  await realtime?.close();
  if (app) await deleteApp(app);
  await aiStack?.release();
  await fake?.close();
});

beforeEach(() => {
  realtime.calls.length = 0;
  realtime.dropSidebandAfter = undefined;
  realtime.pauseMs = 30;
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const api = (path: string, body?: unknown) => callApiAt(aiStack.url, path, { body });
const practice = async () =>
  (await api('/generate-practice', { interviewFocus: 'practice' })).body.chatSessionId as string;
const stored = async (collection: string, code: string) => {
  const [page, internal] = await db.getAll(
    db.collection(collection).doc(code),
    db.collection('interview_private').doc(code),
  );
  return { ...internal!.data(), ...page!.data() } as InterviewSessionDocument;
};

/** A call as the browser makes it, with a Node WebRTC client: every event of the streamed answer, in order. */
async function call(chatSessionId: string): Promise<{ status: number; events: RealtimeCallEvent[] }> {
  const client = await nodeRealtimeClient();
  clients.push(client);
  const response = await fetch(`${aiStack.realtimeFunctionUrl}/api/realtime-call`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chatSessionId, sdp: client.sdp }),
  });
  if (!response.ok || !response.body) return { status: response.status, events: [await response.json()] };
  const events: RealtimeCallEvent[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    buffered += decoder.decode(chunk.value, { stream: true });
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const event = JSON.parse(buffered.slice(0, end)) as RealtimeCallEvent;
      buffered = buffered.slice(end + 1);
      events.push(event);
      if (event.type === 'answer') await client.accept(event.sdp);
    }
  }
  return { status: response.status, events };
}

describe('the browser writes no turn', () => {
  it('a browser-posted turn is refused and nothing is written; ending without a call is refused', async () => {
    const code = await practice();
    const before = await stored('interviews', code);
    const posted = await api('/realtime-turn', {
      chatSessionId: code,
      turnId: 'item_1',
      speaker: 'candidate',
      text: STRONG_ANSWERS[0],
    });
    expect(posted.status).toBe(404);
    expect(await api('/realtime-end', { chatSessionId: code })).toEqual({
      status: 409,
      body: { error: INTERVIEW_ERRORS.realtimeNoCall },
    });
    const after = await stored('interviews', code);
    expect(after.chatHistory).toEqual(before.chatHistory);
    expect(after.status).toBe(before.status);
    expect(after.realtime).toBeUndefined();
  });

  it('refuses an offer that is not SDP with a Spanish error, joining no call', async () => {
    const code = await practice();
    const response = await fetch(`${aiStack.realtimeFunctionUrl}/api/realtime-call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chatSessionId: code, sdp: 'hola' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(INTERVIEW_ERRORS.invalidSdp);
    expect(realtime.calls).toHaveLength(0);
    expect((await stored('interviews', code)).realtime).toBeUndefined();
  });
});

describe('POST /api/realtime-call: the AI notice first (issue 33)', () => {
  it('refuses the call of a company interview whose AI notice was never acknowledged with 409, joining no call', async () => {
    const code = await writeCompanyInterview(db, {
      companyId: 'test-company-rt',
      vacancyId: 'vac-rt',
      applicationId: `app-rt-${randomUUID().slice(0, 8)}`,
      candidateId: 'cand-rt',
    });
    await db.doc(`interview_private/${code}`).update({ aiNotice: FieldValue.delete() });
    const { status, events } = await call(code);
    expect(status).toBe(409);
    expect(events).toEqual([{ error: ACCOMMODATION_ERRORS.noticeRequired }]);
    expect(realtime.calls).toHaveLength(0);
    const session = await stored('company_interviews', code);
    expect(session.chatHistory).toHaveLength(1);
    expect(session.realtime).toBeUndefined();
  });

  it('an interview whose company accepted text instead of voice offers no call and refuses one with 409', async () => {
    const code = await writeCompanyInterview(db, {
      companyId: 'test-company-rt',
      vacancyId: 'vac-rt',
      applicationId: `app-rt-${randomUUID().slice(0, 8)}`,
      candidateId: 'cand-rt',
    });
    expect((await callApiAt(aiStack.url, `/chat/${code}`)).body.realtime).toBe(true);
    await db.doc(`interview_private/${code}`).set({ adjustments: { textOnly: true } }, { merge: true });
    expect((await callApiAt(aiStack.url, `/chat/${code}`)).body.realtime).toBe(false);
    const { status, events } = await call(code);
    expect(status).toBe(409);
    expect(events).toEqual([{ error: ACCOMMODATION_ERRORS.textOnly }]);
    expect(realtime.calls).toHaveLength(0);
    expect((await stored('company_interviews', code)).realtime).toBeUndefined();
  });
});

describe('POST /api/realtime-call: the server joins the call and records it', () => {
  it('stores the sideband transcript in order and takes the company interview to Evaluar when Clara ends it', async () => {
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
    const QUESTION = '¿Qué resultado concreto obtuvo tu equipo?';
    const FAREWELL = 'Muchas gracias por tu tiempo, hemos terminado.';
    realtime.script = [
      { speaker: 'candidate', text: STRONG_ANSWERS[0]! },
      { speaker: 'clara', text: QUESTION },
      { speaker: 'candidate', text: STRONG_ANSWERS[1]! },
      { speaker: 'clara', text: FAREWELL, ends: true },
    ];
    const greeting = (await stored('company_interviews', code)).chatHistory[0]!.text;

    const { status, events } = await call(code);
    expect(status).toBe(200);
    // The SDP answer first, then each turn as stored, then the interview as it ended.
    expect(events.map((event) => event.type)).toEqual(['answer', 'turn', 'turn', 'turn', 'turn', 'done']);
    const done = events.at(-1) as Extract<RealtimeCallEvent, { type: 'done' }>;
    expect(done.answer.status).toBe('Finished');

    const session = await stored('company_interviews', code);
    expect(session.chatHistory.map((message) => [message.type, message.text])).toEqual([
      ['system', greeting],
      ['user', STRONG_ANSWERS[0]],
      ['system', QUESTION],
      ['user', STRONG_ANSWERS[1]],
      ['system', FAREWELL],
    ]);
    expect(session.chatHistory.slice(1).map((message) => message.turnId)).toEqual([
      'item_candidate_0',
      'item_clara_1',
      'item_candidate_2',
      'item_clara_3',
    ]);
    expect(session.chatHistory[1]!.input).toEqual({ source: 'voice' });
    const times = session.chatHistory.map((message) => message.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(session.status).toBe('Finished');
    expect(session.realtime).toMatchObject({ callId: 'rtc_fake_1', endedBy: 'clara' });
    expect(session.analysis).not.toBeNull();
    expect(session.transcription).toContain(`Candidato: ${STRONG_ANSWERS[0]}`);
    const application = (await db.collection('applications').doc(applicationId).get()).data()!;
    expect(application.status).toBe('Evaluar');
    expect(application.statusHistory.at(-1)).toMatchObject({
      status: 'Evaluar',
      notes: 'Entrevista con Clara completada',
    });

    // The call was made by the server with the API key and the interview's session; it joined the sideband.
    const [made] = realtime.calls;
    expect(made!.sidebandJoined).toBe(true);
    expect(made!.model).toBe('gpt-realtime');
    expect(String(made!.session.instructions)).toContain(greeting);
    expect(made!.session.tools).toEqual([expect.objectContaining({ type: 'function', name: REALTIME_END_TOOL })]);
    expect(made!.session).toMatchObject({ type: 'realtime', audio: { input: { transcription: { language: 'es' } } } });
    // The text interviewer's rules, the conversation so far; by voice Clara ends with a function call.
    const instructions = String(made!.session.instructions);
    expect(instructions).toContain('Conduces una entrevista real de selección');
    expect(instructions).toContain(`llama a la función ${REALTIME_END_TOOL}`);
    // Once ended, the interview takes no other call.
    expect((await call(code)).status).toBe(409);
  });

  it('a sideband that drops ends the interview with what was recorded, marked as cut', async () => {
    const code = await practice();
    realtime.script = [
      { speaker: 'candidate', text: STRONG_ANSWERS[2]! },
      { speaker: 'clara', text: '¿Cómo lo resolviste?' },
      { speaker: 'candidate', text: STRONG_ANSWERS[3]! },
    ];
    realtime.dropSidebandAfter = 2;
    const { events } = await call(code);
    expect(events.at(-1)).toMatchObject({ type: 'done', answer: { status: 'Finished' } });
    const session = await stored('interviews', code);
    expect(session.chatHistory.slice(1).map((message) => message.text)).toEqual([
      STRONG_ANSWERS[2],
      '¿Cómo lo resolviste?',
    ]);
    expect(session.status).toBe('Finished');
    expect(session.realtime?.endedBy).toBe('cut');
    expect(session.transcription.endsWith(REALTIME_TEXTS.cutNote)).toBe(true);
    // A practice cut this way is analysed as a text one ("Analizar Entrevista").
    expect((await api('/analyze-chat', { chatSessionId: code })).status).toBe(200);
  });
});

it('GET /api/chat/{code} tells the page that real-time voice is available (an OpenAI key is set)', async () => {
  const code = await practice();
  expect((await callApiAt(aiStack.url, `/chat/${code}`)).body.realtime).toBe(true);
});
