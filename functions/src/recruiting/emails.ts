/**
 * The recruiting emails (issue 11), sent through the one mail path after the action that causes them:
 * application received (to the candidate, with their data link), interview invitation (to the candidate,
 * link and code; resendable), interview finished and analysis ready (to the company's members).
 * `safely` keeps any failure here from failing the action: the outbox records what was not sent.
 */
import { log } from '../platform/log';
import {
  analysisReadyEmail,
  applicationReceivedEmail,
  interviewCodeFromRef,
  interviewInvitationEmail,
  interviewUrl,
  screeningRejectionEmail,
  type OutboxRecord,
} from '@clara/domain';
import { companyRecipients } from '../mail/recipients';
import { sendEmail } from '../mail/send';
import { companyTemplate } from '../mail/templates';
import { applicationDocs, applications, namesOf } from '../company/documents';

/** Runs an email step; a failure is logged, never thrown (a mail failure never fails the action). */
export async function safely<T>(what: string, step: () => Promise<T>): Promise<T | null> {
  try {
    return await step();
  } catch (error) {
    log.error(`Email step failed: ${what}`, { error });
    return null;
  }
}

export interface ReceivedInput {
  applicationId: string;
  companyId: string;
  vacancyId: string;
  to: string;
  candidateName: string;
  dataUrl: string;
  /** Issue 32: the team added the person («Añadir a otra vacante»): they are told so, not thanked for applying. */
  addedByTeam?: boolean;
}

export async function sendApplicationReceived(input: ReceivedInput): Promise<OutboxRecord> {
  const kind = input.addedByTeam ? 'addedToVacancy' : 'applicationReceived';
  const names = await namesOf(input.companyId, input.vacancyId);
  const template = await companyTemplate(input.companyId, kind);
  const content = applicationReceivedEmail(
    { candidateName: input.candidateName, dataUrl: input.dataUrl, ...names },
    template,
  );
  return sendEmail({
    ...content,
    to: input.to,
    kind,
    companyId: input.companyId,
    applicationId: input.applicationId,
  });
}

/** Issue 30: a knock-out answer rejected the application on its own: the company's rejection template and its reason. */
export async function sendScreeningRejection(
  input: ReceivedInput & { reason: string; emailId?: string | undefined },
): Promise<OutboxRecord> {
  const names = await namesOf(input.companyId, input.vacancyId);
  const template = await companyTemplate(input.companyId, 'rejection');
  const content = screeningRejectionEmail(
    { candidateName: input.candidateName, dataUrl: input.dataUrl, reason: input.reason, ...names },
    template,
  );
  return sendEmail({
    ...content,
    ...(input.emailId ? { id: input.emailId } : {}),
    to: input.to,
    kind: 'screeningRejection',
    companyId: input.companyId,
    applicationId: input.applicationId,
  });
}

/** The invitation to the application's interview (assigned, or resent from the dashboard). */
export async function sendInterviewInvitation(applicationId: string, origin: string): Promise<OutboxRecord | null> {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  const code = interviewCodeFromRef(application?.interviewId ?? null);
  if (!application || !code) return null;
  const { companyId } = application;
  const names = await namesOf(companyId, application.vacancyId);
  const content = interviewInvitationEmail(
    { candidateName: application.name, interviewUrl: interviewUrl(origin, code), code, ...names },
    await companyTemplate(companyId, 'interviewInvitation'),
  );
  return sendEmail({
    ...content,
    to: application.email,
    kind: 'interviewInvitation',
    companyId,
    applicationId,
  });
}

/** The company interview of this application finished and is analysed: every member of the company hears. */
export async function sendAnalysisReady(applicationId: string, origin: string): Promise<OutboxRecord[]> {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (!application) return [];
  const { companyId } = application;
  const names = await namesOf(companyId, application.vacancyId);
  const content = analysisReadyEmail({
    candidateName: application.name,
    dashboardUrl: `${origin.replace(/\/$/, '')}/dashboard`,
    ...names,
  });
  const sent: OutboxRecord[] = [];
  for (const to of await companyRecipients(companyId))
    sent.push(await sendEmail({ ...content, to, kind: 'analysisReady', companyId, applicationId }));
  return sent;
}
