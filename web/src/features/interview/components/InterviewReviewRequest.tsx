import { useState } from 'react';
import { formatDateTime } from '@clara/domain/common/dates';
import { REVIEW_TEXTS } from '@clara/domain/reviews/model';
import { ApiRequestError, callApi } from '../../../platform/api';
import { ReviewRequestForm } from '../../../ui/ReviewRequestForm';

const T = REVIEW_TEXTS;

/**
 * Issue 20, at the end of a company interview: the candidate asks that a person of the company review it. The
 * company answers in writing, by email, within the deadline the confirmation states.
 */
export function InterviewReviewRequest({ code }: { code: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true; text: string } | { ok: false; text: string } | null>(null);

  const send = async (comment: string) => {
    setBusy(true);
    try {
      // The routes module brings zod: loaded when the candidate asks, not with the chat.
      const { interviewReviewRequestRoute } = await import('@clara/domain/reviews/routes');
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
    <div className="stack">
      <p className="muted">{T.requestIntro}</p>
      <ReviewRequestForm onSend={send} busy={busy} error={result && !result.ok ? result.text : null} compact />
    </div>
  );
}
