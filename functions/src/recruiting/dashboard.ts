import { interviewCodeFromRef, type Application, type Vacancy, type Withdrawal } from '@clara/domain';
import { listCompanyWithdrawals } from '../trust/withdrawals';
import { listCompanyApplications } from './applications';
import { getInterviewSummaries } from './companyInterviews';
import { listCompanyVacancies } from './vacancies';

/** `GET /api/vacancies`: the company's vacancies, newest first, with their applications, interviews and candidate. */
export async function listDashboardVacancies(companyId: string): Promise<Vacancy[]> {
  const [vacancies, applications, withdrawals] = await Promise.all([
    listCompanyVacancies(companyId),
    listCompanyApplications(companyId),
    listCompanyWithdrawals(companyId),
  ]);
  const interviews = await getInterviewSummaries(applications.map((app) => app.interviewId ?? '').filter(Boolean));

  const byVacancy = new Map<string, Application[]>();
  for (const { companyId: _companyId, ...app } of applications) {
    const code = interviewCodeFromRef(app.interviewId);
    const interview = code ? interviews.get(code) : undefined;
    const list = byVacancy.get(app.vacancyId) ?? [];
    list.push({ ...app, interviews: interview ? [interview] : [], candidate: { name: app.name, email: app.email } });
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
