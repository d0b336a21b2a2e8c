/**
 * "Evaluación a ciegas" where the data is served (issue 31): what one member may see of Clara's judgement, read
 * once per request (the company's setting and the member's own scorecard documents: submitted, or only recording
 * that they opened the analysis). The rule itself is domain's `maySeeClara`.
 */
import { blindScoringOf, unlocksClara, type ClaraAccess } from '@clara/domain';
import { companyDocs, companyRef } from '../company/documents';
import { scorecardDocs, scorecards } from './store';

/** The company's "Evaluación a ciegas" setting (on unless the company turned it off). */
export async function companyScoresBlind(companyId: string): Promise<boolean> {
  return blindScoringOf(companyDocs.read(await companyRef(companyId).get())?.blindScoring);
}

/** What the member `uid` may see of Clara's judgement across their company's candidates. */
export async function claraAccessFor(companyId: string, uid: string): Promise<ClaraAccess> {
  const blind = await companyScoresBlind(companyId);
  if (!blind) return { blind, unlocked: new Set() };
  const own = await scorecards().where('companyId', '==', companyId).where('authorUid', '==', uid).get();
  const unlocked = new Set<string>();
  for (const doc of own.docs) {
    const stored = scorecardDocs.read(doc);
    if (stored && unlocksClara(stored)) unlocked.add(stored.applicationId);
  }
  return { blind, unlocked };
}
