import { useState, type FormEvent } from 'react';
import {
  RECOMMENDATIONS,
  RECOMMENDATION_LABELS,
  SCORECARD_TEXTS,
  type Recommendation,
  type Scorecard,
  type ScorecardSkill,
} from '@clara/domain/scorecards/model';
import { describeFailure } from '../hiring/failures';
import { useSaveScorecard } from './scorecardQueries';
import './scorecards.css';

const T = SCORECARD_TEXTS;
const LEVELS = [1, 2, 3, 4, 5] as const;

/**
 * The member's own scorecard: each skill of the rubric the candidate is rated on, 1–5, with its name, what it
 * judges and its anchors for 1, 3 and 5 in view; a recommendation; a note. Editing a scorecard made on another
 * rubric (the default six, before the vacancy's design) keeps only the ratings of skills still in it.
 */
export function ScorecardForm({
  applicationId,
  skills,
  initial,
  onDone,
}: {
  applicationId: string;
  skills: ScorecardSkill[];
  initial: Scorecard | null;
  onDone?: () => void;
}) {
  const save = useSaveScorecard(applicationId);
  const [ratings, setRatings] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      skills
        .filter((skill) => initial?.ratings[skill.id] !== undefined)
        .map((skill) => [skill.id, initial!.ratings[skill.id]!]),
    ),
  );
  const [recommendation, setRecommendation] = useState<Recommendation | null>(initial?.recommendation ?? null);
  const [note, setNote] = useState(initial?.note ?? '');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!recommendation || skills.some((skill) => ratings[skill.id] === undefined)) return setError(T.missingRatings);
    setError('');
    try {
      await save.mutateAsync({ ratings, recommendation, note });
      onDone?.();
    } catch (failure) {
      setError(`${T.saveFailed} ${describeFailure(failure)}`);
    }
  };

  return (
    <form className="stack sk-form" onSubmit={(event) => void submit(event)} aria-label={T.title}>
      {skills.map((competency) => {
        const id = competency.id;
        return (
          <fieldset key={id} className="sk-competency" data-skill-id={id}>
            <legend>{competency.name}</legend>
            {competency.description && <p className="muted sk-small">{competency.description}</p>}
            <ul className="sk-anchors" aria-label={T.anchors}>
              {([1, 3, 5] as const).map((level) => (
                <li key={level}>
                  <strong>{level}</strong> {competency.anchors[level]}
                </li>
              ))}
            </ul>
            <div className="sk-levels" role="radiogroup" aria-label={T.ratingLabel(competency.name)}>
              {LEVELS.map((level) => (
                <label key={level} className="sk-level">
                  <input
                    type="radio"
                    name={`rating-${id}`}
                    value={level}
                    checked={ratings[id] === level}
                    aria-label={`${competency.name}: ${level}`}
                    onChange={() => setRatings((current) => ({ ...current, [id]: level }))}
                  />
                  {level}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <fieldset className="sk-competency">
        <legend>{T.recommendation}</legend>
        <div className="sk-levels">
          {RECOMMENDATIONS.map((value) => (
            <label key={value} className="sk-level">
              <input
                type="radio"
                name="recommendation"
                value={value}
                checked={recommendation === value}
                onChange={() => setRecommendation(value)}
              />
              {RECOMMENDATION_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="field">
        <span>{T.note}</span>
        <textarea rows={3} value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
      </label>
      <div className="row">
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {initial ? T.update : T.submit}
        </button>
        {initial && onDone && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
            {T.cancel}
          </button>
        )}
        {error && (
          <span role="alert" className="error-text">
            {error}
          </span>
        )}
      </div>
    </form>
  );
}
