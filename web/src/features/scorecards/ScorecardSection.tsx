import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT } from '@clara/domain/brand';
import { stripInvisible } from '@clara/domain/common/invisible';
import { parseAnalysis } from '@clara/domain/analysis/result';
import { companyInterviewAnalysisRoute } from '@clara/domain/recruiting/routes';
import { SCORECARD_TEXTS, type ScorecardsView } from '@clara/domain/scorecards/model';
import type { Application } from '@clara/domain/recruiting/types';
import { callCompanyApi } from '../../platform/companySession';
import { scorecardQueries, useScorecards } from './scorecardQueries';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { hiringQueries } from '../hiring/queries';
import { ScorecardForm } from './ScorecardForm';
import { ScorecardsTable } from './ScorecardsTable';
import './scorecards.css';
import { reportError } from '../../platform/log';

const T = SCORECARD_TEXTS;

/**
 * Issue 20, in the candidate modal: the member's own scorecard, blind first (Clara's score and ratings and the
 * team's scorecards appear once the member has submitted theirs), then everyone's beside Clara's.
 */
export function ScorecardSection({ application }: { application: Application }) {
  const load = useScorecards(application.id);
  const [editing, setEditing] = useState(false);
  const view = load.data;
  return (
    <section className="sk-section" aria-labelledby="scorecard-title" data-testid="scorecard-section">
      <h3 id="scorecard-title">{view?.revealed ? T.teamTitle : T.title}</h3>
      {load.isPending && <p className="muted">…</p>}
      {load.isError && <p className="error-text">{T.loadError}</p>}
      {view && !view.revealed && <BlindScoring application={application} view={view} />}
      {view?.revealed && !editing && (
        <>
          <ScorecardsTable view={view} />
          <div>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(true)}>
              {T.edit}
            </button>
          </div>
        </>
      )}
      {view?.revealed && editing && (
        <ScorecardForm
          applicationId={application.id}
          skills={view.skills}
          initial={view.mine}
          onDone={() => setEditing(false)}
        />
      )}
    </section>
  );
}

/** Before the member's scorecard: the transcript is at hand, Clara's analysis one (recorded) click away. */
function BlindScoring({ application, view }: { application: Application; view: ScorecardsView }) {
  // Issue 31: the list says whether there is a transcript; its text comes from the call that records the view.
  const hasTranscript = application.interviews?.[0]?.hasTranscript ?? false;
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  return (
    <div className="stack">
      <p className="muted sk-small" data-testid="blind-note">
        {T.blindNote}
      </p>
      {hasTranscript && (
        <details
          className="sk-details"
          onToggle={(event) => {
            if ((event.target as HTMLDetailsElement).open) setTranscriptOpen(true);
          }}
        >
          <summary>Transcripción de la entrevista</summary>
          {transcriptOpen && <BlindTranscript applicationId={application.id} />}
        </details>
      )}
      {view.interviewCode ? (
        <PeekAnalysis code={view.interviewCode} applicationId={application.id} seen={view.analysisSeen} />
      ) : (
        <p className="muted sk-small">{T.noInterview}</p>
      )}
      <ScorecardForm applicationId={application.id} skills={view.skills} initial={null} />
    </div>
  );
}

/** The transcript, read when first opened from the call that serves it and records the view in the audit log. */
function BlindTranscript({ applicationId }: { applicationId: string }) {
  const transcript = useQuery(hiringQueries.applicationTranscript(applicationId));
  if (transcript.isPending) return <p className="muted">{RECRUITING_TEXTS.transcriptLoading}</p>;
  if (transcript.isError) return <p className="error-text">{RECRUITING_TEXTS.transcriptFailed}</p>;
  return <div className="transcript pre-wrap">{stripInvisible(transcript.data.transcription) || '—'}</div>;
}

/** Opening Clara's analysis before scoring: the server records it on the member's scorecard. */
function PeekAnalysis({ code, applicationId, seen }: { code: string; applicationId: string; seen: boolean }) {
  const client = useQueryClient();
  const [state, setState] = useState<
    { kind: 'closed' | 'loading' | 'error' } | { kind: 'open'; summary: string; score: string }
  >({ kind: 'closed' });
  const open = async () => {
    setState({ kind: 'loading' });
    try {
      const answer = await callCompanyApi(companyInterviewAnalysisRoute, { params: { chatSessionId: code } });
      const parsed = parseAnalysis(answer.analysis);
      setState({
        kind: 'open',
        summary: parsed.ok ? parsed.analysis.evaluationSummary : answer.overall,
        score: answer.score === null ? '—' : String(answer.score),
      });
    } catch (error) {
      reportError('Análisis no disponible', error);
      setState({ kind: 'error' });
    }
    // Seen: Clara's score now shows in this member's lists too.
    await Promise.all(
      [scorecardQueries.scorecards(applicationId).queryKey, scorecardQueries.candidateLists].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
  };
  return (
    <div className="stack sk-peek">
      {seen && (
        <p className="sk-small" data-testid="analysis-seen">
          <span className="badge badge-yellow">{T.sawAnalysisFirst}</span>
        </p>
      )}
      {state.kind === 'open' ? (
        <div className="sk-peek-body" data-testid="peeked-analysis">
          <p>
            <strong>
              {PRODUCT.name}: {state.score}
            </strong>
          </p>
          <p className="pre-wrap">{state.summary}</p>
        </div>
      ) : (
        <div className="row">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={state.kind === 'loading'}
            onClick={() => void open()}
          >
            {T.openAnalysis}
          </button>
          <span className="muted sk-small">{T.openAnalysisNote}</span>
          {state.kind === 'error' && <span className="error-text">No se pudo cargar el análisis.</span>}
        </div>
      )}
    </div>
  );
}
