/**
 * Issue 31: a candidate's CV and their interview's transcript, served to a member of their company by their own
 * calls, each recording the view in the audit log before it answers. Another company's candidate: 404, nothing
 * recorded.
 */
import { RECRUITING_ERRORS, interviewCodeFromRef } from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import { applicationCvRoute, applicationTranscriptRoute } from '@clara/domain/recruiting/routes';
import type { Caller } from '../platform/auth';
import { actionOf } from '../audit/log';
import { recordServedView } from '../audit/views';
import { applicationDocs, applications } from '../company/documents';
import { getCompanyInterviewTranscript } from './companyInterviews';

async function companyApplication(companyId: string, applicationId: string) {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  return application;
}

const named = (application: { id: string; name: string; vacancyId: string }) => ({
  applicationId: application.id,
  name: application.name,
  vacancyId: application.vacancyId,
});

/** GET /api/application/{id}/cv. */
export async function serveApplicationCv(companyId: string, caller: Caller, applicationId: string) {
  const application = await companyApplication(companyId, applicationId);
  await recordServedView(companyId, caller, 'candidate.cvViewed', named(application), actionOf(applicationCvRoute));
  return { cv: application.cv };
}

/** GET /api/application/{id}/transcript: 404 while the candidate has no interview with Clara. */
export async function serveApplicationTranscript(companyId: string, caller: Caller, applicationId: string) {
  const application = await companyApplication(companyId, applicationId);
  const code = interviewCodeFromRef(application.interviewId);
  const transcription = code ? await getCompanyInterviewTranscript(companyId, code) : null;
  if (transcription === null) throw new NotFoundError(RECRUITING_ERRORS.interviewNotFound);
  await recordServedView(
    companyId,
    caller,
    'candidate.transcriptViewed',
    named(application),
    actionOf(applicationTranscriptRoute),
  );
  return { transcription };
}
