import { REVIEW_TEXTS } from '@clara/domain/reviews/model';
import { useReviewRequests } from './peopleQueries';
import { ReviewItem } from './ReviewItem';

const T = REVIEW_TEXTS;

/** Issue 20, on the dashboard: the open requests for a human review, overdue first, each answered in place. */
export function ReviewRequestsPanel() {
  const load = useReviewRequests();
  const requests = load.data?.requests ?? [];
  const overdue = requests.filter((request) => request.overdue).length;
  if (load.isPending) return null;
  return (
    <section className="card stack rc-pp-panel" data-testid="review-requests" aria-labelledby="review-requests-title">
      <h2 id="review-requests-title" className="rc-pp-panel-title">
        {T.listTitle} ({requests.length})
        {overdue > 0 && <span className="badge badge-red rc-pp-flag">{`${T.overdue}: ${overdue}`}</span>}
      </h2>
      {load.isError && <p className="error-text">{T.loadError}</p>}
      {requests.length === 0 ? (
        <p className="muted">{T.listEmpty}</p>
      ) : (
        <ul className="rc-pp-reviews">
          {requests.map((request) => (
            <ReviewItem key={request.id} request={request} showName />
          ))}
        </ul>
      )}
    </section>
  );
}
