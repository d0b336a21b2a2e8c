import { useState } from 'react';
import { INTEGRITY_TEXTS } from '@clara/domain/analysis/integrity';
import { IntegritySignals } from '../../../ui/IntegritySignals';
import { useNavigate } from 'react-router-dom';
import {
  COMPARISON_TEXTS,
  type ComparisonRow,
  type VacancyComparison as Comparison,
} from '@clara/domain/analysis/comparison';
import { formatDateTime } from '@clara/domain/common/dates';
import { analysisPath } from '@clara/domain/recruiting/dashboard';
import { vacancyComparisonRoute } from '@clara/domain/recruiting/routes';
import { BLIND_TEXTS } from '@clara/domain/scorecards/blind';
import { callCompanyApi } from '../../../platform/companySession';
import { TeamScorecardsTable } from '../../scorecards/TeamScorecardsTable';
import './comparison.css';
import { reportError } from '../../../platform/log';

/** A column: the name, the score, or a skill's id. */
type SortKey = 'candidateName' | 'score' | `skill:${string}`;

const valueOf = (row: ComparisonRow, key: SortKey): number | string | null =>
  key === 'candidateName' ? row.candidateName : key === 'score' ? row.score : (row.ratings[key.slice(6)] ?? null);

function sorted(rows: ComparisonRow[], key: SortKey, descending: boolean): ComparisonRow[] {
  return [...rows].sort((a, b) => {
    const [x, y] = [valueOf(a, key), valueOf(b, key)];
    if (x === y) return a.candidateName.localeCompare(b.candidateName, 'es');
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y), 'es') : x - (y as number);
    return descending ? -order : order;
  });
}

/**
 * Per vacancy: its interviewed candidates side by side (score and each competency's rating), sortable,
 * each row opening the analysis; loaded on demand through GET /api/vacancy-comparison/{id}.
 */
export function VacancyComparison({ vacancyId }: { vacancyId: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<
    { kind: 'closed' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: Comparison }
  >({ kind: 'closed' });
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'score', descending: true });

  const toggle = () => {
    if (state.kind !== 'closed') return setState({ kind: 'closed' });
    setState({ kind: 'loading' });
    callCompanyApi(vacancyComparisonRoute, { params: { id: vacancyId } })
      .then((data) => setState({ kind: 'ready', data }))
      .catch((error) => {
        reportError('Comparación no disponible', error);
        setState({ kind: 'error' });
      });
  };
  const sortBy = (key: SortKey) =>
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : key !== 'candidateName' }));
  const header = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={sort.key === key ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="rc-sort-btn" onClick={() => sortBy(key)}>
        {label}
        {sort.key === key ? (sort.descending ? ' ▼' : ' ▲') : ''}
      </button>
    </th>
  );

  return (
    <section className="rc-comparison" aria-label={COMPARISON_TEXTS.title}>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-expanded={state.kind !== 'closed'}
        onClick={toggle}
      >
        {state.kind === 'closed' ? COMPARISON_TEXTS.show : COMPARISON_TEXTS.hide}
      </button>
      {state.kind === 'loading' && <p className="muted small">Cargando…</p>}
      {state.kind === 'error' && <p className="error-text">{COMPARISON_TEXTS.loadError}</p>}
      {state.kind === 'ready' &&
        (state.data.rows.length === 0 ? (
          <p className="muted small">{COMPARISON_TEXTS.empty}</p>
        ) : (
          <div className="rc-comparison-scroll">
            <table className="rc-comparison-table" data-testid="comparison-table">
              <caption>{COMPARISON_TEXTS.title}</caption>
              <thead>
                <tr>
                  {header('candidateName', COMPARISON_TEXTS.candidate)}
                  {header('score', COMPARISON_TEXTS.score)}
                  {state.data.skills.map((skill) => header(`skill:${skill.id}`, skill.name))}
                </tr>
              </thead>
              <tbody>
                {sorted(state.data.rows, sort.key, sort.descending).map((row) => (
                  <tr key={row.code} data-code={row.code}>
                    <th scope="row">
                      <button
                        type="button"
                        className="link-btn"
                        title={COMPARISON_TEXTS.open}
                        onClick={() => navigate(analysisPath(row.code))}
                      >
                        {row.candidateName || row.code}
                      </button>
                      {row.interviewDate !== null && (
                        <span className="rc-comparison-date small muted">
                          {COMPARISON_TEXTS.interviewedOn(formatDateTime(row.interviewDate))}
                        </span>
                      )}
                      {row.analyser?.fallback && (
                        <span className="pill rc-fallback-pill" title={COMPARISON_TEXTS.fallback}>
                          {COMPARISON_TEXTS.fallbackShort}
                        </span>
                      )}
                      {!row.claraHidden && Object.keys(row.ratings).length === 0 && (
                        <span className="pill">{COMPARISON_TEXTS.legacy}</span>
                      )}
                      {row.integritySignals.length > 0 && (
                        <span className="integrity-badge" data-testid="integrity-badge">
                          {INTEGRITY_TEXTS.badgeLabel(row.integritySignals.length)}
                        </span>
                      )}
                      <IntegritySignals signals={row.integritySignals} audience="recruiter" />
                      {row.candidateQuestions.length > 0 && (
                        <div className="rc-candidate-questions">
                          <span className="small">{COMPARISON_TEXTS.questions}:</span>
                          <ul>
                            {row.candidateQuestions.map((item, index) => (
                              <li key={index}>{item.question}</li>
                            ))}
                          </ul>
                        </div>
                      )}
                    </th>
                    {row.claraHidden ? (
                      <td className="rc-score-cell" colSpan={state.data.skills.length + 1} data-testid="clara-hidden">
                        <span className="muted small">{BLIND_TEXTS.hidden}</span>{' '}
                        <button
                          type="button"
                          className="link-btn small"
                          onClick={() => navigate(analysisPath(row.code))}
                        >
                          {BLIND_TEXTS.reveal}
                        </button>
                      </td>
                    ) : (
                      <td className="rc-score-cell">{row.score ?? '—'}</td>
                    )}
                    {!row.claraHidden &&
                      state.data.skills.map((competency) => (
                        <td
                          key={competency.id}
                          className={`rc-rating-cell rc-level-${row.ratings[competency.id] ?? 0}`}
                        >
                          {row.ratings[competency.id] ?? '—'}
                        </td>
                      ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <TeamScorecardsTable vacancyId={vacancyId} rows={state.data.rows} skills={state.data.skills} />
          </div>
        ))}
    </section>
  );
}
