/**
 * What a page costs the browser tests' Chromium, in CPU (issue 29: `npm test` is CPU-bound on this 2-core machine).
 * `npx tsx stack/bench/testBrowserPages.ts` (after `npm run build`): a stack of its own with the seed, then for
 * DECISIONS.md's flags alone and for the tests' flags (tests/support/chromium.ts), each scenario N times (CLARA_BENCH_N,
 * default 10) in a Chromium launched for it. Chromium's CPU is the sum over every process of its tree, read from /proc
 * every 20 ms (a renderer lives as long as its page, so each is seen; what one spends after its last reading is
 * missed); a launch with no page is measured first and taken off.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, connectBrowser, launchBrowserServer } from '../../tests/support/chromium';
import { startStack } from '../stack';

const DECISIONS_ARGS = CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--disable-features='));
const N = Number(process.env.CLARA_BENCH_N ?? 10);
const CLOCK_TICKS = 100;

/** Each live process's parent and CPU seconds so far. */
function processes(): Map<number, { parent: number; cpu: number }> {
  const found = new Map<number, { parent: number; cpu: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ');
      found.set(Number(name), {
        parent: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS,
      });
    } catch {
      // ended between the listing and the read
    }
  }
  return found;
}

/** Samples the CPU of `root` and its descendants until stopped; answers the sum of each one's last reading. */
function watchTree(root: number): () => number {
  const last = new Map<number, number>();
  const sample = () => {
    const all = processes();
    const inTree = (pid: number): boolean => {
      for (let at: number | undefined = pid; at !== undefined && at > 1; at = all.get(at)?.parent)
        if (at === root) return true;
      return false;
    };
    for (const [pid, { cpu }] of all) if (inTree(pid)) last.set(pid, cpu);
  };
  const timer = setInterval(sample, 20);
  return () => {
    sample();
    clearInterval(timer);
    return [...last.values()].reduce((sum, cpu) => sum + cpu, 0);
  };
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.locator('input[type=email]').fill('demo@clara.test');
  await page.locator('input[type=password]').fill('clara-demo-2026');
  await page.locator('input[type=password]').press('Enter');
  await page.waitForURL('**/dashboard');
  // The seeded vacancy's row (emulator-data).
  await page.getByText('Frontend').first().waitFor();
}

const SCENARIOS: Record<string, (page: Page) => Promise<void>> = {
  'a new page': async () => {},
  'the landing, hydrated': async (page) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  },
  'sign-in to the dashboard': signIn,
};

/** Chromium's CPU seconds for `run` in a Chromium of its own. */
async function cpuOf(args: string[], run: (browser: Browser) => Promise<void>): Promise<number> {
  const server = await launchBrowserServer(args);
  const stop = watchTree(server.process().pid!);
  const browser = await connectBrowser(server.wsEndpoint());
  await run(browser);
  await browser.close();
  const cpu = stop();
  await server.close();
  return cpu;
}

const stack = await startStack({ freePorts: true, scheduler: false });
try {
  for (const [name, args] of [
    ['DECISIONS.md flags', DECISIONS_ARGS],
    ['the tests’ flags', CHROMIUM_ARGS],
  ] as const) {
    const launch = await cpuOf(args, async () => {});
    const rows: string[] = [];
    for (const [scenario, visit] of Object.entries(SCENARIOS)) {
      const total = await cpuOf(args, async (browser) => {
        for (let i = 0; i < N; i++) {
          const context = await browser.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 800 } });
          await visit(await context.newPage());
          await context.close();
        }
      });
      rows.push(`  ${scenario}: ${Math.round(((total - launch) / N) * 1000)} ms`);
    }
    console.log(`${name} (launch alone ${Math.round(launch * 1000)} ms of CPU), per page:\n${rows.join('\n')}`);
  }
} finally {
  await stack.stop();
}
