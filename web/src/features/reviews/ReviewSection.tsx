import { formatDateTime } from '@clara/domain/common/dates';
import { REVIEW_TEXTS } from '@clara/domain/reviews/model';
import { useApplicationReviews } from './reviewQueries';
import { ReviewBadge } from './ReviewBadge';
import { ReviewItem } from './ReviewItem';
import './reviews.css';

const T = REVIEW_TEXTS;

/** Issue 20, in the candidate modal: the candidate's review requests (answered here) and the context they added. */
export function ReviewSection({ applicationId }: { applicationId: string }) {
  const load = useApplicationReviews(applicationId);
  if (load.isError) return <p className="error-text">{T.loadError}</p>;
  const data = load.data;
  if (!data || (data.requests.length === 0 && data.comments.length === 0)) return null;
  return (
    <section className="rv-section" aria-labelledby="review-title" data-testid="review-section">
      <h3 id="review-title">
        {T.sectionTitle} <ReviewBadge applicationId={applicationId} />
      </h3>
      {data.comments.length > 0 && (
        <div>
          <h4 className="rv-small">{T.candidateContext}</h4>
          <ul className="rv-notes" data-testid="candidate-comments">
            {data.comments.map((comment) => (
              <li key={comment.id}>
                <span className="muted rv-small">{formatDateTime(comment.createdAt)}</span> {comment.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {data.requests.length > 0 && (
        <ul className="request-list">
          {[...data.requests].reverse().map((request) => (
            <ReviewItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}
