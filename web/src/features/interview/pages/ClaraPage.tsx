import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CodeEntry } from '../components/CodeEntry';
import { ChatView } from '../components/ChatView';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { SetupWizard } from '../wizard/SetupWizard';
import { clearStoredSessionId, getStoredSessionId, setStoredSessionId } from '../storedSession';
import { CLARA_ROUTE, claraChatUrl } from '../rules/code';
import { QueryProvider } from '../../../platform/query';
import '../interview.css';

/** History state of /clara: `chat` shows the chat view instead of the code-entry landing. */
export interface ClaraLocationState {
  chat?: boolean;
}

/**
 * /clara: the code-entry landing, and (after 'EMPEZAR', 'Entrevista de Práctica' or an in-app link) the
 * interview chat. The chat takes the session id from ?code=, else from the stored id, else opens the
 * setup wizard.
 */
export default function ClaraPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryCode = params.get('code')?.trim() ?? '';
  const showChat = Boolean((location.state as ClaraLocationState | null)?.chat);

  if (!showChat) {
    return (
      <CodeEntry
        key={queryCode}
        initialCode={queryCode}
        onStart={(code) => navigate(claraChatUrl(code), { state: { chat: true } })}
        onPractice={() => navigate(CLARA_ROUTE, { state: { chat: true } })}
      />
    );
  }
  return (
    <QueryProvider>
      <ClaraChat key={queryCode || 'stored'} queryCode={queryCode} />
    </QueryProvider>
  );
}

function ClaraChat({ queryCode }: { queryCode: string }) {
  const navigate = useNavigate();
  const [sessionId, setSessionId] = useState<string | null>(() => queryCode || getStoredSessionId());
  const [created, setCreated] = useState(false);
  const [wizardOpen, setWizardOpen] = useState(() => !sessionId);

  const startOver = useCallback(() => {
    clearStoredSessionId();
    setSessionId(null);
    setCreated(false);
    setWizardOpen(true);
    if (queryCode) navigate(CLARA_ROUTE, { replace: true, state: { chat: true } });
  }, [navigate, queryCode]);

  return (
    <>
      {sessionId ? (
        <ChatView
          key={sessionId}
          sessionId={sessionId}
          isNew={created}
          announceCode={created}
          onNotFound={queryCode ? undefined : startOver}
          onNewInterview={startOver}
        />
      ) : (
        <PlaceholderPage>
          <div className="iv-clara-mark" aria-hidden="true">
            C
          </div>
          <h1>Configura tu entrevista</h1>
          <p className="muted">Elige una entrevista predefinida o crea una a tu medida para comenzar a practicar.</p>
          <button type="button" className="btn btn-primary" onClick={() => setWizardOpen(true)}>
            Configurar entrevista
          </button>
        </PlaceholderPage>
      )}
      {wizardOpen && !sessionId && (
        <SetupWizard
          onClose={() => setWizardOpen(false)}
          onStarted={(chatSessionId) => {
            setStoredSessionId(chatSessionId);
            setCreated(true);
            setSessionId(chatSessionId);
            setWizardOpen(false);
          }}
        />
      )}
    </>
  );
}
