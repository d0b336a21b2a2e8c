import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { JOBDESC_LIMITS, JOBDESC_STORAGE_KEY, JOBDESC_TEXTS } from '@clara/domain/jobdesc/model';
import { JOBDESC_TEXTAREA_MAX_HEIGHT_PX } from '@clara/domain/constants';
import { PRODUCT } from '@clara/domain/brand';
import type { ChatMessage } from '@clara/domain/interview/session';
import { ApiRequestError } from '../../../platform/api';
import { localStore } from '../../../platform/storage';
import { useCopyToClipboard } from '../../../ui/clipboard';
import { ErrorText } from '../../../ui/forms';
import { PageSpinner } from '../../../ui/PageSpinner';
import { jobDescApi } from '../api';
import { AccessCodeModal } from './AccessCodeModal';
import { ChatBubbles } from '../shared/ChatBubbles';
import { ChatComposer, ChatLayout, RetryPanel } from '../shared/ChatParts';
import { useStickToBottom, useWindowHeight } from '../shared/hooks';
import { jobDescChatHeight } from '../shared/layout';
import '../coaches.css';

type Phase = 'code' | 'loading' | 'chat' | 'failed';

/** /jobdesc: the job-description assistant, gated by a company access code (SPEC §2, §4, §6). */
export default function JobDescPage() {
  const [code, setCode] = useState<string | null>(() => localStore.get(JOBDESC_STORAGE_KEY));
  const [phase, setPhase] = useState<Phase>(code ? 'loading' : 'code');
  const [codeModal, setCodeModal] = useState<{ error: string } | null>(code ? null : { error: '' });
  const [history, setHistory] = useState<ChatMessage[]>([]);
  const [active, setActive] = useState(true);
  const [canCreateVacancy, setCanCreateVacancy] = useState(false);
  const [vacancyId, setVacancyId] = useState<string | null>(null);
  const [description, setDescription] = useState<string | null>(null);
  const [vacancyBusy, setVacancyBusy] = useState(false);
  const [vacancyError, setVacancyError] = useState('');
  const [copyState, copy] = useCopyToClipboard(2000);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const windowHeight = useWindowHeight();
  const listRef = useStickToBottom<HTMLDivElement>(`${history.length}-${sending}`);

  const loadChat = useCallback(async (accessCode: string) => {
    setPhase('loading');
    try {
      const chat = await jobDescApi.chat(accessCode);
      setHistory(chat.chatHistory);
      setActive(chat.isChatActive);
      setCanCreateVacancy(chat.canCreateVacancy);
      setVacancyId(chat.vacancyId);
      setDescription(chat.description);
      setPhase('chat');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        // The stored code stopped working (deactivated): ask for another.
        localStore.remove(JOBDESC_STORAGE_KEY);
        setCode(null);
        setPhase('code');
        setCodeModal({ error: JOBDESC_TEXTS.invalidCode });
        return;
      }
      console.error('No se pudo cargar la conversación', error);
      setPhase('failed');
    }
  }, []);

  // On arrival, the remembered code's conversation (loadChat is stable); later codes are loaded by onVerified.
  useEffect(() => {
    const remembered = localStore.get(JOBDESC_STORAGE_KEY);
    if (remembered) void loadChat(remembered);
  }, [loadChat]);

  const onVerified = (verified: string) => {
    localStore.set(JOBDESC_STORAGE_KEY, verified);
    setCode(verified);
    setCodeModal(null);
    setVacancyError('');
    void loadChat(verified);
  };

  const send = async () => {
    const message = text.trim();
    if (!message || sending || !code || !active) return;
    const optimistic: ChatMessage = { text: message, type: 'user', timestamp: Date.now() };
    setHistory((current) => [...current, optimistic]);
    setText('');
    setSending(true);
    try {
      const reply = await jobDescApi.send(code, message);
      setHistory((current) => [...current, reply.message]);
      setActive(reply.isChatActive);
      if (!reply.isChatActive) {
        setCanCreateVacancy(true);
        setDescription(reply.description ?? reply.message.text);
      }
    } catch (error) {
      console.error('No se pudo enviar el mensaje', error);
      setHistory((current) => current.filter((m) => m !== optimistic));
      setText(message);
      // SPEC §8: an alert asking to retry.
      window.alert(error instanceof ApiRequestError && error.status === 409 ? error.message : JOBDESC_TEXTS.sendError);
      if (error instanceof ApiRequestError && error.status === 409) void loadChat(code);
    } finally {
      setSending(false);
    }
  };

  const finalDescription = description ?? history.filter((m) => m.type === 'system').at(-1)?.text ?? '';

  const createVacancy = async () => {
    if (!code) return;
    setVacancyBusy(true);
    setVacancyError('');
    try {
      const { vacancyId: id } = await jobDescApi.toVacancy(code);
      setVacancyId(id);
      setCanCreateVacancy(false);
    } catch (error) {
      console.error('No se pudo crear la vacante', error);
      setVacancyError(
        error instanceof ApiRequestError && error.status > 0 && error.status < 500
          ? error.message
          : JOBDESC_TEXTS.vacancyError,
      );
    } finally {
      setVacancyBusy(false);
    }
  };

  return (
    <>
      <ChatLayout
        nav={
          <Link to="/dashboard" className="cx-nav-link">
            {JOBDESC_TEXTS.backToDashboard}
          </Link>
        }
        bar={
          <>
            <div className="cx-chat-who cx-wrap">
              <h1>{JOBDESC_TEXTS.title}</h1>
              <p className="muted">Responde unas preguntas y {PRODUCT.name} redactará la descripción del puesto.</p>
            </div>
            <div className="cx-chat-actions">
              <button type="button" className="btn btn-secondary" onClick={() => setCodeModal({ error: '' })}>
                {JOBDESC_TEXTS.changeCode}
              </button>
            </div>
          </>
        }
      >
        <div
          ref={listRef}
          className="card cx-chat-scroll"
          style={{ height: jobDescChatHeight(windowHeight) }}
          data-testid="jobdesc-chat"
          aria-label="Conversación"
        >
          {phase === 'loading' && <PageSpinner />}
          {phase === 'code' && (
            <div className="page-center">
              <p className="muted">{JOBDESC_TEXTS.codeHelp}</p>
            </div>
          )}
          {phase === 'failed' && (
            <RetryPanel text={JOBDESC_TEXTS.loadError} onRetry={() => code && void loadChat(code)} />
          )}
          {phase === 'chat' && (
            <>
              <ChatBubbles messages={history} waiting={sending} assistantName={PRODUCT.name} />
              {!active && (
                <div className="cx-concluded" role="status">
                  <p className="cx-concluded-title">{JOBDESC_TEXTS.concluded}</p>
                  <div className="row">
                    <button type="button" className="btn btn-secondary" onClick={() => void copy(finalDescription)}>
                      {copyState === 'copied' ? JOBDESC_TEXTS.copied : JOBDESC_TEXTS.copyDescription}
                    </button>
                    {canCreateVacancy && !vacancyId && (
                      <button type="button" className="btn btn-primary" onClick={createVacancy} disabled={vacancyBusy}>
                        {vacancyBusy ? JOBDESC_TEXTS.creatingVacancy : JOBDESC_TEXTS.createVacancy}
                      </button>
                    )}
                  </div>
                  {vacancyId && (
                    <p className="success-text">
                      {JOBDESC_TEXTS.vacancyCreated} <Link to="/dashboard">{JOBDESC_TEXTS.viewDashboard}</Link>
                    </p>
                  )}
                  <ErrorText>{vacancyError}</ErrorText>
                </div>
              )}
            </>
          )}
        </div>
        {phase === 'chat' && active && (
          // SPEC §9: the textarea grows with its text up to 150 px.
          <ChatComposer
            id="jobdesc-message"
            label="Tu respuesta"
            rows={1}
            growTo={JOBDESC_TEXTAREA_MAX_HEIGHT_PX}
            maxLength={JOBDESC_LIMITS.messageChars}
            placeholder={JOBDESC_TEXTS.placeholder}
            sendLabel={JOBDESC_TEXTS.send}
            value={text}
            onChange={setText}
            onSend={() => void send()}
            busy={sending}
          />
        )}
      </ChatLayout>
      {codeModal && (
        <AccessCodeModal
          initialError={codeModal.error}
          onVerified={onVerified}
          onClose={code && phase !== 'code' ? () => setCodeModal(null) : undefined}
        />
      )}
    </>
  );
}
