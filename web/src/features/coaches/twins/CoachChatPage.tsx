import { useState } from 'react';
import { COACH_LIMITS, COACH_TEXTS, coachChatByName, type CoachName } from '@clara/domain/coaches/model';
import { PageSpinner } from '../../../ui/PageSpinner';
import { QueryProvider } from '../../../platform/query';
import { ChatBubbles } from '../shared/ChatBubbles';
import { ChatComposer, ChatLayout, RetryPanel, SendRetry } from '../shared/ChatParts';
import { useElementHeight, useStickToBottom, useWindowHeight } from '../shared/hooks';
import { coachChatHeight } from '../shared/layout';
import { CoachChatBar } from './CoachChatBar';
import { CoachChatDialogs, type CoachChatDialog } from './CoachChatDialogs';
import { useCoach } from './useCoach';
import { useCoachSession } from './useCoachSession';
import '../coaches.css';

/** A coach's chat page (SPEC §2 Digital twins, §4 typewriter, §9 height rule); the session id is kept per coach name. */
export function CoachChatPage({ coachName }: { coachName: CoachName }) {
  return (
    <QueryProvider>
      <CoachChat coachName={coachName} />
    </QueryProvider>
  );
}

function CoachChat({ coachName }: { coachName: CoachName }) {
  const chat = coachChatByName(coachName)!;
  const coach = useCoach(chat.coachId);
  const session = useCoachSession(coachName, chat.coachId);
  const [text, setText] = useState('');
  const [dialog, setDialog] = useState<CoachChatDialog>(null);
  const windowHeight = useWindowHeight();
  const [inputRef, inputHeight] = useElementHeight<HTMLFormElement>();
  const listRef = useStickToBottom<HTMLDivElement>(`${session.history.length}-${session.sending}`);
  const name = coach?.name ?? '';

  return (
    <>
      <ChatLayout
        bar={
          <CoachChatBar
            coach={coach}
            canShare={Boolean(session.sessionId)}
            canStartOver={session.phase !== 'starting'}
            onOpen={setDialog}
          />
        }
      >
        {session.notice && (
          <p className="cx-notice" role="status">
            {session.notice}
          </p>
        )}
        <div
          ref={listRef}
          className="cx-chat-scroll card"
          style={{ height: coachChatHeight(windowHeight, inputHeight) }}
          data-testid="coach-chat"
          tabIndex={0}
          aria-label="Conversación"
        >
          {session.phase === 'starting' && <PageSpinner />}
          {session.phase === 'failed' && <RetryPanel text={COACH_TEXTS.sessionStartError} onRetry={session.retry} />}
          {session.phase === 'ready' && (
            <ChatBubbles
              messages={session.history}
              animateTimestamp={session.animate}
              onAnimationDone={session.animationDone}
              waiting={session.sending}
              assistantName={name || 'Coach'}
              assistantImage={coach?.image}
            />
          )}
          {session.failed && <SendRetry onRetry={session.retrySend} />}
        </div>
        <ChatComposer
          formRef={inputRef}
          id="coach-message"
          label={`Mensaje para ${name || 'el coach'}`}
          rows={2}
          maxLength={COACH_LIMITS.messageChars}
          placeholder={COACH_TEXTS.placeholder}
          sendLabel={COACH_TEXTS.send}
          value={text}
          onChange={setText}
          onSend={() => {
            if (session.send(text)) setText('');
          }}
          busy={session.sending || session.failed}
          disabled={session.phase !== 'ready'}
        />
      </ChatLayout>

      <CoachChatDialogs
        dialog={dialog}
        coach={coach}
        sessionId={session.sessionId}
        shareLink={session.sessionId ? `${window.location.origin}${chat.path}?code=${session.sessionId}` : ''}
        onClose={() => setDialog(null)}
        onConfirmNew={() => {
          setDialog(null);
          session.startOver();
        }}
      />
    </>
  );
}
