import { useCallback, useMemo, useState } from 'react';
import type { AnalysisResult, PersonalityEntry } from '@clara/domain/analysis/result';
import { RUBRIC_TEXTS } from '@clara/domain/analysis/texts';
import { competencyById, competencyByName, SCORE_EXPLANATION, type Competency } from '@clara/domain/analysis/rubric';
import { numberedAnswers, transcriptTurns, type TranscriptTurn } from '@clara/domain/analysis/evidence';
import type { ChatMessage } from '@clara/domain/chat/messages';
import { BarChart } from '../../../ui/chart/Chart';
import { badgeClass } from '../badge';

/** True for analyses made with the rubric (ratings on every row); older ones render without the new parts. */
export function hasRubric(analysis: AnalysisResult): boolean {
  const rows = Object.values(analysis.personalityAssessment);
  return rows.length > 0 && rows.every((entry) => typeof entry.rating === 'number');
}

interface Rated {
  name: string;
  entry: PersonalityEntry & { rating: number };
  competency: Competency | undefined;
}

const ratedRows = (analysis: AnalysisResult): Rated[] =>
  Object.entries(analysis.personalityAssessment).map(([name, entry]) => ({
    name,
    entry: entry as Rated['entry'],
    competency: (entry.competency && competencyById(entry.competency)) || competencyByName(name),
  }));

export function RatingsChart({ analysis }: { analysis: AnalysisResult }) {
  const bars = ratedRows(analysis).map(({ name, entry }) => ({ label: name, value: entry.rating }));
  return (
    <section className="card" aria-labelledby="ratings-title">
      <h2 id="ratings-title">{RUBRIC_TEXTS.chartTitle}</h2>
      <BarChart
        label={RUBRIC_TEXTS.chartLabel(bars.map((bar) => `${bar.label} ${bar.value}`).join(', '))}
        min={1}
        max={5}
        valueHeader={RUBRIC_TEXTS.ratingHeader}
        bars={bars}
      />
    </section>
  );
}

/**
 * What to read first (issue 21: the report scanned on a phone): the two strongest and the two weakest
 * competencies; the details follow, and the long parts open on demand.
 */
export function Essentials({ analysis }: { analysis: AnalysisResult }) {
  const rows = ratedRows(analysis);
  if (rows.length < 2) return null;
  const byRating = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.entry.rating - a.row.entry.rating || a.index - b.index);
  const strongest = byRating.slice(0, 2).map(({ row }) => row);
  const weakest = byRating
    .slice(-2)
    .reverse()
    .map(({ row }) => row)
    .filter((row) => !strongest.includes(row));
  const item = ({ name, entry }: Rated) => (
    <li key={name}>
      {name} <strong>{RUBRIC_TEXTS.rating(entry.rating)}</strong>
    </li>
  );
  return (
    <section className="card an-essentials" aria-labelledby="essentials-title" data-testid="essentials">
      <h2 id="essentials-title">{RUBRIC_TEXTS.essentialsTitle}</h2>
      <div className="an-essentials-grid">
        <div>
          <h3>{RUBRIC_TEXTS.strongest}</h3>
          <ul>{strongest.map(item)}</ul>
        </div>
        {weakest.length > 0 && (
          <div>
            <h3>{RUBRIC_TEXTS.weakest}</h3>
            <ul>{weakest.map(item)}</ul>
          </div>
        )}
      </div>
    </section>
  );
}

