import { REVIEW_TEXTS } from '@clara/domain/reviews/model';
import { useReviewRequests } from './reviewQueries';
import { ReviewItem } from './ReviewItem';
import './reviews.css';

const T = REVIEW_TEXTS;

/** Issue 20, on the dashboard: the open requests for a human review, overdue first, each answered in place. */
export function ReviewRequestsPanel() {
  const load = useReviewRequests();
  const requests = load.data?.requests ?? [];
  const overdue = requests.filter((request) => request.overdue).length;
  if (load.isPending) return null;
  return (
    <section className="card stack rv-panel" data-testid="review-requests" aria-labelledby="review-requests-title">
      <h2 id="review-requests-title" className="rv-panel-title">
        {T.listTitle} ({requests.length})
        {overdue > 0 && <span className="badge badge-red rv-flag">{`${T.overdue}: ${overdue}`}</span>}
      </h2>
      {load.isError && <p className="error-text">{T.loadError}</p>}
      {requests.length === 0 ? (
        <p className="muted">{T.listEmpty}</p>
      ) : (
        <ul className="request-list">
          {requests.map((request) => (
            <ReviewItem key={request.id} request={request} showName />
          ))}
        </ul>
      )}
    </section>
  );
}
