import {
  CAREERS_PAGE_DATA_ID,
  CAREERS_TEXTS,
  careersPath,
  PRODUCT,
  type CareersPage,
  type CareersPageData,
  type PublicPagesRenderer,
} from '@clara/domain';
import { summary } from './html';
import { fillShell, metaTags, type RenderedPage } from './jobPageHtml';

/**
 * Issue 23: `/empleo/{slug}` as HTML, like the job page: the shell with the page's head tags, the page in #root
 * (the web's CareersPage rendered on the server, issue 34) and its data block. A company without an open vacancy
 * is `noindex`; an unknown slug answers 404.
 */
export function renderCareersPage(
  shell: string,
  slug: string,
  careers: CareersPage | null,
  origin: string,
  renderer: PublicPagesRenderer,
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
    return {
      status: 404,
      html: fillShell(shell, head, renderer.renderCareersBody(slug, null), CAREERS_PAGE_DATA_ID, data),
    };
  }
  const { company, vacancies } = careers;
  const title = `${CAREERS_TEXTS.careersHeading(company.name)} · ${PRODUCT.name}`;
  const description = summary(
    company.description ||
      `${CAREERS_TEXTS.openJobs}: ${vacancies.map((v) => v.title).join(', ') || CAREERS_TEXTS.careersEmpty}`,
  );
  const head = metaTags({ title, description, url, origin, index: vacancies.length > 0 });
  const body = renderer.renderCareersBody(slug, careers);
  return { status: 200, html: fillShell(shell, head, body, CAREERS_PAGE_DATA_ID, data) };
}
