import { lazy, Suspense, useDeferredValue } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ANALYSIS_TEXTS } from '@clara/domain/analysis/texts';
import { PRODUCT } from '@clara/domain/brand';
import { MY_PRACTICE_PATH, MY_PRACTICE_TEXTS } from '@clara/domain/practice/texts';
import { SiteHeader } from '../../ui/BrandHeader';
import { readPracticeHistory } from '../../platform/practiceHistory';
import { QueryProvider } from '../../platform/query';
import { CompanyInterviewComplete } from './company/CompanyInterviewComplete';
import { CompletionPanel } from './components/CompletionPanel';
import { PersonalityTable, ScoreCard, SuggestionList, SummarySection } from './components/AnalysisSections';
import {
  AnswerFeedbackList,
  CompetencyList,
  RatingsChart,
  ScoreExplanation,
  Transcript,
  Essentials,
  hasRubric,
  useAnswerFocus,
} from './components/RubricSections';
import { useAnalysisReport, type AnalysisReport } from './queries';
import { IntegritySignals } from '../../ui/IntegritySignals';
import { OwnQuestions } from './company/OwnQuestions';
import './analysis.css';

// Not needed for the report's first paint: the shares show only once read (and rarely exist), the suggestions to
// improve are the page's last section. Their chunks (dates, the modal, the coach and mentor lists) load beside it.
const SharedReports = lazy(() => import('./share/SharedReports').then((m) => ({ default: m.SharedReports })));
const ImproveSection = lazy(() => import('./improve/ImproveSection').then((m) => ({ default: m.ImproveSection })));

type View = { kind: 'loading' } | { kind: 'error'; detail: string } | AnalysisReport;

/** /analysis?code=…: the analysis report of one interview (SPEC §2). */
export default function AnalysisPage() {
  return (
    <QueryProvider>
      <Analysis />
    </QueryProvider>
  );
}

function Analysis() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code')?.trim() ?? '';
  const report = useAnalysisReport(code);
  const [highlighted, focusAnswer] = useAnswerFocus();
  // Read after the report, which may have just remembered this practice on the device.
  const hasPractice = report.isSuccess && readPracticeHistory().length > 0;

  // The report is a long tree: what a phone shows first (the completion panel, the summary, the score, the
  // essentials) renders at once; the rest at a deferred priority, in slices that let the browser paint and answer
  // input in between (issue 21: it was one long task before the largest paint).
  const restShown = useDeferredValue(report.isSuccess);
  const view: View = !code
    ? { kind: 'error', detail: ANALYSIS_TEXTS.noSessionId }
    : report.data
      ? report.data
      : report.isError && !report.isFetching
        ? { kind: 'error', detail: report.error.message }
        : { kind: 'loading' };

  const isCompany = (view.kind === 'ready' || view.kind === 'empty') && !view.isPractice;
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/dashboard');
  };

  const actions = code && view.kind !== 'loading' && (
    <div className="an-actions">
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => navigate(`/${PRODUCT.path}?code=${encodeURIComponent(code)}`, { state: { chat: true } })}
      >
        Ver Entrevista
      </button>
      {isCompany && (
        <button type="button" className="btn btn-secondary" onClick={goBack}>
          Volver
        </button>
      )}
    </div>
  );

  return (
    <div className="an-page">
      <SiteHeader>{hasPractice && <Link to={MY_PRACTICE_PATH}>{MY_PRACTICE_TEXTS.linkLong}</Link>}</SiteHeader>
      <main className="container an-main">
        <h1>{ANALYSIS_TEXTS.title}</h1>
        {/* Above the report, not below it: sections that load later (the shared reports, «Cómo mejorar» and its
            coaches) would move a button at the bottom under a finger about to tap it. */}
        {actions}

        {view.kind === 'loading' && (
          <section className="card an-state-panel" aria-busy="true">
            <div className="spinner" />
            <p className="muted">Cargando el análisis de tu entrevista…</p>
          </section>
        )}

        {view.kind === 'error' && (
          <section className="card an-state-panel an-error-panel" role="alert">
            <h2>{ANALYSIS_TEXTS.loadError}</h2>
            <p>{view.detail}</p>
            {code && (
              <button type="button" className="btn btn-secondary" onClick={() => void report.refetch()}>
                Reintentar
              </button>
            )}
          </section>
        )}

        {view.kind === 'companyCandidate' && <CompanyInterviewComplete complete={view.complete} />}

        {view.kind === 'empty' && (
          <section className="card an-state-panel">
            <h2>{ANALYSIS_TEXTS.emptyTitle}</h2>
            <p className="muted">{ANALYSIS_TEXTS.emptyText}</p>
          </section>
        )}

        {view.kind === 'ready' && (
          <>
            {view.isPractice && <CompletionPanel code={code} />}
            {view.isPractice && (
              <Suspense fallback={null}>
                <SharedReports code={code} />
              </Suspense>
            )}
            <div className="an-grid">
              <SummarySection summary={view.analysis.evaluationSummary} />
              <ScoreCard score={view.analysis.score} />
            </div>
            {hasRubric(view.analysis) && <Essentials analysis={view.analysis} />}
            {restShown && <ReportRest view={view} highlighted={highlighted} focusAnswer={focusAnswer} />}
          </>
        )}
      </main>
    </div>
  );
}

type ReadyReport = Extract<AnalysisReport, { kind: 'ready' }>;

/** The report below what a phone shows first: signals, competencies, suggestions, feedback and the transcript. */
function ReportRest({
  view,
  highlighted,
  focusAnswer,
}: {
  view: ReadyReport;
  highlighted: number | null;
  focusAnswer: (answer: number) => void;
}) {
  return (
    <>
      <IntegritySignals
        signals={view.analysis.integritySignals}
        audience={view.isPractice ? 'candidate' : 'recruiter'}
      />
      {view.ownQuestions && <OwnQuestions items={view.ownQuestions} />}
      {hasRubric(view.analysis) ? (
        <>
          <RatingsChart analysis={view.analysis} />
          <CompetencyList analysis={view.analysis} onQuote={focusAnswer} />
        </>
      ) : (
        <PersonalityTable assessment={view.analysis.personalityAssessment} />
      )}
      <div className="an-grid an-grid-two">
        <SuggestionList
          id="development-title"
          title="Sugerencias de desarrollo"
          items={view.analysis.developmentSuggestions}
        />
        <SuggestionList
          id="performance-title"
          title="Sugerencias para tus entrevistas"
          items={view.analysis.interviewPerformanceSuggestions}
        />
      </div>
      {hasRubric(view.analysis) && (
        <>
          <AnswerFeedbackList analysis={view.analysis} onAnswer={focusAnswer} />
          <ScoreExplanation analysis={view.analysis} />
          <Transcript history={view.chatHistory} highlighted={highlighted} />
          {view.isPractice && (
            <Suspense fallback={null}>
              <ImproveSection analysis={view.analysis} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
