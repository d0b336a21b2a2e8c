import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium with the flags this offline machine needs (DECISIONS.md). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PageScore {
  page: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  seo: number;
  /** Transferred (compressed) JavaScript of the page load. */
  jsBytes: number;
  /** The failing accessibility and SEO audits, to say why a score is below 100. */
  failing: string[];
  /** Performance audits and insights that flag something (not the metrics themselves): what to fix, load or not. */
  flagged: string[];
}

/**
 * Lighthouse's defaults (mobile emulation, simulated slow 4G and 4x CPU slowdown) on each page, `runs` times;
 * the run with the median performance score is reported.
 */
export async function measurePages(
  baseUrl: string,
  pages: string[],
  { runs = 3, chromeFlags = [] }: { runs?: number; chromeFlags?: string[] } = {},
): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, ...chromeFlags],
  });
  try {
    const results: PageScore[] = [];
    for (const page of pages) {
      const scores: PageScore[] = [];
      for (let i = 0; i < runs; i++) scores.push(await measure(chrome.port, baseUrl, page));
      scores.sort((a, b) => a.performance - b.performance);
      const median = scores[Math.floor(scores.length / 2)];
      if (!median) throw new Error(`Lighthouse did not run on ${page}`);
      results.push(median);
      console.log(
        `  measured ${page}: performance ${median.performance} (runs: ${scores.map((s) => s.performance).join(', ')})`,
      );
    }
    return results;
  } finally {
    chrome.kill();
  }
}

async function measure(port: number, baseUrl: string, page: string): Promise<PageScore> {
  const result = await lighthouse(`${baseUrl}${page}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  const scoreOf = (id: string) => lhr.audits[id]?.score ?? null;
  const refsOf = (category: string) => lhr.categories[category]?.auditRefs ?? [];
  const failing = ['accessibility', 'seo'].flatMap((category) =>
    refsOf(category)
      .filter((ref) => ref.weight > 0 && (scoreOf(ref.id) ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
  const flagged = refsOf('performance')
    .filter((ref) => ref.group !== 'metrics' && (scoreOf(ref.id) ?? 1) < 0.9)
    .map((ref) => `${ref.id}${lhr.audits[ref.id]?.displayValue ? ` (${lhr.audits[ref.id]?.displayValue})` : ''}`);
  return {
    page,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failing,
    flagged,
  };
}

export function printTable(scores: PageScore[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const header = ['page', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'a11y', 'SEO', 'JS (gzip)'];
  const rows = [
    header,
    ...scores.map((x) => [
      x.page,
      String(x.performance),
      s(x.fcpMs),
      s(x.lcpMs),
      `${Math.round(x.tbtMs)} ms`,
      x.cls.toFixed(3),
      String(x.accessibility),
      String(x.seo),
      kb(x.jsBytes),
    ]),
  ];
  const widths = header.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  for (const row of rows) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`);
  for (const x of scores)
    if (x.failing.length) console.log(`  ${x.page}: below 100 because of ${x.failing.join(', ')}`);
  for (const x of scores)
    if (x.flagged.length) console.log(`  ${x.page}: performance audits flagged: ${x.flagged.join(', ')}`);
}
