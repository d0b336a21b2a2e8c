/**
 * What the scorecards need to know of a candidate: the application (scoped to the caller's company) and, from its
 * interview, Clara's ratings and score and the rubric it was taken with (issue 30: the vacancy's skills at the
 * version the interview keeps; without an interview, the vacancy's current design; without a design, the default
 * six competencies).
 */
import {
  RECRUITING_ERRORS,
  competenciesFor,
  interviewCodeFromRef,
  interviewRubricOf,
  parseAnalysis,
  rubricVersionOf,
  skillRatingsOf,
  type ClaraRatings,
  type InterviewContext,
  type InterviewRubric,
  type ScorecardSkill,
} from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import { db } from '../platform/firebase';
import { privateDocs, privateRef, readPrivate } from '../sessions/sessions';
import { applicationDocs, applications, vacancies, vacancyDocs, type ApplicationDocument } from '../company/documents';

export interface CandidateFacts {
  applicationId: string;
  vacancyId: string;
  name: string;
  interviewCode: string | null;
  clara: ClaraRatings | null;
  /** The skills a scorecard of this candidate rates, in the rubric's order. */
  skills: ScorecardSkill[];
  /** That rubric's version (`vacante-N`, or the default rubric's). */
  rubricVersion: string;
}

/** What the scorecards read of an interview's private document. */
type InterviewFacts = { analysis?: unknown; context?: InterviewContext } | null | undefined;

/** Clara's ratings (by skill id) and score from an interview's private document; null before an analysis. */
export function claraOf(code: string, data: InterviewFacts): ClaraRatings | null {
  const parsed = parseAnalysis(data?.analysis);
  if (!parsed.ok) return null;
  const ratings = skillRatingsOf(parsed.analysis);
  if (Object.keys(ratings).length === 0) return null;
  return { code, score: typeof parsed.analysis.score === 'number' ? parsed.analysis.score : null, ratings };
}

/** The vacancy's rubric a company interview was taken with; undefined for the default rubric. */
export function interviewRubric(data: InterviewFacts): InterviewRubric | undefined {
  const context = data?.context;
  return context?.kind === 'company' && context.rubric && context.rubric.skills.length > 0 ? context.rubric : undefined;
}

const copySkill = (skill: ScorecardSkill): ScorecardSkill => ({
  id: skill.id,
  name: skill.name,
  description: skill.description,
  anchors: { 1: skill.anchors[1], 3: skill.anchors[3], 5: skill.anchors[5] },
});

function factsOf(
  application: ApplicationDocument,
  code: string | null,
  interview: InterviewFacts,
  vacancyRubric: InterviewRubric | undefined,
): CandidateFacts {
  const clara = code ? claraOf(code, interview) : null;
  // An interview keeps the rubric it was taken with; before one exists, the vacancy's current rubric.
  const rubric = interview ? interviewRubric(interview) : vacancyRubric;
  // The default rubric: the competencies Clara rated; before an analysis, those of an interview with a job
  // description (every company interview has its vacancy's).
  const skills = rubric
    ? rubric.skills.map(copySkill)
    : competenciesFor(true)
        .filter((competency) => !clara || clara.ratings[competency.id] !== undefined)
        .map(copySkill);
  return {
    applicationId: application.id,
    vacancyId: application.vacancyId,
    name: application.name,
    interviewCode: code,
    clara,
    skills,
    rubricVersion: rubricVersionOf(rubric),
  };
}

/** The rubric of a vacancy's current design (undefined without one). */
async function currentVacancyRubric(companyId: string, vacancyId: string): Promise<InterviewRubric | undefined> {
  if (!vacancyId) return undefined;
  const vacancy = vacancyDocs.read(await vacancies().doc(vacancyId).get());
  return vacancy?.companyId === companyId ? interviewRubricOf(vacancy.design) : undefined;
}

/** The candidate of the caller's company; another company's (or an unknown) application: 404. */
export async function requireCandidate(companyId: string, applicationId: string): Promise<CandidateFacts> {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  const code = interviewCodeFromRef(application.interviewId);
  const interview = code ? await readPrivate(code) : null;
  // An interview of another company never lends its analysis nor its rubric.
  const own = interview?.companyId === companyId ? interview : null;
  const vacancyRubric = own ? undefined : await currentVacancyRubric(companyId, application.vacancyId);
  return factsOf(application, code, own, vacancyRubric);
}

/**
 * Several candidates of the company at once (missing or foreign ones are left out), each with the rubric of its
 * interview (candidates without one have no Clara to compare and keep the default).
 */
export async function loadCandidates(companyId: string, applicationIds: readonly string[]): Promise<CandidateFacts[]> {
  if (applicationIds.length === 0) return [];
  const found = (await db().getAll(...applicationIds.map((id) => applications().doc(id))))
    .map((snapshot) => applicationDocs.read(snapshot))
    .filter((application): application is ApplicationDocument => application?.companyId === companyId);
  const codes = new Map(found.map((application) => [application.id, interviewCodeFromRef(application.interviewId)]));
  const wanted = [...new Set([...codes.values()].filter((code): code is string => Boolean(code)))];
  const interviews = wanted.length ? await db().getAll(...wanted.map(privateRef)) : [];
  const byCode = new Map(interviews.map((snapshot) => [snapshot.id, privateDocs.read(snapshot)]));
  return found.map((application) => {
    const code = codes.get(application.id) ?? null;
    const interview = code ? byCode.get(code) : undefined;
    // An interview of another company never lends its analysis.
    const own = interview && interview.companyId === companyId ? interview : undefined;
    return factsOf(application, code, own, undefined);
  });
}
