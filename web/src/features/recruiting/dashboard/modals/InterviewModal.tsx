import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { analysisPath } from '@clara/domain/recruiting/dashboard';
import { BLIND_TEXTS } from '@clara/domain/scorecards/blind';
import { stripInvisible } from '@clara/domain/common/invisible';
import { formatDateTime } from '@clara/domain/common/dates';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { InterviewSummary } from '@clara/domain/hiring/interviews';
import { CANDIDATE_ANALYSIS_TEXTS } from '@clara/domain/reviews/model';
import { Modal } from '../../../../ui/Modal';
import { recruitingQueries } from '../../shared/queries';

/** Interview details: date, interviewer id, overall analysis, score, transcription, feedback (SPEC §2). */
export function InterviewModal({
  interview,
  applicationId,
  onClose,
}: {
  interview: InterviewSummary | null;
  applicationId: string;
  onClose: () => void;
}) {
  const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));
  return (
    <Modal title="Detalles de la entrevista" onClose={onClose}>
      {!interview ? (
        <p>{RECRUITING_TEXTS.interviewUnavailable}</p>
      ) : (
        <div className="stack">
          <dl className="rc-details">
            <dt>Fecha</dt>
            <dd>{dash(formatDateTime(interview.interviewDate ?? interview.createdAt))}</dd>
            <dt>Entrevistador</dt>
            <dd>{dash(interview.interviewerId)}</dd>
            <dt>Puntaje</dt>
            <dd>
              {interview.claraHidden ? (
                <span data-testid="clara-hidden">{BLIND_TEXTS.hidden}</span>
              ) : (
                dash(interview.score)
              )}
            </dd>
            <dt>Código</dt>
            <dd>
              <code>{interview.id}</code>
            </dd>
          </dl>
          <section>
            <h3 className="rc-detail-title">Análisis general</h3>
            {interview.claraHidden ? (
              <div className="stack">
                <p className="muted">{BLIND_TEXTS.hiddenNote}</p>
                <p>
                  <Link className="btn btn-ghost btn-sm" to={analysisPath(interview.id)}>
                    {BLIND_TEXTS.reveal}
                  </Link>{' '}
                  <span className="muted rc-pp-small">{BLIND_TEXTS.revealNote}</span>
                </p>
              </div>
            ) : (
              <p className="pre-wrap">{dash(interview.overall)}</p>
            )}
            {interview.candidateAnalysisViewedAt ? (
              <p className="muted rc-pp-small" data-testid="candidate-viewed-analysis">
                {CANDIDATE_ANALYSIS_TEXTS.viewedByCandidate(formatDateTime(interview.candidateAnalysisViewedAt))}
              </p>
            ) : null}
          </section>
          <section>
            <h3 className="rc-detail-title">Transcripción</h3>
            <Transcript applicationId={applicationId} />
          </section>
          <section>
            <h3 className="rc-detail-title">Retroalimentación</h3>
            <p className="pre-wrap">{dash(interview.feedback)}</p>
          </section>
        </div>
      )}
    </Modal>
  );
}

/** Issue 31: the transcript from the call that serves it, which records the view in the audit log. */
function Transcript({ applicationId }: { applicationId: string }) {
  const transcript = useQuery(recruitingQueries.applicationTranscript(applicationId));
  if (transcript.isPending) return <p className="muted">{RECRUITING_TEXTS.transcriptLoading}</p>;
  if (transcript.isError) return <p className="error-text">{RECRUITING_TEXTS.transcriptFailed}</p>;
  const text = stripInvisible(transcript.data.transcription);
  return <div className="transcript pre-wrap">{text || '—'}</div>;
}
