/**
 * Real-time voice interviews in the bench (docs/architecture.md, "Real-time voice interviews"): a stack whose functions have
 * an OpenAI key (the fake OpenAI server) and the fake Realtime API over WebRTC (werift,
 * tests/support/fakeRealtime.ts); Chromium with its fake microphone opens a practice chat and clicks
 * "Entrevista por voz en tiempo real". Measured in the page's clock (performance marks the hook sets): from the
 * click to the SDP answer (POST /api/realtime-call: the microphone, the offer, the server's SDP exchange and its
 * joining the call's sideband, issue 31), to "connected" (the events channel open: ICE, DTLS and SCTP) and to
 * the first server event; and from the click to the candidate's first turn stored by the server and shown.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { REALTIME_TEXTS } from '@clara/domain/interview/texts';
import { startFakeOpenAi } from '../../functions/src/ai/testing/fakeOpenAi';
import { attachFakeRealtime } from '../../tests/support/fakeRealtime';
import { startStack } from '../stack';
import { startedPracticeChat } from './practice';

const MICROPHONE = fileURLToPath(new URL('../../tests/fixtures/audio/respuesta-es.wav', import.meta.url));

export interface RealtimeBench {
  runs: number;
  answerMs: number;
  connectedMs: number;
  firstEventMs: number;
  firstTurnShownMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function measureRealtime(runs = 5): Promise<RealtimeBench> {
  const fake = await startFakeOpenAi();
  const realtime = attachFakeRealtime(fake, [
    { speaker: 'candidate', text: 'Trabajé tres años como analista de datos.' },
    { speaker: 'clara', text: '¿Qué resultado concreto obtuviste?' },
  ]);
  realtime.pauseMs = 0;
  const stack = await startStack({
    freePorts: true,
    seed: false,
    functionsEnv: { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: fake.baseURL, CLARA_LIMITS_SCALE: '1000' },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${MICROPHONE}`,
    ],
  });
  const answer: number[] = [];
  const connected: number[] = [];
  const firstEvent: number[] = [];
  const turnShown: number[] = [];
  try {
    for (let run = 0; run < runs + 1; run += 1) {
      const context = await browser.newContext({ baseURL: stack.url, locale: 'es-ES' });
      const page = await context.newPage();
      await startedPracticeChat(stack.url, page);
      // The first candidate turn on screen, in the page's clock.
      await page.evaluate(() => {
        const w = window as unknown as { __turnShown: number };
        new MutationObserver(() => {
          if (!w.__turnShown && document.querySelector('li[data-type="user"]')) w.__turnShown = performance.now();
        }).observe(document, { subtree: true, childList: true });
      });
      await page.getByRole('button', { name: REALTIME_TEXTS.offer }).click();
      await page.locator('li[data-type="user"]').waitFor({ timeout: 30_000 });
      // No named functions inside: tsx would wrap them with a helper the page does not have.
      const [click, answerAt, connectedAt, firstEventAt, shownAt] = await page.evaluate(() => [
        ...['click', 'answer', 'connected', 'first-event'].map(
          (name) => performance.getEntriesByName(`clara:realtime-${name}`).at(-1)?.startTime ?? NaN,
        ),
        (window as unknown as { __turnShown: number }).__turnShown,
      ]);
      const times = {
        answer: answerAt! - click!,
        connected: connectedAt! - click!,
        firstEvent: firstEventAt! - click!,
        turnShown: shownAt! - click!,
      };
      if (run > 0) {
        // The first run warms the function instance.
        answer.push(times.answer);
        connected.push(times.connected);
        firstEvent.push(times.firstEvent);
        turnShown.push(times.turnShown);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await realtime.close();
    await stack.stop();
    await fake.close();
  }
  const round = (value: number) => Math.round(value);
  return {
    runs,
    answerMs: round(median(answer)),
    connectedMs: round(median(connected)),
    firstEventMs: round(median(firstEvent)),
    firstTurnShownMs: round(median(turnShown)),
  };
}

export function printRealtime(bench: RealtimeBench): void {
  console.log(
    `\nReal-time voice (fake Realtime API over WebRTC with werift, Chromium's fake microphone; median of ${bench.runs} runs after a warm-up): from the click, SDP answer ${bench.answerMs} ms (POST /api/realtime-call: the server's SDP exchange and sideband join), connected ${bench.connectedMs} ms, first event ${bench.firstEventMs} ms, the candidate's first turn stored by the server and shown ${bench.firstTurnShownMs} ms`,
  );
}
