import { PRODUCT } from '@clara/domain/brand';
import { formatDateTime } from '@clara/domain/common/dates';
import { skillName, type NamedSkill } from '@clara/domain/analysis/design';
import {
  RECOMMENDATION_LABELS,
  SCORECARD_TEXTS,
  ratedIds,
  scorecardScore,
  type ClaraRatings,
  type Scorecard,
  type TeamAverage,
} from '@clara/domain/scorecards/model';
import './scorecards.css';

const T = SCORECARD_TEXTS;
const oneDecimal = (value: number | undefined) =>
  value === undefined ? '—' : Number.isInteger(value) ? String(value) : value.toFixed(1);

/**
 * Each member's ratings and recommendation beside Clara's, and the team's average, one column each; the rows are
 * the rubric's skills (then any other skill a scorecard rated: one made on the default six before the vacancy's
 * design still shows), then the 0–100 score and the recommendation.
 */
export function ScorecardsTable({
  view,
  caption,
}: {
  view: { skills: NamedSkill[]; clara: ClaraRatings | null; team: Scorecard[]; average: TeamAverage | null };
  caption?: string;
}) {
  const { skills, clara, team, average } = view;
  const ids = [...new Set([...skills.map((skill) => skill.id), ...ratedIds(team.map((card) => card.ratings))])];
  return (
    <div className="sk-scroll">
      <table className="sk-table" data-testid="scorecards-table">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{T.member}</th>
            <th scope="col">{PRODUCT.name}</th>
            {team.map((card) => (
              <th scope="col" key={card.author.uid} title={T.by(card.author.email, formatDateTime(card.updatedAt))}>
                {card.author.email || card.author.uid}
                {card.sawAnalysisFirst && <span className="badge badge-yellow sk-flag">{T.sawAnalysisFirst}</span>}
              </th>
            ))}
            <th scope="col">{T.teamAverage}</th>
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => (
            <tr key={id}>
              <th scope="row">{skillName(id, skills)}</th>
              <td>{clara?.ratings[id] ?? '—'}</td>
              {team.map((card) => (
                <td key={card.author.uid}>{card.ratings[id] ?? '—'}</td>
              ))}
              <td>{oneDecimal(average?.ratings[id])}</td>
            </tr>
          ))}
          <tr className="sk-total">
            <th scope="row">{T.score}</th>
            <td>{clara?.score ?? '—'}</td>
            {team.map((card) => (
              <td key={card.author.uid}>{scorecardScore(card)}</td>
            ))}
            <td>{average?.score ?? '—'}</td>
          </tr>
          <tr>
            <th scope="row">{T.recommendation}</th>
            <td>—</td>
            {team.map((card) => (
              <td key={card.author.uid}>{RECOMMENDATION_LABELS[card.recommendation]}</td>
            ))}
            <td>
              {average
                ? Object.entries(average.recommendations)
                    .filter(([, count]) => count > 0)
                    .map(
                      ([value, count]) =>
                        `${RECOMMENDATION_LABELS[value as keyof typeof RECOMMENDATION_LABELS]}: ${count}`,
                    )
                    .join(' · ')
                : '—'}
            </td>
          </tr>
        </tbody>
      </table>
      {team.some((card) => card.note) && (
        <ul className="sk-notes">
          {team
            .filter((card) => card.note)
            .map((card) => (
              <li key={card.author.uid}>
                <strong>{card.author.email}:</strong> {card.note}
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
