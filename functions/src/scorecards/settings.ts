/**
 * `GET|PUT /api/company-settings`: the company's "Evaluación a ciegas" (issue 31) and its retention profile (issue
 * 33). Any member reads them; only the owner changes them, and each change is recorded in the audit log in the
 * same transaction.
 */
import {
  BLIND_TEXTS,
  COMMON_ERRORS,
  RETENTION_TEXTS,
  blindScoringOf,
  retentionProfileOf,
  type CompanySettings,
} from '@clara/domain';
import { ForbiddenError, NotFoundError } from '@clara/domain/common/failures';
import type { CompanySettingsUpdate } from '@clara/domain/scorecards/schemas';
import { updateCompanySettingsRoute } from '@clara/domain/scorecards/routes';
import { actionOf, auditWithin, memberActor } from '../audit/log';
import type { Caller } from '../platform/auth';
import { db } from '../platform/firebase';
import { companyDocs, companyRef } from '../company/documents';

export async function getCompanySettings(companyId: string): Promise<CompanySettings> {
  const company = companyDocs.read(await companyRef(companyId).get());
  return {
    blindScoring: blindScoringOf(company?.blindScoring),
    retentionProfile: retentionProfileOf(company?.retentionProfile),
  };
}

export async function updateCompanySettings(
  companyId: string,
  caller: Caller,
  update: CompanySettingsUpdate,
): Promise<CompanySettings> {
  const ref = companyRef(companyId);
  return db().runTransaction(async (tx) => {
    const company = companyDocs.read(await tx.get(ref));
    if (!company) throw new NotFoundError(COMMON_ERRORS.notFound);
    if (company.ownerUid !== caller.uid) throw new ForbiddenError(BLIND_TEXTS.ownerOnly);
    const current = {
      blindScoring: blindScoringOf(company.blindScoring),
      retentionProfile: retentionProfileOf(company.retentionProfile),
    };
    const next = { ...current, ...update };
    const origin = { actor: memberActor(caller), action: actionOf(updateCompanySettingsRoute) };
    if (next.blindScoring !== current.blindScoring) {
      tx.update(ref, { blindScoring: next.blindScoring });
      auditWithin(tx, companyId, {
        ...origin,
        kind: 'company.blindScoringChanged',
        detail: next.blindScoring ? 'Activada' : 'Desactivada',
      });
    }
    if (next.retentionProfile !== current.retentionProfile) {
      tx.update(ref, { retentionProfile: next.retentionProfile });
      auditWithin(tx, companyId, {
        ...origin,
        kind: 'company.retentionChanged',
        detail: RETENTION_TEXTS.options[next.retentionProfile],
      });
    }
    return next;
  });
}
