/**
 * The "Equidad" counters (issue 33): `fairness_counts/{vacancyId}` and `fairness_counts/company-{companyId}`,
 * moved by increments whenever an application moves, so reading the monitor costs the same whatever the number of
 * candidates. Each application's last contribution (profile, furthest stage, score) is kept on its
 * `self_identification` document: a sync recomputes it from the application and moves only the difference, so
 * calling it twice, or after a lost call, leaves the counters right.
 */
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { interviewCodeFromRef, parseAnalysis } from '@clara/domain';
import {
  contributionDelta,
  furthestStage,
  profileKeyOf,
  type FairnessContribution,
  type FairnessCounts,
} from '@clara/domain/fairness/monitor';
import { storedFairnessCountsSchema } from '@clara/domain/fairness/documents';
import { db } from '../platform/firebase';
import { log } from '../platform/log';
import { storedConverter } from '../platform/stored';
import { applicationDocs, applications } from '../company/documents';
import { readPrivate } from '../sessions/sessions';
import { selfIdDocs, selfIds } from './store';

const countsRef = (id: string) => db().collection('fairness_counts').doc(id);
export const vacancyCountsRef = (vacancyId: string) => countsRef(vacancyId);
export const companyCountsRef = (companyId: string) => countsRef(`company-${companyId}`);
export const fairnessCountsDocs = storedConverter('fairness_counts', storedFairnessCountsSchema);

/** The counters of one document (none yet: empty). */
export async function readCounts(ref: DocumentReference): Promise<FairnessCounts> {
  return fairnessCountsDocs.read(await ref.get())?.profiles ?? {};
}

/** `a.b.c → n` increments as the nested object a merge writes (profile keys hold no dots). */
function nestedIncrements(delta: Record<string, number>): Record<string, unknown> {
  const profiles: Record<string, Record<string, Record<string, FieldValue>>> = {};
  for (const [path, value] of Object.entries(delta)) {
    const [profile, kind, key] = path.split('.') as [string, string, string];
    ((profiles[profile] ??= {})[kind] ??= {})[key] = FieldValue.increment(value);
  }
  return profiles;
}

function moveCounts(
  tx: Transaction,
  place: { companyId: string; vacancyId: string },
  before: FairnessContribution | null,
  after: FairnessContribution | null,
): void {
  const delta = contributionDelta(before, after);
  if (Object.keys(delta).length === 0) return;
  const profiles = nestedIncrements(delta);
  if (place.vacancyId)
    tx.set(vacancyCountsRef(place.vacancyId), { companyId: place.companyId, profiles }, { merge: true });
  tx.set(companyCountsRef(place.companyId), { companyId: place.companyId, profiles }, { merge: true });
}

/** Clara's overall score of the application's interview, when analysed. */
async function scoreOf(interviewId: string | null): Promise<number | null> {
  const code = interviewCodeFromRef(interviewId);
  const analysis = code ? (await readPrivate(code))?.analysis : null;
  const parsed = analysis ? parseAnalysis(analysis) : null;
  return parsed?.ok && typeof parsed.analysis.score === 'number' ? parsed.analysis.score : null;
}

/**
 * Brings the counters in step with the application as it is now (its answers, furthest stage and score); an
 * application that no longer exists takes its contribution off. Never fails the action that called it.
 */
export async function syncFairness(applicationId: string): Promise<void> {
  try {
    const current = applicationDocs.read(await applications().doc(applicationId).get());
    const score = current ? await scoreOf(current.interviewId) : null;
    await db().runTransaction(async (tx) => {
      const ref = selfIds().doc(applicationId);
      const [selfId, application] = [
        selfIdDocs.read(await tx.get(ref)),
        applicationDocs.read(await tx.get(applications().doc(applicationId))),
      ];
      const before = selfId?.counted ?? null;
      const after: FairnessContribution | null = application
        ? {
            profile: profileKeyOf(selfId?.answers ?? null),
            stage: furthestStage(application.statusHistory.map((entry) => entry.status)),
            score,
          }
        : null;
      const place = application ?? selfId;
      if (!place) return;
      moveCounts(tx, { companyId: place.companyId, vacancyId: place.vacancyId }, before, after);
      if (application) {
        tx.set(
          ref,
          { companyId: application.companyId, vacancyId: application.vacancyId, counted: after },
          { merge: true },
        );
      } else if (selfId) tx.delete(ref);
    });
  } catch (error) {
    log.error('fairness counters not moved', { applicationId, error });
  }
}
