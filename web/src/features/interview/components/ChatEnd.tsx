import { useNavigate } from 'react-router-dom';
import type { InterviewChat } from '../useInterviewChat';
import { CHAT_TEXTS } from '../rules/messages';
import { InterviewReviewRequest } from './InterviewReviewRequest';

/**
 * SPEC §4, what replaces the input once the interview is finished: 'Analizar Entrevista' (practice),
 * the 3-second countdown with its waiting text, then the closing text and 'Ver Análisis'. Company
 * sessions are analysed by the server: their button shows only when an analysis exists.
 */
export function ChatEnd({ chat }: { chat: InterviewChat }) {
  const navigate = useNavigate();
  const { code, isPractice, hasAnalysis, analysisPhase, countdown, analyze } = chat;

  const busy = analysisPhase === 'countdown' || analysisPhase === 'analysing';
  const goToAnalysis = () => navigate(`/analysis?code=${encodeURIComponent(code)}`);

  if (busy) {
    return (
      <div className="iv-chat-end" role="status" aria-live="polite">
        <div className="iv-countdown" aria-label={countdown > 0 ? `${countdown} segundos` : 'Analizando'}>
          {countdown > 0 ? countdown : <span className="spinner iv-spinner-sm" />}
        </div>
        <p>{CHAT_TEXTS.analysing}</p>
      </div>
    );
  }

  if (hasAnalysis) {
    return (
      <div className="iv-chat-end" role="status">
        <p className="iv-chat-end-title">{CHAT_TEXTS.concluded}</p>
        <button type="button" className="btn btn-primary" onClick={goToAnalysis}>
          Ver Análisis
        </button>
        {!isPractice && <InterviewReviewRequest code={code} />}
      </div>
    );
  }

  if (!isPractice) {
    return (
      <div className="iv-chat-end" role="status">
        <p className="iv-chat-end-title">{CHAT_TEXTS.concluded}</p>
        <p className="muted">La empresa recibirá los resultados de tu entrevista.</p>
        <InterviewReviewRequest code={code} />
      </div>
    );
  }

  return (
    <div className="iv-chat-end">
      <p>La entrevista ha finalizado. Analízala para recibir tu evaluación y recomendaciones.</p>
      {analysisPhase === 'error' && (
        <p className="error-text" role="alert">
          {CHAT_TEXTS.analysisFailed}
        </p>
      )}
      <button type="button" className="btn btn-primary" onClick={analyze}>
        Analizar Entrevista
      </button>
    </div>
  );
}
