import { stripInvisible } from '@clara/domain/common/invisible';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { jobTypeLabel, workplaceTypeLabel } from '@clara/domain/recruiting/fields';
import { RECRUITING_ERRORS, RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { placeOf } from '@clara/domain/recruiting/jobPage';
import { formatClosingDate, formatPayRange, PAY_TEXTS } from '@clara/domain/recruiting/payRange';
import { PRODUCT } from '@clara/domain/brand';
import { CAREERS_TEXTS, careersPath } from '@clara/domain/recruiting/careers/model';
import { useOwnTitle } from '../../../platform/pageMeta';
import { QueryProvider } from '../../../platform/query';
import { SiteHeader } from '../../../ui/BrandHeader';
import { PageSpinner } from '../../../ui/PageSpinner';
import { ApplicationModal } from './ApplicationModal';
import { usePublicVacancy } from './usePublicVacancy';
import '../recruiting.css';
import '../careers/careers.css';

/**
 * /job/{id}: the public vacancy and its application (SPEC §2). Loads no Firebase. The functions serve it with its
 * content: this component rendered on the server (web/src/publicPagesServer.tsx, issue 34).
 */
export default function JobPage() {
  return (
    <QueryProvider>
      <Job />
    </QueryProvider>
  );
}

function Job() {
  const { id = '' } = useParams();
  const load = usePublicVacancy(id);
  const [readRequirements, setReadRequirements] = useState(false);
  const [applying, setApplying] = useState(false);

  const title =
    load.state === 'ready'
      ? `${load.vacancy.title} · ${load.vacancy.company || PRODUCT.name}`
      : load.state === 'notFound'
        ? `${RECRUITING_TEXTS.vacancyNotFound} · ${PRODUCT.name}`
        : null;
  useOwnTitle(title);

  return (
    <div className="job-page">
      <SiteHeader />
      <main className="container narrow">
        {load.state === 'loading' && <PageSpinner />}
        {load.state === 'notFound' && (
          <div className="page-center">
            <h1>{RECRUITING_TEXTS.vacancyNotFound}</h1>
            <Link to="/">Ir al inicio</Link>
          </div>
        )}
        {load.state === 'error' && (
          <p className="error-text card" role="alert">
            {load.message}
          </p>
        )}
        {load.state === 'ready' && (
          <article className="card rc-job-card">
            <p className="muted rc-job-company">{load.vacancy.company}</p>
            <h1>{load.vacancy.title}</h1>
            <ul className="rc-job-facts">
              <li>
                <span className="muted">Tipo de contrato</span> {jobTypeLabel(load.vacancy.jobType)}
              </li>
              <li>
                <span className="muted">Modalidad</span> {workplaceTypeLabel(load.vacancy.workplaceType)}
              </li>
              <li>
                <span className="muted">Ubicación</span> {placeOf(load.vacancy)}
              </li>
              {load.vacancy.payRange && (
                <li className="rc-job-pay">
                  <span className="muted">{PAY_TEXTS.shownLabel}</span> {formatPayRange(load.vacancy.payRange)}
                </li>
              )}
              {load.vacancy.closingDate && (
                <li>
                  <span className="muted">{PAY_TEXTS.closingLabel}</span> {formatClosingDate(load.vacancy.closingDate)}
                </li>
              )}
            </ul>
            <h2>Descripción del puesto</h2>
            <div className="pre-wrap rc-job-description">{stripInvisible(load.vacancy.description)}</div>
            {load.vacancy.acceptingApplications ? (
              <div className="stack rc-apply-box">
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={readRequirements}
                    onChange={(e) => setReadRequirements(e.target.checked)}
                  />
                  <span>{RECRUITING_TEXTS.readRequirements}</span>
                </label>
                <div>
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={!readRequirements}
                    onClick={() => setApplying(true)}
                  >
                    Postularme
                  </button>
                </div>
              </div>
            ) : (
              <p className="rc-notice">{RECRUITING_ERRORS.vacancyClosed}</p>
            )}
          </article>
        )}
        {load.state === 'ready' && load.vacancy.companySlug && (
          <p className="rc-job-back">
            <Link to={careersPath(load.vacancy.companySlug)}>{CAREERS_TEXTS.backToCareers(load.vacancy.company)}</Link>
          </p>
        )}
      </main>
      {applying && load.state === 'ready' && (
        <ApplicationModal vacancy={load.vacancy} onClose={() => setApplying(false)} />
      )}
    </div>
  );
}
