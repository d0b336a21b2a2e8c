/**
 * Streamed replies in the browser: the run's stack with an OpenAI key, whose functions talk to the fake OpenAI
 * server, which streams Clara's reply and holds the rest of it until the test has seen the first words on the page.
 * Speech synthesis is observed through a page hook (the utterances the app asks the browser to read).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { AI_STACK_HOOK_TIMEOUT, claimAiStack, type ClaimedAiStack } from '../../support/aiStack';
import { callApiAt } from '../../support/stack';
import { launchBrowser } from '../../support/browser';
import { startFakeOpenAi, type FakeAnswer, type FakeOpenAi } from '../../../functions/src/ai/testing/fakeOpenAi';
import { acknowledgePracticeNotice, answer, appErrors } from './helpers';

let aiStack: ClaimedAiStack;
let fake: FakeOpenAi;
let browser: Browser;
let app: App;
let db: Firestore;
let next: () => FakeAnswer = () => ({ content: 'Gracias.' });

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.handler = () => next();
  aiStack = await claimAiStack(fake);
  app = initializeApp({ projectId: aiStack.projectId }, `streaming-${randomUUID()}`);
  process.env.FIRESTORE_EMULATOR_HOST = aiStack.firestoreHost;
  db = getFirestore(app);
  browser = await launchBrowser();
}, AI_STACK_HOOK_TIMEOUT);

afterAll(async () => {
  await browser?.close();
  if (app) await deleteApp(app);
  await aiStack?.release();
  await fake?.close();
});

const FIRST = 'Gracias por contarlo con tanto detalle. ';
const REST = '¿Qué resultado concreto obtuvo tu equipo después de ese cambio?';

async function openChat(voice: boolean) {
  const context = await browser.newContext({ baseURL: aiStack.url, locale: 'es-ES' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // The page hook: every utterance the app asks the browser to read, in order.
  await page.addInitScript((voiceOn) => {
    if (voiceOn) localStorage.setItem('clara.voiceOutput', '1');
    const spoken: string[] = [];
    (window as unknown as { __spoken: string[] }).__spoken = spoken;
    window.speechSynthesis.speak = (utterance) => void spoken.push(utterance.text);
  }, voice);
  const created = await callApiAt(aiStack.url, '/generate-practice', { body: { interviewFocus: 'practice' } });
  const code: string = created.body.chatSessionId;
  next = () => ({ content: '¡Hola! Soy Clara. Cuéntame sobre ti.' });
  await page.goto(`/clara?code=${code}`);
  await page.getByRole('button', { name: 'EMPEZAR' }).click();
  await acknowledgePracticeNotice(page);
  await page.locator('li[data-type="system"]').first().waitFor();
  return { page, context, errors, code };
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken.slice());

describe('a streamed reply (OpenAI path)', () => {
  it('shows its first words before the model has finished, then the whole reply, stored once', async () => {
    const { page, context, errors, code } = await openChat(false);
    let resume!: () => void;
    next = () => ({
      content: FIRST + REST,
      streaming: { pauseAfter: 3, resume: new Promise<void>((done) => (resume = done)) },
    });
    const before = (await db.doc(`interviews/${code}`).get()).data()!.chatHistory.length;
    await page.locator('#chat-input').fill(answer(0));
    await page.locator('#chat-input').press('Enter');

    // The fake holds the rest of the reply: the first words are on the page, nothing is stored yet.
    const clara = page.locator('li[data-type="system"]');
    await expect.poll(() => clara.last().textContent(), { timeout: 20_000 }).toContain('Gracias por contarlo');
    expect(await clara.last().textContent()).not.toContain('resultado');
    expect((await db.doc(`interviews/${code}`).get()).data()!.chatHistory).toHaveLength(before);

    resume();
    await expect.poll(() => clara.last().textContent(), { timeout: 20_000 }).toContain(REST);
    await expect
      .poll(async () => (await db.doc(`interviews/${code}`).get()).data()!.chatHistory.length)
      .toBe(before + 2);
    const stored = (await db.doc(`interviews/${code}`).get()).data()!.chatHistory;
    expect(stored.at(-1)).toMatchObject({ type: 'system', text: (FIRST + REST).trim() });
    // Shown once, not typed out again; the input is back.
    await expect.poll(() => clara.count()).toBe(2);
    expect(await page.locator('#chat-input').isEditable()).toBe(true);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('by voice, reads the first sentence as soon as it is complete, then the rest', async () => {
    const { page, context, errors } = await openChat(true);
    let resume!: () => void;
    next = () => ({
      content: FIRST + REST,
      streaming: { pauseAfter: 7, resume: new Promise<void>((done) => (resume = done)) },
    });
    // The greeting of a chat opened by its code is not read (it was not just typed out).
    expect(await spoken(page)).toEqual([]);
    await page.locator('#chat-input').fill(answer(1));
    await page.locator('#chat-input').press('Enter');
    // The first sentence is complete (its full stop and the next space arrived): it is read while the model
    // has not finished the reply.
    await expect.poll(() => spoken(page), { timeout: 20_000 }).toEqual([FIRST.trim()]);
    expect(await page.locator('li[data-type="system"]').last().textContent()).not.toContain('resultado');
    resume();
    await expect.poll(() => spoken(page), { timeout: 20_000 }).toEqual([FIRST.trim(), REST]);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
