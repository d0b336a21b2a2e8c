import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ANALYSIS_TEXTS, parseAnalysis, type AnalysisResult } from '@clara/domain/analysis/result';
import { PRODUCT } from '@clara/domain/brand';
import type { ChatMessage } from '@clara/domain/interview/session';
import { MY_PRACTICE_PATH, MY_PRACTICE_TEXTS } from '@clara/domain/practice/texts';
import { SiteHeader } from '../../ui/BrandHeader';
import { readPracticeHistory, rememberPractice } from '../../platform/practiceHistory';
import { loadAnalysisSource, type AnalysisSource } from './api';
import { loadCompanyAnalysis } from './company/companyAnalysis';
import { CompanyInterviewComplete } from './company/CompanyInterviewComplete';
import { isEmptyAnalysis } from './emptyAnalysis';
import { CompletionPanel } from './components/CompletionPanel';
import { PersonalityTable, ScoreCard, SuggestionList, SummarySection } from './components/AnalysisSections';
import {
  AnswerFeedbackList,
  CompetencyList,
  RatingsChart,
  ScoreExplanation,
  Transcript,
  hasRubric,
  useAnswerFocus,
} from './components/RubricSections';
import { ImproveSection } from './improve/ImproveSection';
import { SharedReports } from './share/SharedReports';
import './analysis.css';

type View =
  | { kind: 'loading' }
  | { kind: 'error'; detail: string }
  | { kind: 'empty'; isPractice: boolean }
  | { kind: 'companyCandidate'; complete: boolean }
  | { kind: 'ready'; isPractice: boolean; analysis: AnalysisResult; chatHistory: ChatMessage[] };

/** /analysis?code=…: the analysis report of one interview (SPEC §2). */
export default function AnalysisPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code')?.trim() ?? '';
  const [view, setView] = useState<View>(() =>
    code ? { kind: 'loading' } : { kind: 'error', detail: ANALYSIS_TEXTS.noSessionId },
  );
  const [attempt, setAttempt] = useState(0);
  const [highlighted, focusAnswer] = useAnswerFocus();
  const [hasPractice, setHasPractice] = useState(false);

  useEffect(() => {
    if (!code) {
      setView({ kind: 'error', detail: ANALYSIS_TEXTS.noSessionId });
      return;
    }
    let live = true;
    setView({ kind: 'loading' });
    loadAnalysisSource(code)
      .then(async (source): Promise<AnalysisSource | null> => {
        if (source.isPractice) return source;
        // A company interview: its analysis for a signed-in member of the company, else whether it is complete.
        const member = await loadCompanyAnalysis(code);
        if (member) return { isPractice: false, analysis: member.analysis, chatHistory: source.chatHistory };
        if (live) setView({ kind: 'companyCandidate', complete: source.complete ?? false });
        return null;
      })
      .then((source) => {
        if (source?.entry) rememberPractice(source.entry);
        if (live) setHasPractice(readPracticeHistory().length > 0);
        if (!source) return;
        if (!live) return;
        if (isEmptyAnalysis(source.analysis)) {
          setView({ kind: 'empty', isPractice: source.isPractice });
          return;
        }
        const parsed = parseAnalysis(source.analysis);
        if (parsed.ok) {
          setView({
            kind: 'ready',
            isPractice: source.isPractice,
            analysis: parsed.analysis,
            chatHistory: source.chatHistory,
          });
        } else {
          console.error('Análisis ilegible', parsed.error, source.analysis);
          setView({ kind: 'error', detail: parsed.error });
        }
      })
      .catch((error) => {
        console.error('Error al cargar el análisis', error);
        if (live) setView({ kind: 'error', detail: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [code, attempt]);

  const isCompany = (view.kind === 'ready' || view.kind === 'empty') && !view.isPractice;
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/dashboard');
  };

  const actions = code && view.kind !== 'loading' && (
    <div className="analysis-actions">
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
    <div className="analysis-page">
      <SiteHeader>{hasPractice && <Link to={MY_PRACTICE_PATH}>{MY_PRACTICE_TEXTS.linkLong}</Link>}</SiteHeader>
      <main className="container analysis-main">
        <h1>{ANALYSIS_TEXTS.title}</h1>

        {view.kind === 'loading' && (
          <section className="card state-panel" aria-busy="true">
            <div className="spinner" />
            <p className="muted">Cargando el análisis de tu entrevista…</p>
          </section>
        )}

        {view.kind === 'error' && (
          <section className="card state-panel error-panel" role="alert">
            <h2>{ANALYSIS_TEXTS.loadError}</h2>
            <p>{view.detail}</p>
            {code && (
              <button type="button" className="btn btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
                Reintentar
              </button>
            )}
          </section>
        )}

        {view.kind === 'companyCandidate' && <CompanyInterviewComplete complete={view.complete} />}

        {view.kind === 'empty' && (
          <section className="card state-panel">
            <h2>{ANALYSIS_TEXTS.emptyTitle}</h2>
            <p className="muted">{ANALYSIS_TEXTS.emptyText}</p>
          </section>
        )}

        {view.kind === 'ready' && (
          <>
            {view.isPractice && <CompletionPanel code={code} />}
            {view.isPractice && <SharedReports code={code} />}
            <div className="analysis-grid">
              <SummarySection summary={view.analysis.evaluationSummary} />
              <ScoreCard score={view.analysis.score} />
            </div>
            {hasRubric(view.analysis) ? (
              <>
                <RatingsChart analysis={view.analysis} />
                <CompetencyList analysis={view.analysis} onQuote={focusAnswer} />
              </>
            ) : (
              <PersonalityTable assessment={view.analysis.personalityAssessment} />
            )}
            <div className="analysis-grid two">
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
                {view.isPractice && <ImproveSection analysis={view.analysis} />}
              </>
            )}
          </>
        )}

        {actions}
      </main>
    </div>
  );
}
