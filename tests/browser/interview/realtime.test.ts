/**
 * A real-time voice interview in Chromium (issues 22 and 31): the run's stack whose functions have an OpenAI
 * key (the fake OpenAI server), a fake Realtime API over WebRTC (werift, tests/support/fakeRealtime.ts) that
 * answers the SDP offer the functions forward for the browser, lets the functions join the call's sideband and
 * speaks a scripted conversation as transcription events to both, and Chromium's fake microphone playing a
 * Spanish recording (tests/fixtures/audio/respuesta-es.wav, made with espeak-ng). The server stores the turns;
 * the browser posts none.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { AI_NOTICE, DISABLE_CHAT_MARKER, PRODUCT, REALTIME_TEXTS, type ChatMessage } from '@clara/domain';
import { AI_STACK_HOOK_TIMEOUT, claimAiStack, type ClaimedAiStack } from '../../support/aiStack';
import { callApiAt, stack } from '../../support/stack';
import { FAKE_MEDIA_DEVICES, launchBrowser } from '../../support/browser';
import { attachFakeRealtime, type FakeRealtime } from '../../support/fakeRealtime';
import { startFakeOpenAi, type FakeOpenAi } from '../../../functions/src/ai/testing/fakeOpenAi';
import { MODEL_ANSWER, STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import {
  acknowledgePracticeNotice,
  appErrors,
  newCompanyInterview,
  openCompanyInterviewThroughNotice,
} from './helpers';

const MICROPHONE = fileURLToPath(new URL('../../fixtures/audio/respuesta-es.wav', import.meta.url));

let aiStack: ClaimedAiStack;
let fake: FakeOpenAi;
let realtime: FakeRealtime;
let browser: Browser;
let app: App;
let db: Firestore;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // The analysis of the practice, through the same fake.
  fake.handler = () => ({ content: JSON.stringify(MODEL_ANSWER) });
  realtime = attachFakeRealtime(fake);
  aiStack = await claimAiStack(fake);
  app = initializeApp({ projectId: aiStack.projectId }, `realtime-browser-${randomUUID()}`);
  process.env.FIRESTORE_EMULATOR_HOST = aiStack.firestoreHost;
  db = getFirestore(app);
  browser = await launchBrowser([...FAKE_MEDIA_DEVICES, `--use-file-for-fake-audio-capture=${MICROPHONE}`]);
}, AI_STACK_HOOK_TIMEOUT);

afterAll(async () => {
  await browser?.close();
  await realtime?.close();
  if (app) await deleteApp(app);
  await aiStack?.release();
  await fake?.close();
});

beforeEach(() => {
  realtime.calls.length = 0;
  realtime.hold = undefined;
});

async function openPractice(options: { withoutWebRtc?: boolean; baseURL?: string } = {}) {
  const baseURL = options.baseURL ?? aiStack.url;
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  if (options.withoutWebRtc)
    await page.addInitScript(() => delete (window as { RTCPeerConnection?: unknown }).RTCPeerConnection);
  const created = await callApiAt(baseURL, '/generate-practice', { body: { interviewFocus: 'practice' } });
  const code: string = created.body.chatSessionId;
  await page.goto(`/clara?code=${code}`);
  await page.getByRole('button', { name: 'EMPEZAR' }).click();
  await acknowledgePracticeNotice(page);
  await page.locator('li[data-type="system"]').first().waitFor();
  return { page, errors, code };
}

const storedHistory = async (code: string) =>
  ((await db.doc(`interviews/${code}`).get()).get('chatHistory') ?? []) as ChatMessage[];
const offer = (page: Page) => page.getByRole('button', { name: REALTIME_TEXTS.offer });

describe('a real-time voice interview (OpenAI path, fake Realtime API over WebRTC)', () => {
  it("connects, the server stores both sides' transcript as it goes, ends with Clara's closing words, and it is analysed", async () => {
    const QUESTION = '¿Qué resultado concreto obtuvo tu equipo?';
    const CLOSING = 'Gracias por tu tiempo, hemos terminado la entrevista.';
    realtime.script = [
      { speaker: 'candidate', text: STRONG_ANSWERS[0]! },
      { speaker: 'clara', text: QUESTION },
      { speaker: 'candidate', text: STRONG_ANSWERS[1]! },
      { speaker: 'clara', text: CLOSING, ends: true },
    ];
    const posted: string[] = [];
    let release!: () => void;
    realtime.hold = new Promise<void>((resolve) => (release = resolve));
    const { page, errors, code } = await openPractice();
    page.on('request', (request) => request.method() === 'POST' && posted.push(new URL(request.url()).pathname));

    await offer(page).click();
    // Connected: the data channel is open (the fake waits before speaking).
    await page.getByRole('status').filter({ hasText: REALTIME_TEXTS.connected }).waitFor({ timeout: 30_000 });
    expect(await page.locator('#chat-input').count()).toBe(0);
    // The functions made the call with the interview's instructions (the interviewer's rules, the conversation
    // so far: Clara's greeting), the model, and joined its sideband.
    const [call] = realtime.calls;
    expect(call!.sidebandJoined).toBe(true);
    expect(call!.model).toBe('gpt-realtime');
    const instructions = String(call!.session.instructions);
    expect(instructions).toContain(DISABLE_CHAT_MARKER);
    expect(instructions).toContain(`${PRODUCT.name}: ${(await storedHistory(code))[0]!.text}`);
    expect(instructions).toContain('por voz y en tiempo real');

    release();
    // Both sides show in the conversation as the server stored them, in order, each once.
    const user = page.locator('li[data-type="user"]');
    await expect.poll(() => user.count(), { timeout: 30_000 }).toBe(2);
    await page.locator('li[data-type="system"]').filter({ hasText: QUESTION }).waitFor();
    await expect.poll(async () => (await storedHistory(code)).length, { timeout: 30_000 }).toBe(5);
    const history = await storedHistory(code);
    expect(history.map((message) => [message.type, message.text])).toEqual([
      ['system', history[0]!.text],
      ['user', STRONG_ANSWERS[0]],
      ['system', QUESTION],
      ['user', STRONG_ANSWERS[1]],
      ['system', CLOSING],
    ]);
    // Clara's function call ended it: the server finished the interview.
    await expect
      .poll(async () => (await db.doc(`interviews/${code}`).get()).get('status'), { timeout: 30_000 })
      .toBe('Finished');
    expect((await db.doc(`interview_private/${code}`).get()).get('realtime')).toMatchObject({ endedBy: 'clara' });
    // The browser posted the offer, never a turn.
    expect(posted.filter((path) => path.includes('/api/realtime'))).toEqual([
      `${new URL(aiStack.realtimeFunctionUrl).pathname}/api/realtime-call`,
    ]);

    // It ends as a text interview ends: the closing words without the marker, then the analysis.
    await page.getByRole('button', { name: 'Analizar Entrevista' }).click();
    await page.getByText('La entrevista ha concluido. ¡Gracias por tu participación!').waitFor({ timeout: 30_000 });
    expect(await page.locator('main').textContent()).not.toContain(DISABLE_CHAT_MARKER);
    await page.getByRole('button', { name: 'Ver Análisis' }).click();
    await page.waitForURL(`**/analysis?code=${code}`);
    await page.getByRole('heading', { name: 'Resumen de la evaluación' }).waitFor();
    expect((await db.doc(`interviews/${code}`).get()).get('analysis')).toBeTruthy();
    expect(appErrors(errors)).toEqual([]);
  });

  it('ends when Clara calls the function that ends the interview (she does not speak the marker)', async () => {
    const FAREWELL = 'Muchas gracias, ha sido un placer. Hasta pronto.';
    realtime.script = [
      { speaker: 'candidate', text: STRONG_ANSWERS[3]! },
      { speaker: 'clara', text: FAREWELL, ends: true },
    ];
    const { page, errors, code } = await openPractice();
    await offer(page).click();
    await page.getByRole('button', { name: 'Analizar Entrevista' }).waitFor({ timeout: 30_000 });
    const stored = (await db.doc(`interviews/${code}`).get()).data()!;
    expect(stored.status).toBe('Finished');
    expect(stored.chatHistory.at(-1)).toMatchObject({ type: 'system', text: FAREWELL });
    expect(appErrors(errors)).toEqual([]);
  });

  it('"Terminar entrevista" hangs up and finishes the interview, keeping what was said', async () => {
    realtime.script = [
      { speaker: 'candidate', text: STRONG_ANSWERS[2]! },
      { speaker: 'clara', text: '¿Cómo lo resolviste?' },
    ];
    const { page, errors, code } = await openPractice();
    await offer(page).click();
    await page
      .locator('li[data-type="system"]')
      .filter({ hasText: '¿Cómo lo resolviste?' })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: REALTIME_TEXTS.end }).click();
    await page.getByRole('button', { name: 'Analizar Entrevista' }).waitFor({ timeout: 30_000 });
    const stored = (await db.doc(`interviews/${code}`).get()).data()!;
    expect(stored.status).toBe('Finished');
    expect(stored.chatHistory.map((message: ChatMessage) => message.text)).toContain(STRONG_ANSWERS[2]);
    expect((await db.doc(`interview_private/${code}`).get()).get('realtime')).toMatchObject({ endedBy: 'candidate' });
    expect(appErrors(errors)).toEqual([]);
  });

  it('a company interview shows the AI notice before the first turn; the call is offered once it is acknowledged (issue 33)', async () => {
    realtime.script = [
      { speaker: 'candidate', text: STRONG_ANSWERS[4]! },
      { speaker: 'clara', text: '¿Qué aprendiste de esa experiencia?' },
    ];
    const code = await newCompanyInterview(db);
    const context = await browser.newContext({ baseURL: aiStack.url, locale: 'es-ES' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await openCompanyInterviewThroughNotice(page, code);
    expect((await db.doc(`interview_private/${code}`).get()).get('aiNotice')).toMatchObject({
      version: AI_NOTICE.version,
    });
    await offer(page).click();
    await page
      .locator('li[data-type="system"]')
      .filter({ hasText: '¿Qué aprendiste de esa experiencia?' })
      .waitFor({ timeout: 30_000 });
    const history = ((await db.doc(`company_interviews/${code}`).get()).get('chatHistory') ?? []) as ChatMessage[];
    expect(history[1]).toMatchObject({ type: 'user', text: STRONG_ANSWERS[4] });
    await page.getByRole('button', { name: REALTIME_TEXTS.end }).click();
    await expect
      .poll(async () => (await db.doc(`company_interviews/${code}`).get()).get('status'), { timeout: 30_000 })
      .toBe('Finished');
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('is not offered in a browser without WebRTC: the text interview is as before', async () => {
    const { page } = await openPractice({ withoutWebRtc: true });
    await page.locator('#chat-input').waitFor();
    expect(await offer(page).count()).toBe(0);
  });

  it('is not offered when the server has no OpenAI key (the shared test stack)', async () => {
    const { page } = await openPractice({ baseURL: stack().url });
    await page.locator('#chat-input').waitFor();
    expect(await offer(page).count()).toBe(0);
  });
});
