/**
 * What the scorecards need to know of a candidate: the application (scoped to the caller's company) and, from its
 * interview, Clara's ratings and score and the rubric's competencies.
 */
import {
  RECRUITING_ERRORS,
  competenciesFor,
  interviewCodeFromRef,
  parseAnalysis,
  ratingsOf,
  type ClaraRatings,
  type CompetencyId,
} from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import { db } from '../../platform/firebase';
import { privateDocs, privateRef, readPrivate } from '../../sessions/sessions';
import { applicationDocs, applications, type ApplicationDocument } from '../../company/documents';

export interface CandidateFacts {
  applicationId: string;
  vacancyId: string;
  name: string;
  interviewCode: string | null;
  clara: ClaraRatings | null;
  competencies: CompetencyId[];
}

/** What the scorecards read of an interview's private document. */
type InterviewFacts = { analysis?: unknown } | null | undefined;

/** Clara's ratings and score from an interview's private document; null before an analysis with ratings. */
export function claraOf(code: string, data: InterviewFacts): ClaraRatings | null {
  const parsed = parseAnalysis(data?.analysis);
  if (!parsed.ok) return null;
  const ratings = ratingsOf(parsed.analysis);
  if (Object.keys(ratings).length === 0) return null;
  return { code, score: typeof parsed.analysis.score === 'number' ? parsed.analysis.score : null, ratings };
}

function factsOf(application: ApplicationDocument, code: string | null, interview: InterviewFacts) {
  const clara = code ? claraOf(code, interview) : null;
  // The rubric the interview used: the competencies Clara rated; before an analysis, the rubric of an interview
  // with a job description (every company interview has its vacancy's).
  const competencies = clara
    ? competenciesFor(true)
        .map((competency) => competency.id)
        .filter((competencyId) => clara.ratings[competencyId] !== undefined)
    : competenciesFor(true).map((competency) => competency.id);
  return {
    applicationId: application.id,
    vacancyId: application.vacancyId,
    name: application.name,
    interviewCode: code,
    clara,
    competencies,
  };
}

/** The candidate of the caller's company; another company's (or an unknown) application: 404. */
export async function requireCandidate(companyId: string, applicationId: string): Promise<CandidateFacts> {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  const code = interviewCodeFromRef(application.interviewId);
  const interview = code ? await readPrivate(code) : null;
  return factsOf(application, code, interview);
}

/** Several candidates of the company at once (missing or foreign ones are left out). */
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
    return factsOf(application, code, own);
  });
}
