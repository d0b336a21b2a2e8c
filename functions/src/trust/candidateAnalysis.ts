/**
 * Issue 31: the company interview's candidate reads Clara's analysis of their interview through their emailed
 * link, once the company has it: the analysis (score, ratings with their quotes, integrity signals), the rubric it
 * was made with (the vacancy's version copied at assignment: skill names and anchors) and who decides. Never the
 * team's scorecards or notes: those live elsewhere and are not read here. Serving it records the view, with when,
 * in the same batch as its audit entry; the team sees it on the candidate's interview.
 */
import {
  CANDIDATE_ANALYSIS_TEXTS,
  interviewSkills,
  nowSeconds,
  parseAnalysis,
  rubricVersionOf,
  type CandidateAnalysis,
} from '@clara/domain';
import { candidateAnalysisRoute } from '@clara/domain/reviews/routes';
import { actionOf, auditWithin, CANDIDATE_ACTOR } from '../audit/log';
import { db } from '../platform/firebase';
import type { LocatedSession } from '../sessions/sessions';

type Ready = Extract<CandidateAnalysis, { state: 'ready' }>;

/** The analysis as the candidate reads it (and downloads it); null while the company has none. */
export function candidateAnalysisOf(interview: LocatedSession | null): Omit<Ready, 'state' | 'chatHistory'> | null {
  if (!interview || interview.data.status !== 'Finished') return null;
  const parsed = parseAnalysis(interview.data.analysis);
  if (!parsed.ok) return null;
  const context = interview.data.context;
  const rubric = context.kind === 'company' ? context.rubric : undefined;
  const hasJobDescription = context.kind === 'company' && context.jobDescription.trim() !== '';
  return {
    analysis: parsed.analysis,
    rubric: {
      version: parsed.analysis.rubricVersion ?? rubricVersionOf(rubric),
      skills: interviewSkills(rubric, hasJobDescription).map((skill) => ({
        name: skill.name,
        description: skill.description,
        anchors: { ...skill.anchors },
      })),
    },
    decision: CANDIDATE_ANALYSIS_TEXTS.decision,
  };
}

/** POST /api/candidate-analysis: the analysis, or a Spanish state before it exists. The view is recorded. */
export async function readCandidateAnalysis(
  linked: {
    application: { id: string; name: string; vacancyId: string | null; companyId: string };
    interview: LocatedSession | null;
  },
  now = nowSeconds(),
): Promise<CandidateAnalysis> {
  const { application, interview } = linked;
  if (!interview) return { state: 'pending', message: CANDIDATE_ANALYSIS_TEXTS.noInterview };
  const ready = candidateAnalysisOf(interview);
  if (!ready) return { state: 'pending', message: CANDIDATE_ANALYSIS_TEXTS.pending };
  const batch = db().batch();
  batch.set(
    interview.privateRef,
    { candidateAnalysisViewedAt: interview.data.candidateAnalysisViewedAt ?? now },
    { merge: true },
  );
  auditWithin(
    batch,
    application.companyId,
    {
      actor: CANDIDATE_ACTOR,
      kind: 'candidate.ownAnalysisViewed',
      candidate: { applicationId: application.id, name: application.name, vacancyId: application.vacancyId },
      action: actionOf(candidateAnalysisRoute),
    },
    now,
  );
  await batch.commit();
  return { state: 'ready', ...ready, chatHistory: interview.data.chatHistory };
}
