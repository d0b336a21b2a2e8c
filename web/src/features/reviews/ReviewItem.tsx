import { formatDateTime } from '@clara/domain/common/dates';
import { REVIEW_TEXTS, type ReviewRequest } from '@clara/domain/reviews/model';
import { ReviewAnswerForm } from './ReviewAnswerForm';
import { RoleMay } from '../hiring/role';
import './reviews.css';

const T = REVIEW_TEXTS;

/** One review request: when, from where, the candidate's comment, the deadline, and the answer or its form. */
export function ReviewItem({ request, showName = false }: { request: ReviewRequest; showName?: boolean }) {
  return (
    <li className="request-item" data-review-id={request.id}>
      <p className="rv-small">
        {showName && <strong>{request.candidateName} · </strong>}
        {T.requestedOn(formatDateTime(request.requestedAt))} ({request.source === 'link' ? T.fromLink : T.fromInterview}
        ){' · '}
        {request.status === 'open' && (
          <>
            {T.dueOn(formatDateTime(request.dueAt))}{' '}
            {request.overdue && <span className="badge badge-red">{T.overdue}</span>}
          </>
        )}
      </p>
      <blockquote className="request-quote">{request.comment || T.noComment}</blockquote>
      {request.answer ? (
        <div className="request-answer">
          <p className="muted rv-small">{T.answeredBy(request.answer.by.email, formatDateTime(request.answer.at))}</p>
          <p className="pre-wrap">{request.answer.text}</p>
        </div>
      ) : (
        <RoleMay action="manage">
          <ReviewAnswerForm requestId={request.id} candidateName={request.candidateName} />
        </RoleMay>
      )}
    </li>
  );
}
