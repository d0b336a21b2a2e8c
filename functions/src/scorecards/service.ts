/**
 * Scorecards (issue 20): a member rates a candidate of their company on the rubric the interview used. Blind
 * first (`scorecardsView` in domain): until the caller has submitted theirs, Clara's ratings and the team's stay
 * hidden; opening Clara's analysis before scoring is recorded on the caller's scorecard.
 */
import {
  RECOMMENDATION_LABELS,
  SCORECARD_ERRORS,
  nowSeconds,
  scorecardIsBlind,
  scorecardsView,
  teamAverage,
  type ScorecardInput,
  type ScorecardsView,
  type VacancyScorecardsRow,
} from '@clara/domain';
import { ValidationError } from '@clara/domain/common/failures';
import { saveScorecardRoute } from '@clara/domain/scorecards/routes';
import { actionOf, auditWithin, memberActor } from '../audit/log';
import { applicationDocs, applications } from '../company/documents';
import type { Caller } from '../platform/auth';
import { db } from '../platform/firebase';
import { readPrivate } from '../sessions/sessions';
import { requireVacancy } from './vacancy';
import { requireCandidate } from './candidates';
import { companyScoresBlind } from './access';
import {
  applicationScorecards,
  scorecardDocs,
  scorecardOf,
  scorecardRef,
  scorecards,
  submittedScorecards,
} from './store';

/** `GET /api/application/{id}/scorecards` */
export async function getScorecards(companyId: string, caller: Caller, applicationId: string): Promise<ScorecardsView> {
  const candidate = await requireCandidate(companyId, applicationId);
  const [all, own, blindSetting] = await Promise.all([
    applicationScorecards(companyId, applicationId),
    scorecardRef(applicationId, caller.uid).get(),
    companyScoresBlind(companyId),
  ]);
  return scorecardsView({
    skills: candidate.skills,
    rubricVersion: candidate.rubricVersion,
    interviewCode: candidate.interviewCode,
    callerUid: caller.uid,
    analysisSeen: typeof scorecardDocs.read(own)?.analysisSeenAt === 'number',
    scorecards: all,
    clara: candidate.clara,
    blindSetting,
  });
}

/** The ratings must cover exactly the skills of the rubric the candidate is rated on; nothing is written otherwise. */
function checkRatings(ratings: ScorecardInput['ratings'], competencies: readonly string[]): void {
  const given = Object.keys(ratings);
  if (given.some((id) => !competencies.includes(id)))
    throw new ValidationError(SCORECARD_ERRORS.unknownCompetency, { ratings: SCORECARD_ERRORS.unknownCompetency });
  if (competencies.some((id) => !given.includes(id)))
    throw new ValidationError(SCORECARD_ERRORS.ratings, { ratings: SCORECARD_ERRORS.ratings });
}

/** `PUT /api/application/{id}/scorecard`: the caller's own scorecard, created or edited (one per member). */
export async function saveScorecard(companyId: string, caller: Caller, applicationId: string, input: ScorecardInput) {
  const candidate = await requireCandidate(companyId, applicationId);
  checkRatings(
    input.ratings,
    candidate.skills.map((skill) => skill.id),
  );
  const ref = scorecardRef(applicationId, caller.uid);
  const now = nowSeconds();
  const blindSetting = await companyScoresBlind(companyId);
  const { created, data } = await db().runTransaction(async (tx) => {
    const stored = scorecardDocs.read(await tx.get(ref));
    const previous = scorecardOf(stored);
    const sawAnalysisFirst = previous ? previous.sawAnalysisFirst : typeof stored?.analysisSeenAt === 'number';
    const data = {
      companyId,
      vacancyId: candidate.vacancyId,
      applicationId,
      authorUid: caller.uid,
      authorEmail: caller.email ?? '',
      ratings: input.ratings,
      rubricVersion: candidate.rubricVersion,
      recommendation: input.recommendation,
      note: input.note,
      submittedAt: previous ? previous.createdAt : now,
      updatedAt: now,
      analysisSeenAt: stored?.analysisSeenAt ?? null,
      // Fixed by the first submission: opening the analysis afterwards is not "before scoring".
      sawAnalysisFirst,
      // Also fixed then: an independent judgement is one made blind, whatever the setting becomes later.
      blind: previous ? previous.blind : scorecardIsBlind(blindSetting, sawAnalysisFirst),
    };
    tx.set(ref, data);
    auditWithin(tx, companyId, {
      actor: memberActor(caller),
      kind: previous ? 'scorecard.updated' : 'scorecard.created',
      candidate: { applicationId, name: candidate.name, vacancyId: candidate.vacancyId },
      action: actionOf(saveScorecardRoute),
      detail: `Recomendación: ${RECOMMENDATION_LABELS[input.recommendation]}`,
    });
    return { created: !previous, data };
  });
  return { created, scorecard: scorecardOf(data)! };
}

/**
 * The caller opened Clara's analysis of an interview (`GET /api/company-interview/{code}/analysis`, already
 * checked to be of their company): recorded in the audit log, and on the caller's scorecard when they have not
 * submitted it yet ("vio el análisis antes de puntuar").
 */
export async function noteAnalysisViewed(companyId: string, caller: Caller, code: string): Promise<void> {
  const interview = await readPrivate(code);
  const applicationId = interview?.applicationId ?? '';
  if (!applicationId || interview?.companyId !== companyId) return;
  const ref = scorecardRef(applicationId, caller.uid);
  await db().runTransaction(async (tx) => {
    const [previous, application] = await Promise.all([
      tx.get(ref).then((snapshot) => scorecardDocs.read(snapshot)),
      tx.get(applications().doc(applicationId)).then((snapshot) => applicationDocs.read(snapshot)),
    ]);
    // The view is recorded with the read that served it (the same transaction).
    auditWithin(tx, companyId, {
      actor: memberActor(caller),
      kind: 'candidate.analysisViewed',
      candidate: { applicationId, name: application?.name ?? '', vacancyId: application?.vacancyId ?? null },
      // The interview code is a credential: the entry names the candidate, not the code.
      action: 'GET /api/company-interview/:chatSessionId/analysis',
    });
    if (previous?.submittedAt !== undefined || typeof previous?.analysisSeenAt === 'number') return;
    // "Ver análisis de Clara" before scoring: recorded as seen, with when.
    tx.set(ref, {
      companyId,
      vacancyId: interview.vacancyId ?? '',
      applicationId,
      authorUid: caller.uid,
      authorEmail: caller.email ?? '',
      analysisSeenAt: nowSeconds(),
    });
  });
}

/** `GET /api/vacancy-scorecards/{id}`: per candidate, the team's scorecards (blind to candidates the caller has not scored). */
export async function getVacancyScorecards(companyId: string, caller: Caller, vacancyId: string) {
  await requireVacancy(companyId, vacancyId);
  const all = await submittedScorecards(
    scorecards().where('vacancyId', '==', vacancyId).where('companyId', '==', companyId),
  );
  const byApplication = new Map<string, typeof all>();
  for (const scorecard of all)
    byApplication.set(scorecard.applicationId, [...(byApplication.get(scorecard.applicationId) ?? []), scorecard]);
  const rows: VacancyScorecardsRow[] = [...byApplication].map(([applicationId, team]) => {
    const revealed = team.some((scorecard) => scorecard.author.uid === caller.uid);
    return {
      applicationId,
      count: team.length,
      revealed,
      team: revealed ? team : [],
      average: revealed ? teamAverage(team) : null,
    };
  });
  return { vacancyId, rows };
}
