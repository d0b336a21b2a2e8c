import { answerLabel, SCREENING_TEXTS } from '@clara/domain/recruiting/screening';
import type { Application } from '@clara/domain/recruiting/types';

/** Issue 30: a knock-out not met, as the candidate list marks it (automatic rejection said so). */
export function ScreeningBadge({ application }: { application: Application }) {
  if (!application.screening?.knockedOut) return null;
  return (
    <span className="rc-screening-badge" data-testid="screening-knockout">
      {application.screening.autoRejected ? SCREENING_TEXTS.autoRejected : SCREENING_TEXTS.knockedOut}
    </span>
  );
}

/** Issue 30: the candidate's answers to the vacancy's screening questions, the ones that failed a knock-out marked. */
export function ScreeningResult({ application }: { application: Application }) {
  const screening = application.screening;
  if (!screening) return null;
  return (
    <section className="stack rc-screening-result" aria-label={SCREENING_TEXTS.resultTitle}>
      <h3>{SCREENING_TEXTS.resultTitle}</h3>
      <ScreeningBadge application={application} />
      <dl className="rc-details">
        {screening.answers.map((answer) => (
          <div key={answer.questionId} className={answer.knockedOut ? 'is-knocked-out' : undefined}>
            <dt>{answer.prompt}</dt>
            <dd>
              {answerLabel(answer)}
              {answer.knockedOut && <strong className="rc-screening-failed"> · {SCREENING_TEXTS.failedAnswer}</strong>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
