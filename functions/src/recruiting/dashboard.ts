import {
  interviewCodeFromRef,
  summaryFor,
  type ClaraAccess,
  type Application,
  type InterviewSummary,
  type Vacancy,
  type Withdrawal,
} from '@clara/domain';
import { listCompanyWithdrawals } from './withdrawals';
import { listCompanyApplications, type StoredApplication } from './applications';
import { getInterviewSummaries } from './companyInterviews';
import { listCompanyVacancies } from './vacancies';
import { claraAccessFor } from '../scorecards/access';

/**
 * An application as the dashboard shows it: with its interview's summary and the candidate; Clara's judgement
 * withheld while the caller scores this candidate blind (`maySeeClara`). Issue 31: a list carries no CV and no
 * transcript (only whether there is one): opening either goes through the call that serves it and records the
 * view (`GET /api/application/:id/cv`, `/transcript`).
 */
export function dashboardApplication(
  { companyId: _companyId, ...app }: StoredApplication,
  interviews: ReadonlyMap<string, InterviewSummary>,
  access: ClaraAccess,
): Application {
  const code = interviewCodeFromRef(app.interviewId);
  const interview = code ? interviews.get(code) : undefined;
  return {
    ...app,
    cv: '',
    hasCv: app.cv.trim() !== '',
    interviews: interview ? [listedSummary(summaryFor(access, app.id, interview))] : [],
    candidate: { name: app.name, email: app.email },
  };
}

/** An interview summary as a list carries it: the transcript's text left out, whether it has one kept. */
const listedSummary = (summary: InterviewSummary): InterviewSummary => ({
  ...summary,
  transcription: '',
  hasTranscript: summary.transcription.trim() !== '',
});

/** `GET /api/vacancies`: the company's vacancies, newest first, with their applications, interviews and candidate. */
export async function listDashboardVacancies(companyId: string, uid: string): Promise<Vacancy[]> {
  const [vacancies, applications, withdrawals, access] = await Promise.all([
    listCompanyVacancies(companyId),
    listCompanyApplications(companyId),
    listCompanyWithdrawals(companyId),
    claraAccessFor(companyId, uid),
  ]);
  const interviews = await getInterviewSummaries(applications.map((app) => app.interviewId ?? '').filter(Boolean));

  const byVacancy = new Map<string, Application[]>();
  for (const app of applications) {
    const list = byVacancy.get(app.vacancyId) ?? [];
    list.push(dashboardApplication(app, interviews, access));
    byVacancy.set(app.vacancyId, list);
  }
  const withdrawnByVacancy = new Map<string, Withdrawal[]>();
  for (const line of withdrawals)
    withdrawnByVacancy.set(line.vacancyId, [...(withdrawnByVacancy.get(line.vacancyId) ?? []), line]);
  return vacancies
    .map(({ companyId: _companyId, ...vacancy }) => ({
      ...vacancy,
      applications: (byVacancy.get(vacancy.id) ?? []).sort((a, b) => a.createdAt - b.createdAt),
      withdrawals: (withdrawnByVacancy.get(vacancy.id) ?? []).sort((a, b) => a.date - b.date),
    }))
    .sort((a, b) => b.createdAt - a.createdAt);
}
