/**
 * `GET|PUT /api/company-settings`: the company's "Evaluación a ciegas" (issue 31). Any member reads it; only the
 * owner changes it, and the change is recorded in the audit log in the same transaction.
 */
import { BLIND_TEXTS, COMMON_ERRORS, blindScoringOf, type CompanySettings } from '@clara/domain';
import { ForbiddenError, NotFoundError } from '@clara/domain/common/failures';
import { updateCompanySettingsRoute } from '@clara/domain/recruiting/scorecards/routes';
import { actionOf, auditWithin, memberActor } from '../../audit/log';
import type { Caller } from '../../platform/auth';
import { db } from '../../platform/firebase';
import { companyDocs, companyRef } from '../../company/documents';
import { companyScoresBlind } from './access';

export async function getCompanySettings(companyId: string): Promise<CompanySettings> {
  return { blindScoring: await companyScoresBlind(companyId) };
}

export async function updateCompanySettings(
  companyId: string,
  caller: Caller,
  settings: CompanySettings,
): Promise<CompanySettings> {
  const ref = companyRef(companyId);
  await db().runTransaction(async (tx) => {
    const company = companyDocs.read(await tx.get(ref));
    if (!company) throw new NotFoundError(COMMON_ERRORS.notFound);
    if (company.ownerUid !== caller.uid) throw new ForbiddenError(BLIND_TEXTS.ownerOnly);
    if (blindScoringOf(company.blindScoring) === settings.blindScoring) return;
    tx.update(ref, { blindScoring: settings.blindScoring });
    auditWithin(tx, companyId, {
      actor: memberActor(caller),
      kind: 'company.blindScoringChanged',
      action: actionOf(updateCompanySettingsRoute),
      detail: settings.blindScoring ? 'Activada' : 'Desactivada',
    });
  });
  return settings;
}
