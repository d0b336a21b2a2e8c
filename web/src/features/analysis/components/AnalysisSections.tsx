import type { AnalysisResult } from '@clara/domain/analysis/result';
import { ANALYSIS_SCORE_MAX } from '@clara/domain/analysis/stored';
import { badgeClass } from '../badge';

export function ScoreCard({ score }: { score: number }) {
  const max = ANALYSIS_SCORE_MAX;
  const pct = Math.max(0, Math.min(100, (score / max) * 100));
  const rounded = Math.round(score * 10) / 10;
  return (
    <section className="card an-score-card" aria-labelledby="score-title">
      <h2 id="score-title">Puntuación</h2>
      <div
        className="an-score-ring"
        style={{ ['--pct' as string]: `${pct}%` }}
        role="img"
        aria-label={`Puntuación: ${rounded} de ${max}`}
      >
        <span className="an-score-value">{rounded}</span>
        <span className="an-score-max">/{max}</span>
      </div>
    </section>
  );
}

export function SummarySection({ summary }: { summary: string }) {
  return (
    <section className="card" aria-labelledby="summary-title">
      <h2 id="summary-title">Resumen de la evaluación</h2>
      <p className="an-summary-text">{summary || 'Sin resumen.'}</p>
    </section>
  );
}

export function PersonalityTable({ assessment }: { assessment: AnalysisResult['personalityAssessment'] }) {
  const rows = Object.entries(assessment);
  return (
    <section className="card" aria-labelledby="personality-title">
      <h2 id="personality-title">Evaluación de personalidad</h2>
      {rows.length === 0 ? (
        <p className="muted">Sin evaluación de personalidad.</p>
      ) : (
        <table className="an-personality-table">
          <thead>
            <tr>
              <th scope="col">Aspecto</th>
              <th scope="col">Evaluación</th>
              <th scope="col">Justificación</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([aspect, entry]) => (
              <tr key={aspect}>
                <th scope="row" data-label="Aspecto">
                  {aspect}
                </th>
                <td data-label="Evaluación">
                  <span className={badgeClass(entry.evaluation)}>{entry.evaluation || '—'}</span>
                </td>
                <td data-label="Justificación">{entry.justification}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function SuggestionList({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p className="muted">Sin sugerencias.</p>
      ) : (
        <ul className="an-suggestions">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
