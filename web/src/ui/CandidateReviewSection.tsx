import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@clara/domain/common/dates';
import { REVIEW_COMMENT_MAX, REVIEW_TEXTS } from '@clara/domain/reviews/model';
import { candidateCommentRoute, linkReviewRequestRoute } from '@clara/domain/reviews/routes';
import { ApiRequestError, callApi } from '../platform/api';
import { ReviewRequestForm } from './ReviewRequestForm';
import { candidateReviewQueries } from './candidateReviewQueries';

const T = REVIEW_TEXTS;
const failureText = (failure: unknown) => (failure instanceof ApiRequestError ? failure.message : T.failed);

/**
 * Issue 20, on the candidate's page: ask that a person of the company review their case (answered in writing
 * within the deadline, by email), see the answer, and add context to their analysis.
 */
export function CandidateReviewSection({ token }: { token: string }) {
  const client = useQueryClient();
  const reviews = useQuery(candidateReviewQueries.reviews(token));
  const refresh = () => client.invalidateQueries({ queryKey: candidateReviewQueries.reviews(token).queryKey });
  const request = useMutation({
    mutationFn: (comment: string) => callApi(linkReviewRequestRoute, { body: { token, comment } }),
    onSettled: refresh,
  });
  const addContext = useMutation({
    mutationFn: (text: string) => callApi(candidateCommentRoute, { body: { token, text } }),
    onSettled: refresh,
  });
  const [context, setContext] = useState('');
  const data = reviews.data;
  const open = data?.requests.find((item) => item.status === 'open');

  const sendContext = (event: FormEvent) => {
    event.preventDefault();
    addContext.mutate(context, { onSuccess: () => setContext('') });
  };

  if (!data) return null;
  return (
    <>
      <section className="stack" aria-labelledby="review-request-title" data-testid="candidate-review">
        <h2 id="review-request-title">{T.request}</h2>
        <p className="muted">{T.requestIntro}</p>
        {request.isSuccess && (
          <p role="status" className="success-text">
            {T.sent(request.data.deadlineDays, formatDateTime(request.data.dueAt))}
          </p>
        )}
        {[...data.requests].reverse().map((item) => (
          <div key={item.id} className="card stack" data-review-id={item.id}>
            <p className="muted">{formatDateTime(item.requestedAt)}</p>
            {item.comment && <blockquote>{item.comment}</blockquote>}
            {item.answer ? (
              <>
                <p>
                  <strong>{T.answered(formatDateTime(item.answer.at))}</strong>
                </p>
                <p data-testid="review-answer">{item.answer.text}</p>
              </>
            ) : (
              <p>{T.pending(formatDateTime(item.dueAt))}</p>
            )}
          </div>
        ))}
        {!open && (
          <ReviewRequestForm
            onSend={(comment) => request.mutateAsync(comment)}
            busy={request.isPending}
            error={request.isError ? failureText(request.error) : null}
          />
        )}
      </section>
      <section className="stack" aria-labelledby="context-title" data-testid="candidate-context">
        <h2 id="context-title">{T.addContext}</h2>
        <p className="muted">{T.addContextIntro}</p>
        {data.comments.length > 0 && (
          <ul>
            {data.comments.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ul>
        )}
        <form className="stack" onSubmit={sendContext}>
          <label className="field">
            <span>{T.contextLabel}</span>
            <textarea
              rows={3}
              required
              maxLength={REVIEW_COMMENT_MAX}
              value={context}
              onChange={(event) => setContext(event.target.value)}
            />
          </label>
          <div>
            <button type="submit" className="btn btn-secondary" disabled={addContext.isPending || !context.trim()}>
              {T.sendContext}
            </button>
          </div>
        </form>
        {addContext.isSuccess && (
          <p role="status" className="success-text">
            {T.contextSent}
          </p>
        )}
        {addContext.isError && (
          <p role="alert" className="error-text">
            {failureText(addContext.error)}
          </p>
        )}
      </section>
    </>
  );
}
