/**
 * GET /api/vacancy-comparison/{vacancyId}: the analysed candidates of one vacancy of the caller's company
 * (another company's vacancy: 404), read from `interview_private` by vacancy, with the application's
 * name and status. Only that vacancy's interviews are loaded, never the whole company.
 */
import {
  INTERVIEW_PRIVATE,
  RECRUITING_ERRORS,
  competencyById,
  parseAnalysis,
  type CompetencyId,
  type ComparisonRow,
  type VacancyComparison,
} from '@clara/domain';
import type { StoredInterviewPrivate } from '@clara/domain/interview/documents';
import { NotFoundError } from '@clara/domain/common/failures';
import { db } from '../platform/firebase';
import { applicationDocs, applications, vacancies, vacancyDocs, type ApplicationDocument } from '../company/documents';
import { privateDocs } from '../sessions/sessions';

function rowOf(
  code: string,
  data: StoredInterviewPrivate,
  application: ApplicationDocument | undefined,
): ComparisonRow | null {
  const parsed = parseAnalysis(data.analysis);
  if (!parsed.ok) return null;
  const ratings: Partial<Record<CompetencyId, number>> = {};
  for (const entry of Object.values(parsed.analysis.personalityAssessment))
    if (entry.competency && entry.rating && competencyById(entry.competency))
      ratings[entry.competency as CompetencyId] = entry.rating;
  const questions = data.candidateQuestions ?? [];
  return {
    code,
    applicationId: data.applicationId ?? '',
    candidateName: application?.name ?? '',
    status: application?.status ?? '',
    score: parsed.analysis.score,
    ratings,
    analyser: parsed.analysis.analyser ?? null,
    // The date is on the interview's page document (company_interviews), which the comparison does not read.
    interviewDate: null,
    candidateQuestions: questions.filter((item) => typeof item?.question === 'string'),
    integritySignals: parsed.analysis.integritySignals ?? [],
  };
}

export async function getVacancyComparison(companyId: string, vacancyId: string): Promise<VacancyComparison> {
  const vacancy = vacancyDocs.read(await vacancies().doc(vacancyId).get());
  if (vacancy?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
  const interviews = await db()
    .collection(INTERVIEW_PRIVATE)
    .where('vacancyId', '==', vacancyId)
    .where('companyId', '==', companyId)
    .get();
  const analysed = interviews.docs
    .map((doc) => ({ code: doc.id, data: privateDocs.read(doc) }))
    .filter(({ data }) => data.analysis);
  const applicationIds = [...new Set(analysed.map(({ data }) => data.applicationId ?? '').filter(Boolean))];
  const found = applicationIds.length ? await db().getAll(...applicationIds.map((id) => applications().doc(id))) : [];
  const byId = new Map(
    found
      .map((snapshot) => applicationDocs.read(snapshot))
      .filter((application): application is ApplicationDocument => application?.companyId === companyId)
      .map((application) => [application.id, application]),
  );
  const rows = analysed
    .map(({ code, data }) => rowOf(code, data, byId.get(data.applicationId ?? '')))
    .filter((row): row is ComparisonRow => row !== null)
    .sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
  return { vacancyId, rows };
}