export function CompetencyList({ analysis, onQuote }: { analysis: AnalysisResult; onQuote: (answer: number) => void }) {
  return (
    <section className="card" aria-labelledby="competencies-title">
      <h2 id="competencies-title">Evaluación por competencias</h2>
      <ul className="an-competencies">
        {ratedRows(analysis).map(({ name, entry, competency }) => (
          <li key={name} className="an-competency" data-testid="competency">
            <div className="an-competency-head">
              <h3>{name}</h3>
              <span className="an-competency-rating">{RUBRIC_TEXTS.rating(entry.rating)}</span>
              <span className={badgeClass(entry.evaluation)}>{entry.evaluation}</span>
            </div>
            <p>{entry.justification}</p>
            {entry.evidence && entry.evidence.length > 0 ? (
              <div>
                <h4>{RUBRIC_TEXTS.evidence}</h4>
                <ul className="an-quotes">
                  {entry.evidence.map((item) => (
                    <li key={`${item.answer}-${item.quote}`}>
                      <a
                        href={`#respuesta-${item.answer}`}
                        className="an-quote"
                        onClick={(event) => {
                          event.preventDefault();
                          onQuote(item.answer);
                        }}
                      >
                        «{item.quote}»
                      </a>{' '}
                      <span className="muted">({RUBRIC_TEXTS.quoteLink(item.answer)})</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="muted">{RUBRIC_TEXTS.noEvidence}</p>
            )}
            {competency && (
              <details className="an-anchors">
                <summary>{RUBRIC_TEXTS.anchors}</summary>
                <dl>
                  {([1, 3, 5] as const).map((level) => (
                    <div key={level} className={entry.rating === level ? 'an-anchor is-current' : 'an-anchor'}>
                      <dt>{level}</dt>
                      <dd>{competency.anchors[level]}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AnswerFeedbackList({
  analysis,
  onAnswer,
}: {
  analysis: AnalysisResult;
  onAnswer: (answer: number) => void;
}) {
  const items = analysis.answerFeedback ?? [];
  if (items.length === 0) return null;
  return (
    <details className="card an-more" aria-labelledby="feedback-title">
      <summary>
        <h2 id="feedback-title">{RUBRIC_TEXTS.feedbackTitle}</h2>
      </summary>
      <ol className="an-answer-feedback">
        {items.map((item) => (
          <li key={item.answer}>
            <a
              href={`#respuesta-${item.answer}`}
              onClick={(event) => {
                event.preventDefault();
                onAnswer(item.answer);
              }}
            >
              {RUBRIC_TEXTS.answerLabel(item.answer)}
            </a>
            <p>
              <strong>{RUBRIC_TEXTS.worked}:</strong> {item.worked}
            </p>
            <p>
              <strong>{RUBRIC_TEXTS.toAdd}:</strong> {item.toAdd}
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}

export function ScoreExplanation({ analysis }: { analysis: AnalysisResult }) {
  const analyser = analysis.analyser;
  return (
    <section className="card" aria-labelledby="explanation-title">
      <h2 id="explanation-title">{SCORE_EXPLANATION.title}</h2>
      <ul className="an-explanation">
        {SCORE_EXPLANATION.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {analyser && (
        <p className={analyser.fallback ? 'an-analyser-mark is-fallback' : 'an-analyser-mark'} data-testid="analyser">
          {analyser.fallback
            ? RUBRIC_TEXTS.analyserFallback
            : analyser.kind === 'model'
              ? RUBRIC_TEXTS.analyserModel(analyser.model ?? '')
              : RUBRIC_TEXTS.analyserBuiltin}
          {analysis.rubricVersion ? ` ${RUBRIC_TEXTS.rubricVersion(analysis.rubricVersion)}` : ''}
        </p>
      )}
    </section>
  );
}

/** The interview's transcript with the candidate's answers numbered as the analysis cites them. */
export function Transcript({ history, highlighted }: { history: ChatMessage[]; highlighted: number | null }) {
  const turns = useMemo(() => transcriptTurns(history), [history]);
  const numbers = useMemo(() => answerNumbers(turns), [turns]);
  if (turns.length === 0) return null;
  return (
    <details className="card an-more" aria-labelledby="transcript-title">
      <summary>
        <h2 id="transcript-title">{RUBRIC_TEXTS.transcriptTitle}</h2>
      </summary>
      <ol className="an-transcript">
        {turns.map((turn, index) => {
          const number = numbers.get(index);
          const first = number !== undefined && (index === 0 || numbers.get(index - 1) !== number);
          return (
            <li
              key={index}
              id={first ? `respuesta-${number}` : undefined}
              tabIndex={first ? -1 : undefined}
              className={`an-turn${turn.role === 'user' ? ' is-user' : ''}${number !== undefined && number === highlighted ? ' is-highlighted' : ''}`}
              data-answer={number}
            >
              <span className="an-turn-who">
                {turn.role === 'assistant'
                  ? RUBRIC_TEXTS.interviewer
                  : number !== undefined && first
                    ? `${RUBRIC_TEXTS.candidate} · ${RUBRIC_TEXTS.answerLabel(number)}`
                    : RUBRIC_TEXTS.candidate}
              </span>
              <p>{turn.text}</p>
            </li>
          );
        })}
      </ol>
    </details>
  );
}

/** Index of each candidate turn → the number of the answer it belongs to (consecutive turns are one answer). */
function answerNumbers(turns: TranscriptTurn[]): Map<number, number> {
  const count = numberedAnswers(turns).length;
  const map = new Map<number, number>();
  let number = 0;
  turns.forEach((turn, index) => {
    if (turn.role !== 'user') return;
    if (turns[index - 1]?.role !== 'user') number += 1;
    if (number <= count) map.set(index, number);
  });
  return map;
}

/** Opens the transcript (collapsed until asked for), scrolls to an answer and highlights it. */
export function useAnswerFocus(): [number | null, (answer: number) => void] {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const focus = useCallback((answer: number) => {
    setHighlighted(answer);
    const element = document.getElementById(`respuesta-${answer}`);
    element?.closest('details')?.setAttribute('open', '');
    element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    element?.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#respuesta-${answer}`);
  }, []);
  return [highlighted, focus];
}
