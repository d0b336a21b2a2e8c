import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CANDIDATE_DATA_PATH } from '@clara/domain/trust/rights';
import { CANDIDATE_ANALYSIS_TEXTS } from '@clara/domain/reviews/model';
import type { CandidateAnalysis } from '@clara/domain/reviews/schemas';
import { SiteHeader } from '../../../ui/BrandHeader';
import { IntegritySignals } from '../../../ui/IntegritySignals';
import { CandidateReviewSection } from '../../../ui/CandidateReviewSection';
import { ApiRequestError } from '../../../platform/api';
import { candidateAnalysisQueries } from './candidateQueries';
import { QueryProvider } from '../../../platform/query';
import { PersonalityTable, ScoreCard, SummarySection } from '../components/AnalysisSections';
import { CompetencyList, Transcript, hasRubric, useAnswerFocus } from '../components/RubricSections';
import '../analysis.css';

const T = CANDIDATE_ANALYSIS_TEXTS;

/**
 * `/mi-analisis#<token>` (issue 31): a company interview's candidate reads Clara's analysis of their interview,
 * reached from their `/mis-datos` page, with the same report parts a practice shows (integrity signals worded as
 * advice), what the rubric looks for, and that a person decides; beside it, their comments and the human review.
 */
export default function CandidateAnalysisPage() {
  return (
    <QueryProvider>
      <CandidateAnalysisView />
    </QueryProvider>
  );
}

function CandidateAnalysisView() {
  // The token stays in the fragment, read once: quoting an answer replaces the fragment.
  const [token] = useState(() => window.location.hash.slice(1));
  const query = useQuery({ ...candidateAnalysisQueries.analysis(token), enabled: Boolean(token) });
  const error = !token
    ? T.missingToken
    : query.isError
      ? query.error instanceof ApiRequestError
        ? query.error.message
        : T.failed
      : '';
  return (
    <div className="an-page">
      <SiteHeader />
      <main className="container an-main">
        <h1>{T.title}</h1>
        <p>
          <Link to={`${CANDIDATE_DATA_PATH}#${token}`}>{T.back}</Link>
        </p>
        {query.isPending && token && (
          <section className="card an-state-panel" aria-busy="true">
            <div className="spinner" />
            <p className="muted">{T.loading}</p>
          </section>
        )}
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
        {query.data?.state === 'pending' && (
          <section className="card an-state-panel" role="status" data-testid="candidate-analysis-pending">
            <p>{query.data.message}</p>
          </section>
        )}
        {query.data?.state === 'ready' && <ReadyAnalysis view={query.data} />}
        {query.data && (
          <div className="card stack">
            <p className="muted">{T.reviewHint}</p>
            <CandidateReviewSection token={token} />
          </div>
        )}
      </main>
    </div>
  );
}

function ReadyAnalysis({ view }: { view: Extract<CandidateAnalysis, { state: 'ready' }> }) {
  const [highlighted, focusAnswer] = useAnswerFocus();
  const { analysis } = view;
  return (
    <div className="stack" data-testid="candidate-analysis">
      <p className="card" data-testid="candidate-analysis-decision">
        <strong>{view.decision}</strong>
      </p>
      <div className="an-grid">
        <SummarySection summary={analysis.evaluationSummary} />
        <ScoreCard score={analysis.score} />
      </div>
      <IntegritySignals signals={analysis.integritySignals} audience="candidate" />
      {hasRubric(analysis) ? (
        <CompetencyList analysis={analysis} onQuote={focusAnswer} />
      ) : (
        <PersonalityTable assessment={analysis.personalityAssessment} />
      )}
      <section className="card" aria-labelledby="rubric-title" data-testid="candidate-rubric">
        <h2 id="rubric-title">{T.rubricTitle}</h2>
        <p className="muted">{T.rubricIntro(view.rubric.version)}</p>
        <ul className="an-competencies">
          {view.rubric.skills.map((skill) => (
            <li key={skill.name} className="an-competency">
              <h3>{skill.name}</h3>
              {skill.description && <p>{skill.description}</p>}
              <div className="an-anchors">
                <dl>
                  {([1, 3, 5] as const).map((level) => (
                    <div key={level} className="an-anchor">
                      <dt>{T.anchorLevel(level)}</dt>
                      <dd>{skill.anchors[level]}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <Transcript history={view.chatHistory} highlighted={highlighted} />
    </div>
  );
}
