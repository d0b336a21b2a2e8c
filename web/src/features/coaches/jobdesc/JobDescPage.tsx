import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { JOBDESC_STORAGE_KEY, JOBDESC_TEXTS } from '@clara/domain/jobdesc/model';
import { PRODUCT } from '@clara/domain/brand';
import { localStore } from '../../../platform/storage';
import { QueryProvider } from '../../../platform/query';
import { AccessCodeModal } from './AccessCodeModal';
import { ChatLayout } from '../shared/ChatParts';
import { JobDescChat } from './JobDescChat';
import { PastDescriptions } from './PastDescriptions';
import { isRefusedCode, useJobDescChat, vacancyErrorText } from './useJobDescChat';
import '../coaches.css';

/** /jobdesc: the job-description assistant, gated by a company access code (SPEC §2, §4, §6). */
export default function JobDescPage() {
  return (
    <QueryProvider>
      <JobDescAssistant />
    </QueryProvider>
  );
}

function JobDescAssistant() {
  const [stored, setStored] = useState<string | null>(() => localStore.get(JOBDESC_STORAGE_KEY));
  const [changing, setChanging] = useState(false);
  const chat = useJobDescChat(stored);
  // The remembered code stopped working (deactivated): forget it and ask for another.
  const refused = chat.session.status === 'failed' && isRefusedCode(chat.session.error);
  if (refused && localStore.get(JOBDESC_STORAGE_KEY) === stored) localStore.remove(JOBDESC_STORAGE_KEY);
  const code = refused ? null : stored;
  const { toVacancy } = chat;
  const pastId = toVacancy.variables ?? null;

  const onVerified = (verified: string) => {
    localStore.set(JOBDESC_STORAGE_KEY, verified);
    toVacancy.reset();
    setStored(verified);
    setChanging(false);
    if (verified === stored) chat.session.reload();
  };

  return (
    <>
      <ChatLayout
        nav={
          <Link to="/dashboard" className="cx-nav-link">
            {RECRUITING_TEXTS.backToDashboard}
          </Link>
        }
        bar={
          <>
            <div className="cx-chat-who cx-wrap">
              <h1>{JOBDESC_TEXTS.title}</h1>
              <p className="muted">Responde unas preguntas y {PRODUCT.name} redactará la descripción del puesto.</p>
            </div>
            <div className="cx-chat-actions">
              <button type="button" className="btn btn-secondary" onClick={() => setChanging(true)}>
                {JOBDESC_TEXTS.changeCode}
              </button>
            </div>
          </>
        }
      >
        {code ? (
          <JobDescChat chat={chat} />
        ) : (
          <div className="card cx-chat-scroll page-center" data-testid="jobdesc-chat">
            <p className="muted">{JOBDESC_TEXTS.codeHelp}</p>
          </div>
        )}
        {code && (
          <PastDescriptions
            code={code}
            onCreateVacancy={(chatId) => toVacancy.mutate(chatId)}
            creatingId={toVacancy.isPending ? pastId : null}
            errorFor={toVacancy.isError && pastId ? { id: pastId, text: vacancyErrorText(toVacancy.error) } : null}
          />
        )}
      </ChatLayout>
      {(!code || changing) && (
        <AccessCodeModal
          key={code ?? 'none'}
          initialError={refused ? JOBDESC_TEXTS.invalidCode : ''}
          onVerified={onVerified}
          onClose={code ? () => setChanging(false) : undefined}
        />
      )}
    </>
  );
}
