import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { CompetencyId } from '@clara/domain/analysis/rubric';
import { interviewApi } from '../api';
import { interviewQueries } from '../queries';
import { setStoredSessionId, clearStoredSessionId } from '../storedSession';
import { CHAT_TEXTS } from '../rules/messages';
import { ChatView } from '../components/ChatView';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { CLARA_ROUTE } from '../rules/code';
import { QueryProvider } from '../../../platform/query';
import '../interview.css';
import { reportError } from '../../../platform/log';

interface DirectChatState {
  chatSessionId?: string;
}

/**
 * /chat: starts a practice session at once and stores its id locally. The id is also kept in this history
 * entry, so a reload resumes the same session instead of starting another.
 */
export default function DirectChatPage() {
  return (
    <QueryProvider>
      <DirectChat />
    </QueryProvider>
  );
}

function DirectChat() {
  const navigate = useNavigate();
  const location = useLocation();
  const kept = (location.state as DirectChatState | null)?.chatSessionId;
  const isNew = useRef(!kept);

  // The /terms disclaimer accepted on the way here is recorded with the practice (issue 10).
  const termsVersion = (location.state as { termsVersion?: string } | null)?.termsVersion;
  // "Practica otra vez" on the analysis page: a practice focused on this competency (issue 12).
  const competency = (location.state as { competency?: CompetencyId } | null)?.competency;

  // One practice per arrival (the history entry's key): a query, so a re-render or a second effect run
  // cannot create two.
  const created = useQuery({
    ...interviewQueries.newPractice(location.key, async () => {
      try {
        const { chatSessionId } = await interviewApi.generatePractice(termsVersion, competency);
        setStoredSessionId(chatSessionId);
        return chatSessionId;
      } catch (error) {
        reportError('No se pudo crear la sesión de práctica', error);
        window.alert(CHAT_TEXTS.sessionCreationFailed);
        throw error;
      }
    }),
    enabled: !kept,
  });
  const sessionId = kept ?? created.data ?? null;

  // The new id is kept in this history entry, so a reload resumes it.
  useEffect(() => {
    if (!kept && created.data) navigate('/chat', { replace: true, state: { chatSessionId: created.data } });
  }, [kept, created.data, navigate]);

  if (!sessionId) {
    return (
      <PlaceholderPage>
        {created.isError ? (
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
        navigate(CLARA_ROUTE, { state: { chat: true } });
      }}
    />
  );
}
