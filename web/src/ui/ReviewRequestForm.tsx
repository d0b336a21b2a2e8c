import { useState, type FormEvent } from 'react';
import { REVIEW_COMMENT_MAX, REVIEW_TEXTS } from '@clara/domain/reviews/model';

interface ReviewRequestFormProps {
  /** Sends the request with the candidate's comment ('' for none); the field empties once it resolves. */
  onSend: (comment: string) => Promise<unknown>;
  busy: boolean;
  /** Why the last request failed, shown under the form. */
  error: string | null;
  /** The smaller button, inside the interview's chat. */
  compact?: boolean;
}

/**
 * Issue 20: the candidate asks that a person of the company review their case, with an optional comment. One
 * form for both places a candidate can ask: the end of a company interview and their data page (/mis-datos).
 */
export function ReviewRequestForm({ onSend, busy, error, compact = false }: ReviewRequestFormProps) {
  const [comment, setComment] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(comment).then(
      () => setComment(''),
      () => undefined, // the caller shows the failure (`error`); the comment stays to send again
    );
  };
  return (
    <form className="stack" onSubmit={submit}>
      <label className="field">
        <span>{REVIEW_TEXTS.commentLabel}</span>
        <textarea
          rows={3}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <div>
        <button type="submit" className={compact ? 'btn btn-primary btn-sm' : 'btn btn-primary'} disabled={busy}>
          {REVIEW_TEXTS.send}
        </button>
      </div>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </form>
  );
}
