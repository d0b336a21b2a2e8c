import type { NamedSkill } from '@clara/domain/analysis/design';
import type { ComparisonRow } from '@clara/domain/analysis/comparison';
import { SCORECARD_TEXTS } from '@clara/domain/scorecards/model';
import { useVacancyScorecards } from './scorecardQueries';
import { AgreementPanel } from './AgreementPanel';
import { ScorecardsTable } from './ScorecardsTable';
import './scorecards.css';
import { useRoleMay } from '../hiring/role';

const T = SCORECARD_TEXTS;

/**
 * Issue 20, under the per-vacancy comparison: for each candidate, the team's ratings and recommendations beside
 * Clara's and their average; a candidate the caller has not scored shows only how many scorecards it has.
 */
export function TeamScorecardsTable({
  vacancyId,
  rows,
  skills,
}: {
  vacancyId: string;
  rows: ComparisonRow[];
  /** The comparison's columns: the vacancy's skills (issue 30). */
  skills: NamedSkill[];
}) {
  const load = useVacancyScorecards(vacancyId);
  const mayReport = useRoleMay('report');
  if (!load.data) return load.isError ? <p className="error-text">{T.loadError}</p> : null;
  const byApplication = new Map(load.data.rows.map((row) => [row.applicationId, row]));
  const scored = rows.filter((row) => byApplication.has(row.applicationId));
  return (
    <section className="stack sk-comparison" data-testid="team-comparison">
      <h4>{T.comparisonTitle}</h4>
      {mayReport && <AgreementPanel vacancyId={vacancyId} />}
      {scored.length === 0 && <p className="muted sk-small">{T.comparisonEmpty}</p>}
      {scored.map((row) => {
        const team = byApplication.get(row.applicationId)!;
        return (
          <div key={row.code} className="stack" data-application-id={row.applicationId}>
            <strong>{row.candidateName}</strong>
            {team.revealed ? (
              <ScorecardsTable
                view={{
                  skills: skills.filter(
                    (skill) =>
                      row.ratings[skill.id] !== undefined ||
                      team.team.some((card) => card.ratings[skill.id] !== undefined),
                  ),
                  clara: { code: row.code, score: row.score, ratings: row.ratings },
                  team: team.team,
                  average: team.average,
                }}
              />
            ) : (
              <p className="muted sk-small">{T.hiddenCount(team.count)}</p>
            )}
          </div>
        );
      })}
    </section>
  );
}
