/**
 * Streamed replies in the bench (docs/architecture.md, "Streamed replies"): a stack whose functions talk to the fake OpenAI
 * server, which streams a 30-piece reply at a fixed pace; Chromium opens a practice chat and sends an answer.
 * Measured from the send (Enter) to the first word of the reply on screen and to the first sentence handed to
 * speech synthesis (a page hook), streamed (POST /api/chat-stream) and as before (POST /api/chat, the
 * configuration without `aiFunctionUrl`); and, streamed, from the fake's first piece leaving the server to the
 * first word on screen. Times in the bench process's clock (the page reports through an exposed function).
 */
import { chromium, type Page } from 'playwright-core';
import { startFakeOpenAi } from '../../functions/src/ai/testing/fakeOpenAi';
import { startStack } from '../stack';
import { startedPracticeChat } from './practice';

const PIECES = 30;
const PACE_MS = 40;
const REPLY =
  'Gracias por contarlo con tanto detalle. ' +
  'Me interesa mucho cómo organizaste al equipo durante ese cambio y qué papel tuviste tú en cada fase. ' +
  '¿Qué resultado concreto obtuvisteis y cómo lo medisteis?';

export interface StreamingBench {
  pieceMs: number;
  pieces: number;
  rows: Array<{ mode: 'streamed' | 'whole'; firstWordMs: number; firstSpokenMs: number; afterFirstTokenMs?: number }>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function measureStreaming(runs = 5): Promise<StreamingBench> {
  const fake = await startFakeOpenAi();
  let firstTokenAt = 0;
  const words = REPLY.split(/(?<= )/);
  const chunks = Array.from({ length: PIECES }, (_, i) =>
    words.slice(Math.floor((i * words.length) / PIECES), Math.floor(((i + 1) * words.length) / PIECES)).join(''),
  ).filter(Boolean);
  // Not streamed, the same model takes as long to answer: the whole reply once its last piece is written.
  fake.handler = (request) => {
    firstTokenAt = 0;
    return request.stream
      ? { content: REPLY, streaming: { chunks, chunkDelayMs: PACE_MS } }
      : { content: REPLY, delayMs: (chunks.length - 1) * PACE_MS };
  };
  // When the fake's first piece is written: the first request after a send.
  const originalHandler = fake.handler;
  fake.handler = (request) => {
    setImmediate(() => (firstTokenAt ||= Date.now()));
    return originalHandler(request);
  };
  const stack = await startStack({
    freePorts: true,
    seed: false,
    functionsEnv: { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: fake.baseURL, CLARA_LIMITS_SCALE: '1000' },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const rows: StreamingBench['rows'] = [];
  try {
    for (const mode of ['whole', 'streamed'] as const) {
      const firstWord: number[] = [];
      const firstSpoken: number[] = [];
      const afterToken: number[] = [];
      for (let run = 0; run < runs + 1; run += 1) {
        const context = await browser.newContext({ baseURL: stack.url, locale: 'es-ES' });
        const page = await context.newPage();
        if (mode === 'whole')
          await page.route('**/client-config.json', async (route) => {
            const body = (await (await route.fetch()).json()) as Record<string, unknown>;
            delete body.aiFunctionUrl;
            await route.fulfill({ json: body });
          });
        const seen = { word: 0, spoken: 0 };
        await page.exposeFunction('__benchSeen', (what: 'word' | 'spoken') => (seen[what] ||= Date.now()));
        await watchPage(page);
        await startedPracticeChat(stack.url, page);
        await page
          .locator('#chat-input')
          .fill('Trabajé tres años como analista y reduje a la mitad el tiempo de los informes.');
        const sent = Date.now();
        await page.locator('#chat-input').press('Enter');
        await page.waitForFunction(() => (window as unknown as { __spokenCount: number }).__spokenCount > 0, null, {
          timeout: 30_000,
        });
        await page.waitForFunction(
          () =>
            !document.querySelector('[aria-label="Clara está escribiendo"]') &&
            document.querySelectorAll('li[data-type="system"]').length >= 2,
        );
        if (run > 0) {
          // The first run warms the function instance.
          firstWord.push(seen.word - sent);
          firstSpoken.push(seen.spoken - sent);
          if (mode === 'streamed') afterToken.push(seen.word - firstTokenAt);
        }
        await context.close();
      }
      rows.push({
        mode,
        firstWordMs: median(firstWord),
        firstSpokenMs: median(firstSpoken),
        ...(mode === 'streamed' ? { afterFirstTokenMs: median(afterToken) } : {}),
      });
    }
  } finally {
    await browser.close();
    await stack.stop();
    await fake.close();
  }
  return { pieceMs: PACE_MS, pieces: chunks.length, rows };
}

/** Reports the first word of Clara's second message on screen, and the first utterance (voice on). */
async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('clara.voiceOutput', '1');
    const w = window as unknown as { __benchSeen(what: string): void; __spokenCount: number };
    w.__spokenCount = 0;
    window.speechSynthesis.speak = () => {
      w.__spokenCount += 1;
      void w.__benchSeen('spoken');
    };
    new MutationObserver(() => {
      const replies = document.querySelectorAll('li[data-type="system"]');
      if (replies.length >= 2 && /\p{L}/u.test(replies[1]?.textContent ?? '')) void w.__benchSeen('word');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export function printStreaming(bench: StreamingBench): void {
  console.log(
    `\nStreamed replies (fake OpenAI: ${bench.pieces} pieces, one every ${bench.pieceMs} ms; Chromium, voice on; median of the runs after a warm-up):`,
  );
  for (const row of bench.rows)
    console.log(
      `  ${row.mode === 'streamed' ? 'streamed (POST /api/chat-stream)' : 'whole reply (POST /api/chat)    '}  first word ${row.firstWordMs} ms, first spoken sentence ${row.firstSpokenMs} ms after the send${row.afterFirstTokenMs === undefined ? '' : `; first word ${row.afterFirstTokenMs} ms after the fake's first piece (target <= 100 ms)`}`,
    );
}
