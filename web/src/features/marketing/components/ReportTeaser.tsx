import { evaluationBadgeColor } from '@clara/domain/analysis/badges';
import { REPORT_TEASER } from '../content';
import { Checklist } from './Sections';

/** A sample of the analysis report (SPEC §2 "report teaser"), built like the real one, labelled as an example. */
export function ReportTeaser() {
  return (
    <div className="mk-report card" aria-label="Ejemplo de reporte de análisis">
      <div className="mk-report-head">
        <div>
          <span className="badge badge-blue">Ejemplo</span>
          <h3>Análisis de tu Entrevista</h3>
        </div>
        <div className="mk-score" aria-label={`Puntuación ${REPORT_TEASER.score} de ${REPORT_TEASER.scoreMax}`}>
          <strong>{REPORT_TEASER.score}</strong>
          <span>/{REPORT_TEASER.scoreMax}</span>
        </div>
      </div>
      <p className="mk-report-summary">{REPORT_TEASER.summary}</p>
      <table className="mk-report-table">
        <thead>
          <tr>
            <th scope="col">Aspecto</th>
            <th scope="col">Evaluación</th>
          </tr>
        </thead>
        <tbody>
          {REPORT_TEASER.personality.map((row) => (
            <tr key={row.aspect}>
              <td>{row.aspect}</td>
              <td>
                <span className={`badge badge-${evaluationBadgeColor(row.evaluation)}`}>{row.evaluation}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Checklist items={REPORT_TEASER.suggestions} />
    </div>
  );
}
