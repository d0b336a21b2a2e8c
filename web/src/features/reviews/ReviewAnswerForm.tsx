import { useState, type FormEvent } from 'react';
import { REVIEW_ANSWER_MAX, REVIEW_TEXTS } from '@clara/domain/reviews/model';
import { describeFailure } from '../hiring/failures';
import { useAnswerReview } from './reviewQueries';

/** The company's written answer to a review request; sending it emails the candidate. */
export function ReviewAnswerForm({ requestId, candidateName }: { requestId: string; candidateName: string }) {
  const answer = useAnswerReview();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await answer.mutateAsync({ id: requestId, answer: text });
      setText('');
    } catch (failure) {
      setError(`${REVIEW_TEXTS.answerFailed} ${describeFailure(failure)}`);
    }
  };
  if (!open)
    return (
      <div>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOpen(true)}>
          {REVIEW_TEXTS.answer}
        </button>
      </div>
    );
  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      <label className="field">
        <span>
          {REVIEW_TEXTS.answerLabel} ({candidateName})
        </span>
        <textarea
          rows={3}
          required
          maxLength={REVIEW_ANSWER_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <div className="row">
        <button type="submit" className="btn btn-primary btn-sm" disabled={answer.isPending || !text.trim()}>
          {REVIEW_TEXTS.answerSend}
        </button>
        {answer.isSuccess && <span className="success-text">{REVIEW_TEXTS.answerSent}</span>}
        {error && (
          <span role="alert" className="error-text">
            {error}
          </span>
        )}
      </div>
    </form>
  );
}
