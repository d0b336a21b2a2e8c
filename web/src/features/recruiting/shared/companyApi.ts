import type { ApplicationStatus } from '@clara/domain/hiring/status';
import type { VacancyInput, VacancyUpdate } from '@clara/domain/recruiting/schemas';
import {
  createVacancyRoute,
  registerCompanyRoute,
  startClaraInterviewRoute,
  updateApplicationStatusRoute,
  updateVacancyRoute,
} from '@clara/domain/recruiting/routes';
import {
  applicationEmailsRoute,
  cancelRejectionRoute,
  rejectionFeedbackRoute,
  resendEmailRoute,
  resendInvitationRoute,
} from '@clara/domain/mail/routes';
import type { EmailTemplate } from '@clara/domain/mail/templates';
import { eraseCandidateRoute } from '@clara/domain/trust/routes';
import { vacancyCandidatesRoute, vacancySummariesRoute } from '@clara/domain/recruiting/pipeline/routes';
import { practiceReportRoute } from '@clara/domain/practice/routes';
import { companyJobDescCodeRoute } from '@clara/domain/jobdesc/routes';
import { callCompanyApi } from '../../../platform/companySession';
import { bulkActionRoute } from '@clara/domain/recruiting/bulk/routes';
import type { BulkActionInput } from '@clara/domain/recruiting/bulk/schemas';

/** The recruiting company calls of SPEC §7 (bearer token, scoped to the caller's company). */

export type VacancyForm = VacancyInput;
export type VacancyEditForm = VacancyUpdate;

export const registerCompany = (companyName: string) => callCompanyApi(registerCompanyRoute, { body: { companyName } });

/** Issue 11: the dashboard's vacancy list, with counters and no applications. */
export const fetchVacancySummaries = () => callCompanyApi(vacancySummariesRoute);

/** Issue 11: one page of a vacancy's candidates (SPEC order), optionally one status and/or a name/email prefix. */
export const fetchCandidatesPage = (
  vacancyId: string,
  query: { status?: ApplicationStatus; search?: string; cursor?: string; limit?: number } = {},
) => callCompanyApi(vacancyCandidatesRoute, { params: { id: vacancyId }, query });

/** The company's own access code of the job-description assistant (DECISIONS). */
export const fetchJobDescCode = async () => (await callCompanyApi(companyJobDescCodeRoute)).accessCode;

export const createVacancy = (form: VacancyForm) => callCompanyApi(createVacancyRoute, { body: form });

export const updateVacancy = (id: string, form: VacancyEditForm) =>
  callCompanyApi(updateVacancyRoute, { params: { id }, body: form });

export const updateApplicationStatus = (input: {
  applicationId: string;
  newStatus: ApplicationStatus;
  notes: string;
  interviewId: string | null;
  /** Issue 32: the rejection or next-step email sent with the move, and the spam mark. */
  candidateEmail?: { template: EmailTemplate; delayHours: number };
  spam?: boolean;
}) => callCompanyApi(updateApplicationStatusRoute, { body: input });

/** Issue 32: a feedback paragraph for the rejection, drafted from the candidate's interview analysis. */
export const draftRejectionFeedback = (applicationId: string) =>
  callCompanyApi(rejectionFeedbackRoute, { params: { applicationId } });

/** Issue 32: a rejection written ahead is cancelled before it leaves. */
export const cancelRejection = (applicationId: string) =>
  callCompanyApi(cancelRejectionRoute, { body: { applicationId } });

export const startClaraInterview = (input: { applicationId: string; candidateId: string; vacancyId: string }) =>
  callCompanyApi(startClaraInterviewRoute, { body: input });

/** Issue 10: the company erases a candidate (a line without personal data stays). */
/** Issue 32: one slice of a bulk action (`from`: where it starts; the answer says where the next one does). */
export const runBulkSlice = (vacancyId: string, body: BulkActionInput) =>
  callCompanyApi(bulkActionRoute, { params: { id: vacancyId }, body });

export const eraseCandidate = (applicationId: string) =>
  callCompanyApi(eraseCandidateRoute, { params: { applicationId } });

/** Issue 11: the emails about a candidate; resending a failed one; resending the interview invitation. */
export const fetchCandidateEmails = (applicationId: string, signal?: AbortSignal) =>
  callCompanyApi(applicationEmailsRoute, { params: { applicationId }, signal });
export const resendEmail = (applicationId: string, emailId: string) =>
  callCompanyApi(resendEmailRoute, { body: { applicationId, emailId } });
export const resendInvitation = (applicationId: string) =>
  callCompanyApi(resendInvitationRoute, { body: { applicationId } });

/** Issue 12: the practice report a candidate shared with this application (or that they withdrew it). */
export const fetchPracticeReport = (applicationId: string, signal?: AbortSignal) =>
  callCompanyApi(practiceReportRoute, { params: { applicationId }, signal });
