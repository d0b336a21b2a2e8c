import { COMPANY_INTERVIEW_TEXTS } from '@clara/domain/interview/texts';

/** What the candidate holding a company interview's code sees on /analysis: whether it is complete, not the analysis. */
export function CompanyInterviewComplete({ complete }: { complete: boolean }) {
  return (
    <section className="card an-state-panel" data-testid="company-interview-complete">
      <h2>{complete ? COMPANY_INTERVIEW_TEXTS.completeTitle : COMPANY_INTERVIEW_TEXTS.pendingTitle}</h2>
      <p className="muted">{complete ? COMPANY_INTERVIEW_TEXTS.completeText : COMPANY_INTERVIEW_TEXTS.pendingText}</p>
    </section>
  );
}
