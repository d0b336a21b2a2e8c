import { formatDateTime } from '@clara/domain/common/dates';
import type { PracticeReportResponse } from '@clara/domain/practice/share';
import { SHARE_TEXTS } from '@clara/domain/practice/texts';
import { useQuery } from '@tanstack/react-query';
import { recruitingQueries } from '../../shared/queries';

const T = SHARE_TEXTS;

/**
 * "Informe de práctica" (issue 12): the practice report the candidate chose to share with this application,
 * marked as a practice (not an interview for this vacancy), or that they withdrew it.
 */
export function PracticeReportSection({ applicationId }: { applicationId: string }) {
  const load = useQuery(recruitingQueries.practiceReport(applicationId));

  return (
    <section className="rc-practice-report" aria-labelledby="practice-report-title" data-testid="practice-report">
      <h3 id="practice-report-title">
        {T.reportTitle} <span className="badge badge-blue">{T.practiceBadge}</span>
      </h3>
      <p className="muted small">{T.reportNote}</p>
      {load.isPending && <p className="muted">…</p>}
      {load.isError && <p className="error-text">{T.loadError}</p>}
      {load.data?.status === 'withdrawn' && (
        <p role="status">
          {T.withdrawn} {T.withdrawnOn(formatDateTime(load.data.withdrawnAt))}
        </p>
      )}
      {load.data?.status === 'shared' && <Report answer={load.data} />}
    </section>
  );
}

function Report({ answer }: { answer: Extract<PracticeReportResponse, { status: 'shared' }> }) {
  const { report } = answer;
  return (
    <>
      <p>
        <strong>{report.label.title}</strong>
        {report.interviewDate ? ` · ${T.practiceDate(formatDateTime(report.interviewDate))}` : ''} ·{' '}
        {T.sharedOn(formatDateTime(answer.sharedAt))}
      </p>
      <p>
        <strong>{T.score(report.score)}</strong>
      </p>
      <p>
        <strong>{T.summary}:</strong> {report.evaluationSummary}
      </p>
      <h4 className="small">{T.competencies}</h4>
      <ul className="rc-practice-competencies">
        {report.competencies.map((competency) => (
          <li key={competency.name}>
            <strong>{competency.name}</strong>
            {competency.rating !== undefined ? ` · ${competency.rating}/5` : ''} · {competency.evaluation}
            {competency.justification && <div className="muted small">{competency.justification}</div>}
            {competency.evidence.map((item) => (
              <div key={`${item.answer}-${item.quote}`} className="small rc-practice-quote">
                «{item.quote}» {T.quoteAnswer(item.answer)}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}
