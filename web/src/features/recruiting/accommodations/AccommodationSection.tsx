import { useState } from 'react';
import { formatDateTime } from '@clara/domain/common/dates';
import {
  ACCOMMODATION_ANSWER_MAX,
  ACCOMMODATION_TEXTS,
  accommodationKindsLabel,
  type AccommodationDecision,
  type AccommodationRequest,
} from '@clara/domain/interview/accommodations';
import { describeFailure } from '../../hiring/failures';
import { RoleMay } from '../../hiring/role';
import { useAnswerAccommodation, useApplicationAccommodations } from './accommodationQueries';

const T = ACCOMMODATION_TEXTS;

/**
 * Issue 33, in the candidate modal: what the candidate asked for in their interview (an adjustment or a person),
 * whether the interview waits, and the answer, or its form (the message is emailed to the candidate).
 */
export function AccommodationSection({ applicationId }: { applicationId: string }) {
  const load = useApplicationAccommodations(applicationId);
  if (load.isError) return <p className="error-text">{T.loadError}</p>;
  const requests = load.data?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <section className="rc-pp-section" aria-labelledby="accommodation-title" data-testid="accommodation-section">
      <h3 id="accommodation-title">{T.sectionTitle}</h3>
      <ul className="request-list">
        {[...requests].reverse().map((request) => (
          <AccommodationItem key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}

function AccommodationItem({ request }: { request: AccommodationRequest }) {
  return (
    <li className="request-item" data-accommodation-id={request.id}>
      <p>
        <strong>{accommodationKindsLabel(request.kinds)}</strong>
      </p>
      <p className="rc-pp-small">
        {T.requestedOn(formatDateTime(request.requestedAt))} · {request.wait ? T.waiting : T.continued}
      </p>
      <blockquote className="request-quote">{request.comment || T.noComment}</blockquote>
      {request.answer ? (
        <div className="request-answer">
          <p className="muted rc-pp-small">
            {T.answeredBy(
              T.decisions[request.answer.decision],
              request.answer.by.email,
              formatDateTime(request.answer.at),
            )}
          </p>
          <p className="pre-wrap">{request.answer.message}</p>
        </div>
      ) : (
        <RoleMay action="manage">
          <AnswerForm request={request} />
        </RoleMay>
      )}
    </li>
  );
}

function AnswerForm({ request }: { request: AccommodationRequest }) {
  const answer = useAnswerAccommodation(request.applicationId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const send = async (decision: AccommodationDecision) => {
    setError('');
    try {
      await answer.mutateAsync({ id: request.id, decision, message });
    } catch (failure) {
      setError(`${T.answerFailed} ${describeFailure(failure)}`);
    }
  };
  const off = answer.isPending || !message.trim();
  return (
    <div className="stack">
      <label className="field">
        <span>
          {T.answerLabel} ({request.candidateName})
        </span>
        <textarea
          rows={3}
          maxLength={ACCOMMODATION_ANSWER_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <div className="row">
        <button type="button" className="btn btn-primary btn-sm" disabled={off} onClick={() => void send('accepted')}>
          {T.accept}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" disabled={off} onClick={() => void send('declined')}>
          {T.decline}
        </button>
        {error && (
          <span role="alert" className="error-text">
            {error}
          </span>
        )}
      </div>
    </div>
  );
}
