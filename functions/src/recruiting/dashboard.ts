import { interviewCodeFromRef, type Application, type Vacancy } from '@clara/domain';
import { listCompanyApplications } from './applications';
import { getInterviewSummaries } from './companyInterviews';
import { listCompanyVacancies } from './vacancies';

/** `GET /api/vacancies`: the company's vacancies, newest first, with their applications, interviews and candidate. */
export async function listDashboardVacancies(companyId: string): Promise<Vacancy[]> {
  const [vacancies, applications] = await Promise.all([listCompanyVacancies(companyId), listCompanyApplications(companyId)]);
  const interviews = await getInterviewSummaries(applications.map((app) => app.interviewId ?? '').filter(Boolean));

  const byVacancy = new Map<string, Application[]>();
  for (const { companyId: _companyId, ...app } of applications) {
    const code = interviewCodeFromRef(app.interviewId);
    const interview = code ? interviews.get(code) : undefined;
    const list = byVacancy.get(app.vacancyId) ?? [];
    list.push({ ...app, interviews: interview ? [interview] : [], candidate: { name: app.name, email: app.email } });
    byVacancy.set(app.vacancyId, list);
  }
  return vacancies
    .map(({ companyId: _companyId, ...vacancy }) => ({
      ...vacancy,
      applications: (byVacancy.get(vacancy.id) ?? []).sort((a, b) => a.createdAt - b.createdAt),
    }))
    .sort((a, b) => b.createdAt - a.createdAt);
}
