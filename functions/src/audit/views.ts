import { RECRUITING_ERRORS } from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import type { Caller } from '../platform/auth';
import { applicationDocs, applications } from '../company/documents';
import { memberActor, recordAudit } from './log';

/**
 * `POST /api/candidate-views`: a member opened a candidate's CV (candidate modal) or an interview's transcript
 * (interview modal); both came with the candidate list, so the dashboard reports the view. Another company's
 * application: 404, nothing recorded.
 */
export async function recordCandidateView(
  companyId: string,
  caller: Caller,
  applicationId: string,
  item: 'cv' | 'transcript',
): Promise<void> {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  await recordAudit(companyId, {
    actor: memberActor(caller),
    kind: item === 'cv' ? 'candidate.cvViewed' : 'candidate.transcriptViewed',
    candidate: { applicationId, name: application.name, vacancyId: application.vacancyId },
    action: 'POST /api/candidate-views',
  });
}
