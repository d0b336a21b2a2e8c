/**
 * GET /api/vacancy-comparison/{vacancyId}: the analysed candidates of one vacancy of the caller's company
 * (another company's vacancy: 404), read from `interview_private` by vacancy, with the application's
 * name and status and the interview's date (on its page, `company_interviews`, read in one batch with the
 * applications). Only that vacancy's interviews are loaded, never the whole company.
 */
import {
  COMPANY_INTERVIEWS,
  INTERVIEW_PRIVATE,
  COMPETENCIES,
  RECRUITING_ERRORS,
  interviewRubricOf,
  maySeeClara,
  parseAnalysis,
  skillName,
  skillRatingsOf,
  withheldComparisonRow,
  type ComparisonRow,
  type NamedSkill,
  type VacancyComparison,
} from '@clara/domain';
import type { StoredInterviewPrivate } from '@clara/domain/interview/documents';
import { NotFoundError } from '@clara/domain/common/failures';
import { db } from '../platform/firebase';
import { applicationDocs, applications, vacancies, vacancyDocs, type ApplicationDocument } from '../company/documents';
import { privateDocs, sessionFromSnapshots, sessionRef } from '../sessions/sessions';
import { claraAccessFor } from '../scorecards/access';
import { interviewRubric } from '../scorecards/candidates';

function rowOf(
  code: string,
  data: StoredInterviewPrivate,
  application: ApplicationDocument | undefined,
  interviewDate: number | null,
): ComparisonRow | null {
  const parsed = parseAnalysis(data.analysis);
  if (!parsed.ok) return null;
  const ratings = skillRatingsOf(parsed.analysis);
  const questions = data.candidateQuestions ?? [];
  return {
    code,
    applicationId: data.applicationId ?? '',
    candidateName: application?.name ?? '',
    status: application?.status ?? '',
    score: parsed.analysis.score,
    ratings,
    analyser: parsed.analysis.analyser ?? null,
    interviewDate,
    candidateQuestions: questions.filter((item) => typeof item?.question === 'string'),
    integritySignals: parsed.analysis.integritySignals ?? [],
  };
}

/**
 * The comparison as the caller may see it: a candidate still blind to them keeps their name, status, date and
 * questions, without Clara's score, ratings or signals, and is listed after the scored ones by name (ordering by
 * the withheld score would leak it).
 */
export async function getVacancyComparison(
  companyId: string,
  uid: string,
  vacancyId: string,
): Promise<VacancyComparison> {
  const access = await claraAccessFor(companyId, uid);
  const vacancy = vacancyDocs.read(await vacancies().doc(vacancyId).get());
  if (vacancy?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
  const interviews = await db()
    .collection(INTERVIEW_PRIVATE)
    .where('vacancyId', '==', vacancyId)
    .where('companyId', '==', companyId)
    .get();
  const analysed = interviews.docs
    .map((snapshot) => ({ code: snapshot.id, data: privateDocs.read(snapshot), snapshot }))
    .filter(({ data }) => data.analysis);
  const applicationIds = [...new Set(analysed.map(({ data }) => data.applicationId ?? '').filter(Boolean))];
  // One batch: the applications, then each analysed interview's page (its date is there, not in the private part).
  const refs = [
    ...applicationIds.map((id) => applications().doc(id)),
    ...analysed.map(({ code }) => sessionRef(COMPANY_INTERVIEWS, code)),
  ];
  const found = refs.length ? await db().getAll(...refs) : [];
  const byId = new Map(
    found
      .slice(0, applicationIds.length)
      .map((snapshot) => applicationDocs.read(snapshot))
      .filter((application): application is ApplicationDocument => application?.companyId === companyId)
      .map((application) => [application.id, application]),
  );
  const pages = found.slice(applicationIds.length);
  const visible = analysed
    .map(({ code, data, snapshot }, index) => {
      // The merged reader parses the page with the private document (the one converter of a session).
      const { interviewDate } = sessionFromSnapshots(pages[index]!, snapshot);
      return rowOf(code, data, byId.get(data.applicationId ?? ''), interviewDate);
    })
    .filter((row): row is ComparisonRow => row !== null)
    .map((row) => (maySeeClara(access, row.applicationId) ? row : withheldComparisonRow(row)));
  // Issue 30: the columns are the vacancy's skills, then those an older rubric version rated for some row.
  const current: readonly NamedSkill[] = interviewRubricOf(vacancy.design)?.skills ?? COMPETENCIES;
  const named = new Map(current.map((skill) => [skill.id, skill.name]));
  for (const { data } of analysed)
    for (const skill of interviewRubric(data)?.skills ?? []) if (!named.has(skill.id)) named.set(skill.id, skill.name);
  const rated = new Set(visible.flatMap((row) => Object.keys(row.ratings)));
  const skills = [
    ...current.map((skill) => ({ id: skill.id, name: skill.name })),
    ...[...rated]
      .filter((id) => !current.some((skill) => skill.id === id))
      .map((id) => ({ id, name: named.get(id) ?? skillName(id) })),
  ];
  const rows = visible.sort(
    (a, b) =>
      Number(a.claraHidden ?? false) - Number(b.claraHidden ?? false) ||
      (a.claraHidden ? a.candidateName.localeCompare(b.candidateName, 'es') : (b.score ?? -1) - (a.score ?? -1)),
  );
  return { vacancyId, skills, rows };
}
