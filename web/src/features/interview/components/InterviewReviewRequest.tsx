import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@clara/domain/common/dates';
import { REVIEW_COMMENT_MAX, REVIEW_TEXTS } from '@clara/domain/recruiting/reviews/model';
import { ApiRequestError, callApi } from '../../../platform/api';

const T = REVIEW_TEXTS;

/**
 * Issue 20, at the end of a company interview: the candidate asks that a person of the company review it. The
 * company answers in writing, by email, within the deadline the confirmation states.
 */
export function InterviewReviewRequest({ code }: { code: string }) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true; text: string } | { ok: false; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      // The routes module brings zod: loaded when the candidate asks, not with the chat.
      const { interviewReviewRequestRoute } = await import('@clara/domain/recruiting/reviews/routes');
      const answer = await callApi(interviewReviewRequestRoute, { body: { code, comment } });
      setResult({ ok: true, text: T.sent(answer.deadlineDays, formatDateTime(answer.dueAt)) });
    } catch (failure) {
      setResult({ ok: false, text: failure instanceof ApiRequestError ? failure.message : T.failed });
    } finally {
      setBusy(false);
    }
  };

  if (result?.ok)
    return (
      <p role="status" className="success-text" data-testid="review-requested">
        {result.text}
      </p>
    );
  if (!open)
    return (
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(true)}>
        {T.request}
      </button>
    );
  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      <p className="muted">{T.requestIntro}</p>
      <label className="field">
        <span>{T.commentLabel}</span>
        <textarea
          rows={3}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {T.send}
        </button>
      </div>
      {result && !result.ok && (
        <p role="alert" className="error-text">
          {result.text}
        </p>
      )}
    </form>
  );
}
