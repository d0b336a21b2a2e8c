/**
 * Issue 30, «Probar entrevista»: a company interview of the vacancy with no application, candidate or vacancy
 * link (so no funnel, candidate list, counter or comparison sees it), for the recruiter to take as a candidate
 * would and then read the analysis it produced (`GET /api/company-interview/{code}/analysis`: the company's).
 */
import { createInterviewSession } from '../sessions/sessions';
import { companyInterviewContext, getCompanyVacancy } from './vacancies';

/** The name the trial interview greets (the recruiter plays the candidate). */
export const TRIAL_CANDIDATE_NAME = 'Persona de prueba';

export async function tryVacancyInterview(companyId: string, vacancyId: string): Promise<string> {
  const vacancy = await getCompanyVacancy(companyId, vacancyId);
  const { code } = await createInterviewSession(null, {
    isPractice: false,
    context: companyInterviewContext(vacancy, { name: TRIAL_CANDIDATE_NAME, cv: '' }),
    companyId,
  });
  return code;
}
