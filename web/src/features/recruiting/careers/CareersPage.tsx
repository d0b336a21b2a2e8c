import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  CAREERS_PAGE_DATA_ID,
  CAREERS_TEXTS,
  careersJobPath,
  publishedDay,
  type CareersPage as Careers,
} from '@clara/domain/recruiting/careers/model';
import { jobTypeLabel, workplaceTypeLabel } from '@clara/domain/recruiting/fields';
import { formatPayRange } from '@clara/domain/recruiting/payRange';
import { placeOf } from '@clara/domain/recruiting/jobPage';
import { PRODUCT } from '@clara/domain/brand';
import { useOwnTitle } from '../../../platform/pageMeta';
import { QueryProvider } from '../../../platform/query';
import { ApiRequestError } from '../../../platform/api';
import { SiteHeader } from '../../../ui/BrandHeader';
import { PageSpinner } from '../../../ui/PageSpinner';
import { usePageData } from '../shared/pageData';
import { publicRecruitingQueries } from '../shared/publicQueries';
import { serverCareers } from './serverCareers';
import '../recruiting.css';
import './careers.css';

/**
 * /empleo/{slug} (issue 23): a company's profile and open vacancies. The functions serve it with its content: this
 * component rendered on the server (web/src/publicPagesServer.tsx, issue 34).
 */
export default function CareersPage() {
  return (
    <QueryProvider>
      <CareersView />
    </QueryProvider>
  );
}

function CareersView() {
  const { slug = '' } = useParams();
  const block = usePageData(CAREERS_PAGE_DATA_ID);
  const fromServer = useMemo(() => serverCareers(slug, block), [slug, block]);
  const query = useQuery({
    ...publicRecruitingQueries.careers(slug),
    enabled: !fromServer,
    retry: false,
    ...(fromServer?.state === 'ready' ? { initialData: fromServer.page } : {}),
  });
  const notFound =
    fromServer?.state === 'notFound' || (query.error instanceof ApiRequestError && query.error.status === 404);
  const title = query.data
    ? `${CAREERS_TEXTS.careersHeading(query.data.company.name)} · ${PRODUCT.name}`
    : notFound
      ? `${CAREERS_TEXTS.careersNotFound} · ${PRODUCT.name}`
      : null;
  useOwnTitle(title);

  return (
    <div className="job-page">
      <SiteHeader />
      <main className="container narrow">
        {notFound ? (
          <div className="page-center">
            <h1>{CAREERS_TEXTS.careersNotFound}</h1>
            <Link to="/">Ir al inicio</Link>
          </div>
        ) : query.data ? (
          <CareersContent careers={query.data} />
        ) : query.isError ? (
          <p className="error-text card" role="alert">
            {query.error.message}
          </p>
        ) : (
          <PageSpinner />
        )}
      </main>
    </div>
  );
}

function CareersContent({ careers: { company, vacancies } }: { careers: Careers }) {
  return (
    <>
      <section className="card rc-careers-head">
        {company.logoUrl && (
          <img
            className="rc-careers-logo"
            src={company.logoUrl}
            alt={`Logo de ${company.name}`}
            width="72"
            height="72"
          />
        )}
        <div>
          <h1>{CAREERS_TEXTS.careersHeading(company.name)}</h1>
          {company.description && <p className="pre-wrap">{company.description}</p>}
          {company.website && (
            <p>
              <a href={company.website} rel="noopener nofollow" target="_blank">
                {company.website}
              </a>
            </p>
          )}
        </div>
      </section>
      <h2>{CAREERS_TEXTS.openJobs}</h2>
      {vacancies.length ? (
        <ul className="rc-careers-list">
          {vacancies.map((vacancy) => (
            <li key={vacancy.id} className="card rc-careers-item">
              <Link className="rc-careers-title" to={careersJobPath(vacancy.id)}>
                {vacancy.title}
              </Link>
              <span className="muted small">
                {[
                  placeOf(vacancy),
                  workplaceTypeLabel(vacancy.workplaceType),
                  jobTypeLabel(vacancy.jobType),
                  // Issue 30: the pay range, when the company gave one.
                  ...(vacancy.payRange ? [formatPayRange(vacancy.payRange)] : []),
                ].join(' · ')}
              </span>
              <span className="muted small">{`${CAREERS_TEXTS.published} ${publishedDay(vacancy.createdAt)}`}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{CAREERS_TEXTS.careersEmpty}</p>
      )}
    </>
  );
}
