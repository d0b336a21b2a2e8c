import {
  JOB_PAGE_DATA_ID,
  jobTypeLabel,
  placeOf,
  PRODUCT,
  RECRUITING_ERRORS,
  RECRUITING_TEXTS,
  workplaceTypeLabel,
  careersPath,
  CAREERS_TEXTS,
  formatClosingDate,
  formatPayRange,
  PAY_TEXTS,
  type PublicVacancy,
} from '@clara/domain';
import { firstViewRoot } from '@clara/domain/common/firstView';
import { escapeHtml, jsonForScript, summary } from './html';
import { jobPosting } from './jobPosting';
import type { PublicJob } from './publicJob';

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * `/job/{id}` as HTML: the built app shell (web/dist's page) with the vacancy's head tags and the job page's
 * markup already in #root, plus the vacancy as a JSON data block the app starts from (no refetch, no flash).
 * Nothing here is executable inline script (a CSP forbids it): the JSON-LD and the data are data blocks.
 */
export function renderJobPage(shell: string, id: string, job: PublicJob | null, origin: string): RenderedPage {
  const url = `${origin}/job/${encodeURIComponent(id)}`;
  if (!job) {
    const head = metaTags({
      title: `${RECRUITING_TEXTS.vacancyNotFound} · ${PRODUCT.name}`,
      description: RECRUITING_TEXTS.vacancyNotFound,
      url,
      origin,
      index: false,
    });
    return { status: 404, html: fillShell(shell, head, notFoundMarkup(), JOB_PAGE_DATA_ID, { id, vacancy: null }) };
  }
  const { vacancy } = job;
  const place = placeOf(vacancy);
  const title = `${vacancy.title} · ${vacancy.company || PRODUCT.name}`;
  const description = summary(`${vacancy.company} · ${place} · ${vacancy.description}`);
  let head = metaTags({ title, description, url, origin, index: job.open });
  if (job.open)
    head += `\n    <script type="application/ld+json">${jsonForScript(jobPosting(job, url, origin))}</script>`;
  return { status: 200, html: fillShell(shell, head, jobMarkup(job), JOB_PAGE_DATA_ID, { id, vacancy }) };
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
  return (
    withoutOwn
      .replace('</head>', `    ${head}\n  </head>`)
      // Its controls disabled until the app renders over it (web/src/main.tsx), its links live at once.
      .replace(/<div id="root"><\/div>/, `${firstViewRoot(body)}\n    ${dataBlock}`)
  );
}

/** The markup of web/src/features/recruiting/job/JobPage.tsx, so the app renders the same page over it. */
export function page(main: string): string {
  return `<div class="job-page"><header class="site-header"><div class="container"><a class="logo" href="/" data-discover="true">${escapeHtml(PRODUCT.name)}</a></div></header><main class="container rc-narrow">${main}</main></div>`;
}

function notFoundMarkup(): string {
  return page(
    `<div class="page-center"><h1>${escapeHtml(RECRUITING_TEXTS.vacancyNotFound)}</h1><a href="/" data-discover="true">Ir al inicio</a></div>`,
  );
}

/** The job page's markup as the app renders it before a tick: 'Postularme' disabled. */
function jobMarkup({ vacancy }: PublicJob): string {
  const fact = (label: string, value: string) => `<li><span class="muted">${label}</span> ${escapeHtml(value)}</li>`;
  const apply = vacancy.acceptingApplications
    ? `<div class="stack rc-apply-box"><label class="checkbox"><input type="checkbox"/><span>${escapeHtml(RECRUITING_TEXTS.readRequirements)}</span></label><div><button type="button" class="btn btn-primary" disabled="">Postularme</button></div></div>`
    : `<p class="rc-notice">${escapeHtml(RECRUITING_ERRORS.vacancyClosed)}</p>`;
  return page(
    `<article class="card rc-job-card"><p class="muted rc-job-company">${escapeHtml(vacancy.company)}</p><h1>${escapeHtml(vacancy.title)}</h1>` +
      `<ul class="rc-job-facts">${fact('Tipo de contrato', jobTypeLabel(vacancy.jobType))}${fact('Modalidad', workplaceTypeLabel(vacancy.workplaceType))}${fact('Ubicación', placeOf(vacancy))}${payFacts(vacancy)}</ul>` +
      `<h2>Descripción del puesto</h2><div class="rc-pre-wrap rc-job-description">${escapeHtml(vacancy.description)}</div>${apply}</article>` +
      backToCareers(vacancy),
  );
}

/** Issue 30: the pay range and the closing date, as JobPage.tsx shows them. */
function payFacts(vacancy: PublicVacancy): string {
  const pay = vacancy.payRange
    ? `<li class="rc-job-pay"><span class="muted">${PAY_TEXTS.shownLabel}</span> ${escapeHtml(formatPayRange(vacancy.payRange))}</li>`
    : '';
  const closing = vacancy.closingDate
    ? `<li><span class="muted">${PAY_TEXTS.closingLabel}</span> ${escapeHtml(formatClosingDate(vacancy.closingDate))}</li>`
    : '';
  return pay + closing;
}

/** Issue 23: the link back to the company's careers page (JobPage.tsx renders the same). */
function backToCareers(vacancy: PublicVacancy): string {
  if (!vacancy.companySlug) return '';
  const text = CAREERS_TEXTS.backToCareers(vacancy.company);
  return `<p class="rc-job-back"><a href="${escapeHtml(careersPath(vacancy.companySlug))}" data-discover="true">${escapeHtml(text)}</a></p>`;
}
