import { useState } from 'react';
import { JOBDESC_LIMITS, JOBDESC_TEXTS } from '@clara/domain/jobdesc/model';
import { JOBDESC_TEXTAREA_MAX_HEIGHT_PX } from '@clara/domain/constants';
import { PRODUCT } from '@clara/domain/brand';
import { PageSpinner } from '../../../ui/PageSpinner';
import { ChatBubbles } from '../shared/ChatBubbles';
import { ChatComposer, RetryPanel, SendRetry } from '../shared/ChatParts';
import { useStickToBottom, useWindowHeight } from '../shared/hooks';
import { jobDescChatHeight } from '../shared/layout';
import { ConcludedPanel } from './ConcludedPanel';
import { vacancyErrorText, type useJobDescChat } from './useJobDescChat';

/** The open description's conversation: the messages, the closing panel, the input while it is open. */
export function JobDescChat({ chat }: { chat: ReturnType<typeof useJobDescChat> }) {
  const { session, startNew, toVacancy } = chat;
  const [text, setText] = useState('');
  const windowHeight = useWindowHeight();
  const listRef = useStickToBottom<HTMLDivElement>(`${session.history.length}-${session.sending}`);
  const openVacancy = toVacancy.variables === undefined;
  const data = session.data;
  return (
    <>
      <div
        ref={listRef}
        className="card cx-chat-scroll"
        style={{ height: jobDescChatHeight(windowHeight) }}
        data-testid="jobdesc-chat"
        aria-label="Conversación"
      >
        {session.status === 'loading' && <PageSpinner />}
        {session.status === 'failed' && <RetryPanel text={JOBDESC_TEXTS.loadError} onRetry={session.reload} />}
        {session.status === 'ready' && data && (
          <>
            <ChatBubbles messages={session.history} waiting={session.sending} assistantName={PRODUCT.name} />
            {session.failed && <SendRetry text={JOBDESC_TEXTS.sendError} onRetry={session.retry} />}
            {!data.isChatActive && (
              <ConcludedPanel
                chat={data}
                onCreateVacancy={() => toVacancy.mutate(undefined)}
                creatingVacancy={toVacancy.isPending && openVacancy}
                vacancyError={toVacancy.isError && openVacancy ? vacancyErrorText(toVacancy.error) : ''}
                onNewDescription={() => {
                  toVacancy.reset();
                  startNew.mutate();
                }}
                startingNew={startNew.isPending}
                newError={startNew.isError ? JOBDESC_TEXTS.newError : ''}
              />
            )}
          </>
        )}
      </div>
      {session.status === 'ready' && data?.isChatActive && (
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
          onSend={() => {
            if (session.send(text)) setText('');
          }}
          busy={session.sending || Boolean(session.failed)}
        />
      )}
    </>
  );
}
