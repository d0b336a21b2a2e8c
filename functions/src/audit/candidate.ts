import type { AuditKind } from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import { requireCandidateLink } from '../company/candidateLinks';
import { CANDIDATE_ACTOR, getApplicationForAudit, recordAudit } from './log';

/**
 * For the candidate's own actions through their link (download, withdrawal): reads who they are now (before a
 * withdrawal erases it) and answers the function that records the action; null when the link opens nothing
 * (the action itself answers 404 then).
 */
export async function auditCandidateAction(
  token: string,
): Promise<((kind: AuditKind, action: string) => Promise<void>) | null> {
  try {
    const link = await requireCandidateLink(token);
    const candidate = await getApplicationForAudit(link.companyId, link.applicationId);
    if (!candidate) return null;
    return (kind, action) => recordAudit(link.companyId, { actor: CANDIDATE_ACTOR, kind, candidate, action });
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
