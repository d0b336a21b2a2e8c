/**
 * Issue 30, «Probar entrevista»: a company interview of the vacancy with no application, candidate or vacancy
 * link (so no funnel, candidate list, counter or comparison sees it), for the recruiter to take as a candidate
 * would and then read the analysis it produced (`GET /api/company-interview/{code}/analysis`: the company's).
 */
import { interviewRubricOf, jobTypeLabel, workplaceTypeLabel } from '@clara/domain';
import { createInterviewSession } from '../sessions/sessions';
import { getCompanyVacancy } from './vacancies';

/** The name the trial interview greets (the recruiter plays the candidate). */
export const TRIAL_CANDIDATE_NAME = 'Persona de prueba';

export async function tryVacancyInterview(companyId: string, vacancyId: string): Promise<string> {
  const vacancy = await getCompanyVacancy(companyId, vacancyId);
  const rubric = interviewRubricOf(vacancy.design);
  const { code } = await createInterviewSession(null, {
    isPractice: false,
    context: {
      kind: 'company',
      jobTitle: vacancy.title,
      jobDescription: vacancy.description,
      candidateName: TRIAL_CANDIDATE_NAME,
      candidateCV: '',
      interviewFocus: 'balanceada',
      vacancyDetails: [
        `Modalidad: ${workplaceTypeLabel(vacancy.workplaceType)}`,
        vacancy.employeeLocation && `Ubicación: ${vacancy.employeeLocation}`,
        `Tipo de empleo: ${jobTypeLabel(vacancy.jobType)}`,
      ]
        .filter(Boolean)
        .join('\n'),
      ...(rubric ? { rubric } : {}),
    },
    companyId,
  });
  return code;
}
