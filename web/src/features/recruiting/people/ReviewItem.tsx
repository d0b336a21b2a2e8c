import { formatDateTime } from '@clara/domain/common/dates';
import { REVIEW_TEXTS, type ReviewRequest } from '@clara/domain/reviews/model';
import { ReviewAnswerForm } from './ReviewAnswerForm';
import { RoleMay } from '../../hiring/role';

const T = REVIEW_TEXTS;

/** One review request: when, from where, the candidate's comment, the deadline, and the answer or its form. */
export function ReviewItem({ request, showName = false }: { request: ReviewRequest; showName?: boolean }) {
  return (
    <li className="rc-pp-review" data-review-id={request.id}>
      <p className="rc-pp-small">
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
      <blockquote className="rc-pp-quote">{request.comment || T.noComment}</blockquote>
      {request.answer ? (
        <div className="rc-pp-answer">
          <p className="muted rc-pp-small">
            {T.answeredBy(request.answer.by.email, formatDateTime(request.answer.at))}
          </p>
          <p className="rc-pre-wrap">{request.answer.text}</p>
        </div>
      ) : (
        <RoleMay action="manage">
          <ReviewAnswerForm requestId={request.id} candidateName={request.candidateName} />
        </RoleMay>
      )}
    </li>
  );
}
