/**
 * App Check enforced in the local stack (issue 21): a stack of its own with `CLARA_APP_CHECK=enforce` and a web
 * build with a debug token (VITE_APP_CHECK_DEBUG_TOKEN, as `VITE_APP_CHECK_DEBUG_TOKEN=… CLARA_APP_CHECK=enforce
 * npm start` makes), whose tokens come from the api function's local exchange (functions/src/trust/
 * appCheckEmulator.ts). The app's own calls are accepted; a call without a token, with a forged one or with a
 * token for another debug token is refused with the Spanish message, and stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { APP_CHECK_ERRORS, COMMON_ERRORS, PRACTICE_AI_NOTICE } from '@clara/domain';
import type { Stack } from '../../../stack/stack';
import { startOwnStack } from '../../support/ownStack';
import { callApiAt } from '../../support/stack';
import { launchBrowser } from '../../support/browser';
import { buildWebWith } from '../../support/webBuild';

const DEBUG_TOKEN = `debug-${randomUUID()}`;
let web: Awaited<ReturnType<typeof buildWebWith>>;
let enforced: Stack;
let browser: Browser;
let app: App;
let db: Firestore;

beforeAll(async () => {
  web = await buildWebWith({ VITE_APP_CHECK_DEBUG_TOKEN: DEBUG_TOKEN });
  enforced = await startOwnStack({
    seed: false,
    webDist: web.dir,
    functionsEnv: { CLARA_APP_CHECK: 'enforce', CLARA_APP_CHECK_DEBUG_TOKEN: DEBUG_TOKEN, CLARA_LIMITS_SCALE: '1000' },
  });
  app = initializeApp({ projectId: enforced.projectId }, `app-check-${randomUUID()}`);
  process.env.FIRESTORE_EMULATOR_HOST = enforced.firestoreHost;
  db = getFirestore(app);
  browser = await launchBrowser();
}, 400_000);

afterAll(async () => {
  await browser?.close();
  if (app) await deleteApp(app);
  await enforced?.stop();
  web?.remove();
});

const practices = async () => (await db.collection('interviews').get()).size;

describe('App Check enforced on the local stack', () => {
  it("accepts the app's own calls: a practice started from /terms greets the candidate", async () => {
    const context = await browser.newContext({ baseURL: enforced.url, locale: 'es-ES' });
    const page = await context.newPage();
    const refused: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 401) refused.push(response.status());
    });
    await page.goto('/terms');
    await page.getByLabel('accept terms and conditions').click();
    await page.getByRole('dialog', { name: 'Antes de comenzar' }).getByRole('button', { name: 'Acepto' }).click();
    await page.getByRole('button', { name: 'Comenzar entrevista de práctica' }).click();
    await page.waitForURL('**/chat');
    await page.getByRole('button', { name: PRACTICE_AI_NOTICE.acknowledge }).click();
    await page.locator('li[data-type="system"]').first().waitFor();
    const code = await page.evaluate(() => localStorage.getItem('clara.chatSessionId'));
    expect((await db.doc(`interviews/${code}`).get()).exists).toBe(true);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('refuses a call without a token, with a forged one or with one for another debug token, and stores nothing', async () => {
    const before = await practices();
    const body = { interviewFocus: 'practice' };
    expect(await callApiAt(enforced.url, '/generate-practice', { body })).toEqual({
      status: 401,
      body: { error: COMMON_ERRORS.appCheckRequired },
    });
    const forged = { 'X-Firebase-AppCheck': 'no.es-un.token' };
    expect(await callApiAt(enforced.url, '/generate-practice', { body, headers: forged })).toEqual({
      status: 401,
      body: { error: COMMON_ERRORS.appCheckRequired },
    });
    expect(
      await callApiAt(enforced.url, '/app-check-emulator/exchange', { body: { debugToken: 'otro-token' } }),
    ).toMatchObject({ status: 403, body: { error: APP_CHECK_ERRORS.wrongDebugToken } });
    expect(await practices()).toBe(before);

    // The same call with a token of the local exchange is accepted.
    const exchange = await callApiAt(enforced.url, '/app-check-emulator/exchange', {
      body: { debugToken: DEBUG_TOKEN },
    });
    expect(exchange.status).toBe(200);
    const accepted = await callApiAt(enforced.url, '/generate-practice', {
      body,
      headers: { 'X-Firebase-AppCheck': exchange.body.token },
    });
    expect(accepted.status).toBe(200);
    expect(await practices()).toBe(before + 1);
  });
});
