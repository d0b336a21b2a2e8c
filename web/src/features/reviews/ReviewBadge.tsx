import { REVIEW_TEXTS } from '@clara/domain/reviews/model';
import { useRoleMay } from '../hiring/role';
import { useReviewRequests } from './reviewQueries';
import './reviews.css';

/**
 * Issue 20: on a candidate (row, board card, modal), their open request for a human review, overdue or not. The
 * requests are the company's report: a role that may not read it (issue 32) is shown no badge and asks nothing.
 */
export function ReviewBadge({ applicationId }: { applicationId: string }) {
  return useRoleMay('report') ? <OpenReviewBadge applicationId={applicationId} /> : null;
}

function OpenReviewBadge({ applicationId }: { applicationId: string }) {
  const requests = useReviewRequests();
  const open = requests.data?.requests.find((request) => request.applicationId === applicationId);
  if (!open) return null;
  return (
    <span className={`badge ${open.overdue ? 'badge-red' : 'badge-yellow'} rv-badge`} data-testid="review-badge">
      {open.overdue ? REVIEW_TEXTS.badgeOverdue : REVIEW_TEXTS.badge}
    </span>
  );
}
