import {
  CAREERS_PAGE_DATA_ID,
  CAREERS_TEXTS,
  careersJobPath,
  careersPath,
  jobTypeLabel,
  placeOf,
  PRODUCT,
  publishedDay,
  workplaceTypeLabel,
  formatPayRange,
  type CareersPage,
  type CareersPageData,
} from '@clara/domain';
import { escapeHtml, summary } from './html';
import { fillShell, metaTags, page, type RenderedPage } from './jobPageHtml';

/**
 * Issue 23: `/empleo/{slug}` as HTML, like the job page: the shell with the page's head tags, its markup in
 * #root (the markup of web/src/features/recruiting/careers/CareersPage.tsx) and its data block. A company
 * without an open vacancy is `noindex`; an unknown slug answers 404.
 */
export function renderCareersPage(
  shell: string,
  slug: string,
  careers: CareersPage | null,
  origin: string,
): RenderedPage {
  const url = `${origin}${careersPath(slug)}`;
  const data: CareersPageData = { slug, page: careers };
  if (!careers) {
    const head = metaTags({
      title: `${CAREERS_TEXTS.careersNotFound} · ${PRODUCT.name}`,
      description: CAREERS_TEXTS.careersNotFound,
      url,
      origin,
      index: false,
    });
    return { status: 404, html: fillShell(shell, head, notFoundMarkup(), CAREERS_PAGE_DATA_ID, data) };
  }
  const { company, vacancies } = careers;
  const title = `${CAREERS_TEXTS.careersHeading(company.name)} · ${PRODUCT.name}`;
  const description = summary(
    company.description ||
      `${CAREERS_TEXTS.openJobs}: ${vacancies.map((v) => v.title).join(', ') || CAREERS_TEXTS.careersEmpty}`,
  );
  const head = metaTags({ title, description, url, origin, index: vacancies.length > 0 });
  return { status: 200, html: fillShell(shell, head, careersMarkup(careers), CAREERS_PAGE_DATA_ID, data) };
}

function notFoundMarkup(): string {
  return page(
    `<div class="page-center"><h1>${escapeHtml(CAREERS_TEXTS.careersNotFound)}</h1><a href="/" data-discover="true">Ir al inicio</a></div>`,
  );
}

export function careersMarkup({ company, vacancies }: CareersPage): string {
  const logo = company.logoUrl
    ? `<img class="rc-careers-logo" src="${escapeHtml(company.logoUrl)}" alt="${escapeHtml(`Logo de ${company.name}`)}" width="72" height="72"/>`
    : '';
  const about = company.description ? `<p class="rc-pre-wrap">${escapeHtml(company.description)}</p>` : '';
  const website = company.website
    ? `<p><a href="${escapeHtml(company.website)}" rel="noopener nofollow" target="_blank">${escapeHtml(company.website)}</a></p>`
    : '';
  const items = vacancies
    .map(
      (vacancy) =>
        `<li class="card rc-careers-item"><a class="rc-careers-title" href="${escapeHtml(careersJobPath(vacancy.id))}" data-discover="true">${escapeHtml(vacancy.title)}</a>` +
        `<span class="muted rc-small">${escapeHtml(
          [
            placeOf(vacancy),
            workplaceTypeLabel(vacancy.workplaceType),
            jobTypeLabel(vacancy.jobType),
            ...(vacancy.payRange ? [formatPayRange(vacancy.payRange)] : []),
          ].join(' · '),
        )}</span><span class="muted rc-small">${escapeHtml(`${CAREERS_TEXTS.published} ${publishedDay(vacancy.createdAt)}`)}</span></li>`,
    )
    .join('');
  const list = vacancies.length
    ? `<ul class="rc-careers-list">${items}</ul>`
    : `<p class="muted">${escapeHtml(CAREERS_TEXTS.careersEmpty)}</p>`;
  return page(
    `<section class="card rc-careers-head">${logo}<div><h1>${escapeHtml(CAREERS_TEXTS.careersHeading(company.name))}</h1>${about}${website}</div></section>` +
      `<h2>${escapeHtml(CAREERS_TEXTS.openJobs)}</h2>${list}`,
  );
}
