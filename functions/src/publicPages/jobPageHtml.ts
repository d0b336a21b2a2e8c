import { JOB_PAGE_DATA_ID, placeOf, PRODUCT, RECRUITING_TEXTS, type PublicPagesRenderer } from '@clara/domain';
import { firstViewRoot } from '@clara/domain/common/firstView';
import { escapeHtml } from '@clara/domain/common/html';
import { jsonForScript, summary } from './html';
import { jobPosting } from './jobPosting';
import type { PublicJob } from './publicJob';

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * `/job/{id}` as HTML: the built app shell (web/dist's page) with the vacancy's head tags and the job page already
 * in #root (the web's JobPage rendered on the server, issue 34), plus the vacancy as a JSON data block the app
 * starts from (no refetch, no flash). Nothing here is executable inline script (a CSP forbids it): the JSON-LD and
 * the data are data blocks.
 */
export function renderJobPage(
  shell: string,
  id: string,
  job: PublicJob | null,
  origin: string,
  renderer: PublicPagesRenderer,
): RenderedPage {
  const url = `${origin}/job/${encodeURIComponent(id)}`;
  if (!job) {
    const head = metaTags({
      title: `${RECRUITING_TEXTS.vacancyNotFound} · ${PRODUCT.name}`,
      description: RECRUITING_TEXTS.vacancyNotFound,
      url,
      origin,
      index: false,
    });
    const body = renderer.renderJobBody(id, null);
    return { status: 404, html: fillShell(shell, head, body, JOB_PAGE_DATA_ID, { id, vacancy: null }) };
  }
  const { vacancy } = job;
  const place = placeOf(vacancy);
  const title = `${vacancy.title} · ${vacancy.company || PRODUCT.name}`;
  const description = summary(`${vacancy.company} · ${place} · ${vacancy.description}`);
  let head = metaTags({ title, description, url, origin, index: job.open });
  if (job.open)
    head += `\n    <script type="application/ld+json">${jsonForScript(jobPosting(job, url, origin))}</script>`;
  const body = renderer.renderJobBody(id, vacancy);
  return { status: 200, html: fillShell(shell, head, body, JOB_PAGE_DATA_ID, { id, vacancy }) };
}

export interface Meta {
  title: string;
  description: string;
  url: string;
  origin: string;
  index: boolean;
}

/** The head tags of a public page (also the careers page's). */
export function metaTags({ title, description, url, origin, index }: Meta): string {
  const image = `${origin}/og-image.jpg`;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', PRODUCT.name],
    ['property', 'og:locale', 'es_ES'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  if (!index) tags.push(['name', 'robots', 'noindex']);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`),
  ].join('\n    ');
}

/** The shell with its own title and description replaced, the head tags added, #root filled and the page's data block. */
export function fillShell(shell: string, head: string, body: string, dataId: string, data: unknown): string {
  const withoutOwn = shell.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
  const dataBlock = `<script type="application/json" id="${dataId}">${jsonForScript(data)}</script>`;
  // Replacer functions: a `$&` or `$'` in a vacancy's text is text, not a replacement pattern.
  return (
    withoutOwn
      .replace('</head>', () => `    ${head}\n  </head>`)
      // Its controls disabled until the app renders over it (web/src/main.tsx), its links live at once.
      .replace(/<div id="root"><\/div>/, () => `${firstViewRoot(body)}\n    ${dataBlock}`)
  );
}
