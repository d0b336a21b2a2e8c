import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { CompetencyId } from '@clara/domain/analysis/rubric';
import { interviewApi } from '../api';
import { setStoredSessionId, clearStoredSessionId } from '../storedSession';
import { CHAT_TEXTS } from '../rules/messages';
import { useChatStore } from '../chatStore';
import { ChatView } from '../components/ChatView';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { CLARA_ROUTE } from '../rules/code';
import '../interview.css';

interface DirectChatState {
  chatSessionId?: string;
}

/**
 * /chat: starts a practice session at once and stores its id locally. The id is also kept in this history
 * entry, so a reload resumes the same session instead of starting another.
 */
export default function DirectChatPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const kept = (location.state as DirectChatState | null)?.chatSessionId;
  const [sessionId, setSessionId] = useState<string | null>(kept ?? null);
  const [failed, setFailed] = useState(false);
  const creating = useRef(false);
  const isNew = useRef(!kept);

  // The /terms disclaimer accepted on the way here is recorded with the practice (issue 10).
  const termsVersion = (location.state as { termsVersion?: string } | null)?.termsVersion;
  // "Practica otra vez" on the analysis page: a practice focused on this competency (issue 12).
  const competency = (location.state as { competency?: CompetencyId } | null)?.competency;

  useEffect(() => {
    if (sessionId || creating.current) return;
    creating.current = true;
    interviewApi
      .generatePractice(termsVersion, competency)
      .then(({ chatSessionId }) => {
        setStoredSessionId(chatSessionId);
        navigate('/chat', { replace: true, state: { chatSessionId } satisfies DirectChatState });
        setSessionId(chatSessionId);
      })
      .catch((error) => {
        console.error('No se pudo crear la sesión de práctica', error);
        setFailed(true);
        window.alert(CHAT_TEXTS.sessionCreationFailed);
      });
  }, [sessionId, navigate, termsVersion, competency]);

  if (!sessionId) {
    return (
      <PlaceholderPage>
        {failed ? (
          <>
            <p className="error-text" role="alert">
              {CHAT_TEXTS.sessionCreationFailed}
            </p>
            <Link className="btn btn-primary" to="/terms">
              Volver
            </Link>
          </>
        ) : (
          <>
            <div className="spinner" />
            <p className="muted">Preparando tu entrevista de práctica…</p>
          </>
        )}
      </PlaceholderPage>
    );
  }

  return (
    <ChatView
      key={sessionId}
      sessionId={sessionId}
      isNew={isNew.current}
      onNotFound={() => {
        clearStoredSessionId();
        navigate(CLARA_ROUTE, { replace: true, state: { chat: true } });
      }}
      onNewInterview={() => {
        clearStoredSessionId();
        useChatStore.getState().reset();
        navigate(CLARA_ROUTE, { state: { chat: true } });
      }}
    />
  );
}
