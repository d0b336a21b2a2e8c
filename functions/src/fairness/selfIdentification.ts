/**
 * `self_identification/{applicationId}` (issue 33): the candidate's voluntary answers, apart from the application.
 * Only the functions read it (Firestore rules deny every browser), and only this folder: no evaluator's answer,
 * model request, webhook body or export row is built from it. Erased with the application.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { ConflictError, NotFoundError } from '@clara/domain/common/failures';
import { nowSeconds } from '@clara/domain';
import { FAIRNESS_ERRORS } from '@clara/domain/fairness/texts';
import type { SelfIdentificationAnswers } from '@clara/domain/fairness/selfIdentification';
import { db } from '../platform/firebase';
import { selfIdDocs, selfIds } from './store';
import { requireCandidateLink } from '../company/candidateLinks';
import { selfIdentificationTiming } from './settings';
import { syncFairness } from './counts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opens the form for a new application, in its submit transaction (reads first: the company's timing). Answers
 * the token that opens it after the application, or null when the company asks after the decision (the
 * candidate then opens it with their data link, once decided).
 */
export async function openSelfIdentification(
  tx: Transaction,
  application: { id: string; companyId: string; vacancyId: string },
): Promise<(tx: Transaction) => string | null> {
  const timing = await selfIdentificationTiming(application.companyId, tx);
  return (writeTx) => {
    const token = timing === 'application' ? randomBytes(32).toString('base64url') : null;
    writeTx.create(selfIds().doc(application.id), {
      companyId: application.companyId,
      vacancyId: application.vacancyId,
      tokenHash: token ? hashOf(token) : null,
      answers: null,
      answeredAt: null,
      decided: false,
    });
    return token;
  };
}

/** A decision (Seleccionado or Descartado) opens the form to the candidate's data link when the company asks then. */
export function markDecided(tx: Transaction, application: { id: string; companyId: string; vacancyId: string }): void {
  tx.set(
    selfIds().doc(application.id),
    { companyId: application.companyId, vacancyId: application.vacancyId, decided: true },
    { merge: true },
  );
}

/** Which application a token opens the form of: its own token, or the data link once the decision is made. */
async function applicationOfToken(token: string): Promise<string> {
  const own = await selfIds().where('tokenHash', '==', hashOf(token)).limit(1).get();
  const first = own.docs[0];
  if (first) return first.id;
  const link = await requireCandidateLink(token).catch(() => null);
  if (!link) throw new NotFoundError(FAIRNESS_ERRORS.invalidLink);
  const stored = selfIdDocs.read(await selfIds().doc(link.applicationId).get());
  if (!stored) throw new NotFoundError(FAIRNESS_ERRORS.invalidLink);
  if (!stored.decided) throw new ConflictError(FAIRNESS_ERRORS.notDecided);
  return link.applicationId;
}

/** `POST /api/self-identification`: stores (or replaces) the answers; the application must still exist. */
export async function saveSelfIdentification(token: string, answers: SelfIdentificationAnswers): Promise<void> {
  const applicationId = await applicationOfToken(token);
  await db().runTransaction(async (tx) => {
    const ref = selfIds().doc(applicationId);
    if (!selfIdDocs.read(await tx.get(ref))) throw new NotFoundError(FAIRNESS_ERRORS.invalidLink);
    tx.update(ref, { answers, answeredAt: nowSeconds() });
  });
  // The application moves from "desconocido" to its groups in the monitor.
  await syncFairness(applicationId);
}

/** Erased with the application (withdrawal, the company's erase, the purge). */
export async function deleteSelfIdentification(applicationId: string): Promise<void> {
  await selfIds().doc(applicationId).delete();
}
