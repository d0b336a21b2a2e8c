import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  FAIRNESS_STAGES,
  MIN_GROUP_FOR_FLAG,
  SUPPRESSION_SHARE,
  type GroupFigures,
} from '@clara/domain/fairness/monitor';
import { EQUIDAD_TEXTS as T, SELF_ID_TEXTS, formatRatio } from '@clara/domain/fairness/texts';
import { DashboardSubpage } from '../../ui/DashboardSubpage';
import { ApiRequestError } from '../../platform/api';
import { QueryProvider } from '../../platform/query';
import { fairnessQueries } from './queries';
import './fairness.css';

/** /equidad (issue 33): the owner's adverse-impact monitor, per vacancy (`?vacante=`) or for the whole company. */
export default function EquidadPage() {
  return (
    <QueryProvider>
      <Equidad />
    </QueryProvider>
  );
}

const groupLabel = (row: GroupFigures) =>
  Object.values(row.groups)
    .map((group) => SELF_ID_TEXTS.options[group] ?? group)
    .join(' · ');

function Equidad() {
  const [vacancyId, setVacancyId] = useState<string | null>(
    () => new URLSearchParams(window.location.search).get('vacante') || null,
  );
  const report = useQuery(fairnessQueries.report(vacancyId));
  const vacancies = useQuery(fairnessQueries.vacancies());
  const forbidden = report.error instanceof ApiRequestError && report.error.status === 403;
  const choose = (id: string) => {
    setVacancyId(id || null);
    window.history.replaceState(null, '', id ? `?vacante=${encodeURIComponent(id)}` : window.location.pathname);
  };
  const data = report.data?.report;
  const title = report.data?.title ?? '';

  return (
    <DashboardSubpage mainClassName="container stack fa-page">
      <h1>{T.title}</h1>
      {forbidden ? (
        <p role="alert" className="error-text">
          {T.ownerOnly}
        </p>
      ) : (
        <>
          <p>{T.intro}</p>
          <label className="field">
            <span>{T.scopeLabel}</span>
            <select value={vacancyId ?? ''} onChange={(event) => choose(event.target.value)}>
              <option value="">{T.companyScope}</option>
              {(vacancies.data ?? []).map((vacancy) => (
                <option key={vacancy.id} value={vacancy.id}>
                  {vacancy.title}
                </option>
              ))}
            </select>
          </label>
          <details className="fa-help" open>
            <summary>¿Cómo se leen estas cifras?</summary>
            <p>{T.selectionExplained}</p>
            <p>{T.flagExplained(MIN_GROUP_FOR_FLAG)}</p>
            <p>{T.scoreExplained}</p>
            <p>{T.unknownExplained}</p>
            <p>{T.smallExplained(SUPPRESSION_SHARE * 100)}</p>
          </details>
          {report.isError && !forbidden && (
            <p role="alert" className="error-text">
              {report.error.message}
            </p>
          )}
          {data && (
            <section className="stack" aria-label={title}>
              <h2>{title}</h2>
              <p>{T.totals(data.applications, data.selected, data.scored)}</p>
              <p>{T.median(data.medianScore)}</p>
              {data.applications === 0 ? (
                <p className="muted">{T.empty}</p>
              ) : (
                <p role="status" className={data.flagged ? 'fa-flag-summary is-flagged' : 'fa-flag-summary'}>
                  {data.flagged ? T.flaggedSummary : T.noFlags}
                </p>
              )}
              {data.applications > 0 &&
                data.dimensions.map((dimension) => {
                  const name = dimension.dimensions.map((key) => T.dimensionNames[key]).join(' × ');
                  return (
                    <table key={name} className="fa-table" aria-label={name}>
                      <caption>{name}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{T.columns.group}</th>
                          <th scope="col">{T.columns.applications}</th>
                          <th scope="col">{T.columns.share}</th>
                          <th scope="col">{T.columns.reached}</th>
                          <th scope="col">{T.columns.selectionRate}</th>
                          <th scope="col">{T.columns.impactRatio}</th>
                          <th scope="col">{T.columns.scored}</th>
                          <th scope="col">{T.columns.scoringRate}</th>
                          <th scope="col">{T.columns.scoringImpactRatio}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {dimension.rows.map((row) => (
                          <tr key={groupLabel(row)} className={row.flagged || row.scoringFlagged ? 'is-flagged' : ''}>
                            <th scope="row">{groupLabel(row)}</th>
                            <td>{row.applications}</td>
                            <td>{formatRatio(row.share)}</td>
                            <td>
                              {FAIRNESS_STAGES.slice(1)
                                .map((stage) => `${stage}: ${row.reached[stage]}`)
                                .join(', ')}
                            </td>
                            <td>{formatRatio(row.selectionRate)}</td>
                            <td>
                              {row.excluded === 'unknown'
                                ? T.excludedUnknown
                                : row.excluded === 'small'
                                  ? T.excludedSmall
                                  : formatRatio(row.impactRatio)}
                              {row.flagged && <strong className="fa-badge"> {T.flagged}</strong>}
                            </td>
                            <td>{row.scored}</td>
                            <td>{formatRatio(row.scoringRate)}</td>
                            <td>
                              {row.scoringExcluded === 'unknown'
                                ? T.excludedUnknown
                                : row.scoringExcluded === 'small'
                                  ? T.excludedSmall
                                  : formatRatio(row.scoringImpactRatio)}
                              {row.scoringFlagged && <strong className="fa-badge"> {T.flagged}</strong>}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  );
                })}
            </section>
          )}
        </>
      )}
    </DashboardSubpage>
  );
}
