import { tryVacancyInterview } from './tryInterview';
import type { Router } from 'express';
import {
  applicationCvFileRoute,
  checkDuplicateApplicationRoute,
  applicationCvRoute,
  applicationTranscriptRoute,
  companyInterviewAnalysisRoute,
  companyNamesRoute,
  createVacancyRoute,
  getCustomTokenRoute,
  publicVacancyRoute,
  registerCompanyRoute,
  startClaraInterviewRoute,
  submitApplicationRoute,
  updateApplicationStatusRoute,
  updateVacancyRoute,
  tryVacancyInterviewRoute,
  vacanciesRoute,
  vacancyComparisonRoute,
} from '@clara/domain/recruiting/routes';
import {
  applicationEmailsRoute,
  autoCloseRoute,
  cancelRejectionRoute,
  emailTemplatesRoute,
  rejectionFeedbackRoute,
  previewEmailTemplateRoute,
  resendEmailRoute,
  resendInvitationRoute,
  resetEmailTemplateRoute,
  saveAutoCloseRoute,
  saveEmailTemplateRoute,
} from '@clara/domain/mail/routes';
import { getAutoClose, saveAutoClose } from './autoClose';
import { listTemplates, previewTemplate, resetTemplate, saveTemplate } from '../mail/templates';
import { cancelRejection, draftRejectionFeedback } from './statusEmails';
import {
  candidateRoute,
  vacancyCandidatesRoute,
  vacancySummariesRoute,
} from '@clara/domain/recruiting/pipeline/routes';
import { maySee } from '@clara/domain/common/access';
import { register } from '../http/register';
import { publicOriginOf } from '../platform/origin';
import { listCandidateEmails, resendEmail, resendInvitation } from './candidateEmails';
import { limit } from '../platform/rateLimit';
import { applicationExists, submitApplication, updateApplicationStatus } from './applications';
import { assignInterview } from './assignInterview';
import { companyNamesFor, registerCompany } from '../company/companies';
import { getCompanyInterviewAnalysis } from './companyInterviews';
import { getVacancyComparison } from './vacancyComparison';
import { exchangeForCustomToken } from './customToken';
import { listDashboardVacancies } from './dashboard';
import { createVacancy, getPublicVacancy, updateVacancy } from './vacancies';
import { getCandidate, getCandidatesPage, listVacancySummaries } from './pipeline';
import { actionOf, memberActor } from '../audit/log';
import { recordServedView } from '../audit/views';
import { serveApplicationCv, serveApplicationTranscript } from './views';
import { noteAnalysisViewed } from '../scorecards/service';
import { companyCvFile } from './cvFiles';
import { reply } from '../http/reply';
import { CV_FILE_TEXTS } from '@clara/domain';
import {
  addToVacancyRoute,
  peopleSearchRoute,
  personRoute,
  personTagsRoute,
} from '@clara/domain/recruiting/person/routes';
import { searchPeople } from './person/search';
import { addToVacancy } from './person/addToVacancy';
import { getPerson, savePersonTags } from './person/service';

/** The recruiting API (SPEC §7), as defined in domain/src/recruiting/routes.ts. */
export function registerRecruitingRoutes(router: Router): void {
  // Accounts
  register(router, getCustomTokenRoute, ({ body }) => exchangeForCustomToken(body.idToken));
  register(router, registerCompanyRoute, ({ caller, body }) => registerCompany(caller, body.companyName));
  register(router, companyNamesRoute, ({ caller }) => companyNamesFor(caller.uid));

  // Vacancies
  // Issue 32: a hiring manager's lists keep their assigned vacancies; an interviewer's, none.
  register(router, vacanciesRoute, async ({ companyId, caller, member }) =>
    (await listDashboardVacancies(companyId, caller.uid)).filter((vacancy) =>
      maySee(member, { kind: 'vacancy', vacancyId: vacancy.id }),
    ),
  );
  register(router, createVacancyRoute, async ({ companyId, caller, body }) => ({
    id: await createVacancy(companyId, body, { actor: memberActor(caller), action: actionOf(createVacancyRoute) }),
  }));
  register(router, updateVacancyRoute, async ({ companyId, caller, params, body }) => {
    await updateVacancy(companyId, params.id, body, {
      actor: memberActor(caller),
      action: actionOf(updateVacancyRoute),
    });
    return { id: params.id };
  });
  register(router, tryVacancyInterviewRoute, async ({ companyId, params }) => ({
    code: await tryVacancyInterview(companyId, params.id),
  }));
  // Issue 11: the dashboard's list (counters) and a vacancy's candidates a page at a time.
  register(router, vacancySummariesRoute, async ({ companyId, member }) =>
    (await listVacancySummaries(companyId)).filter((vacancy) =>
      maySee(member, { kind: 'vacancy', vacancyId: vacancy.id }),
    ),
  );
  register(router, vacancyCandidatesRoute, ({ companyId, caller, params, query }) =>
    getCandidatesPage(companyId, caller.uid, params.id, query),
  );
  register(router, candidateRoute, ({ companyId, caller, params }) =>
    getCandidate(companyId, caller.uid, params.applicationId),
  );
  register(router, vacancyComparisonRoute, ({ companyId, caller, params }) =>
    getVacancyComparison(companyId, caller.uid, params.id),
  );

  // Applications and their interviews
  // Issue 31: its audit entry is written in the change's own transaction (writeStatusChange).
  register(router, updateApplicationStatusRoute, ({ companyId, caller, body }) =>
    updateApplicationStatus(companyId, caller, body),
  );
  register(router, startClaraInterviewRoute, ({ companyId, caller, body, req }) =>
    assignInterview(companyId, caller, body, publicOriginOf(req)),
  );
  // Issue 11: the emails about a candidate, failed ones resent, the interview invitation resent.
  // Issue 32: the company's email templates, and a rejection written ahead cancelled before it leaves.
  register(router, emailTemplatesRoute, ({ companyId }) => listTemplates(companyId));
  register(router, saveEmailTemplateRoute, ({ companyId, caller, params, body }) =>
    saveTemplate(companyId, params.kind, body, caller.uid),
  );
  register(router, resetEmailTemplateRoute, ({ companyId, params }) => resetTemplate(companyId, params.kind));
  register(router, previewEmailTemplateRoute, ({ companyId, body, req }) =>
    previewTemplate(companyId, body.template, body.applicationId, publicOriginOf(req)),
  );
  register(router, cancelRejectionRoute, async ({ companyId, body }) => {
    await cancelRejection(companyId, body.applicationId);
    return { cancelled: true as const };
  });
  register(router, autoCloseRoute, ({ companyId }) => getAutoClose(companyId));
  register(router, saveAutoCloseRoute, ({ companyId, caller, body }) => saveAutoClose(companyId, caller, body.days));
  register(router, rejectionFeedbackRoute, async ({ companyId, caller, params }) => ({
    paragraph: await draftRejectionFeedback(companyId, caller.uid, params.applicationId),
  }));
  register(router, applicationEmailsRoute, ({ companyId, params }) =>
    listCandidateEmails(companyId, params.applicationId),
  );
  register(router, resendEmailRoute, ({ companyId, body }) => resendEmail(companyId, body.applicationId, body.emailId));
  register(router, resendInvitationRoute, ({ companyId, body, req }) =>
    resendInvitation(companyId, body.applicationId, publicOriginOf(req)),
  );
  // Issue 32: one person across vacancies (the applications of theirs the member may see).
  register(router, personRoute, ({ companyId, caller, member, params }) =>
    getPerson(companyId, caller.uid, member, params.applicationId),
  );
  register(router, personTagsRoute, ({ companyId, params, body }) =>
    savePersonTags(companyId, params.applicationId, body),
  );
  register(router, peopleSearchRoute, ({ companyId, member, query }) => searchPeople(companyId, member, query.q));
  register(router, addToVacancyRoute, ({ companyId, caller, member, params, body, req }) =>
    addToVacancy(companyId, caller, member, params.applicationId, body, publicOriginOf(req)),
  );
  // Issue 31: the CV and the transcript, each call recording the view it serves.
  register(router, applicationCvRoute, ({ companyId, caller, params }) =>
    serveApplicationCv(companyId, caller, params.applicationId),
  );
  register(router, applicationTranscriptRoute, ({ companyId, caller, params }) =>
    serveApplicationTranscript(companyId, caller, params.applicationId),
  );
  register(router, companyInterviewAnalysisRoute, async ({ companyId, caller, params }) => {
    const analysis = await getCompanyInterviewAnalysis(companyId, params.chatSessionId);
    // Issue 20: recorded in the audit log, and on the caller's scorecard when they have not scored yet.
    await noteAnalysisViewed(companyId, caller, params.chatSessionId);
    return analysis;
  });

  // The public vacancy page
  register(router, publicVacancyRoute, ({ params }) => getPublicVacancy(params.id));
  register(
    router,
    checkDuplicateApplicationRoute,
    async ({ body }) => ({ exists: await applicationExists(body.vacancyId, body.email) }),
    {
      before: [limit('DUPLICATE_CHECKS')],
    },
  );
  register(router, submitApplicationRoute, async ({ body, req }) => submitApplication(body, publicOriginOf(req)), {
    before: [limit('APPLICATIONS')],
  });

  // Issue 30: the original CV file, for the company's members; seeing it is recorded like the CV view.
  register(router, applicationCvFileRoute, async ({ companyId, caller, params }) => {
    const { application, file } = await companyCvFile(companyId, params.applicationId);
    await recordServedView(
      companyId,
      caller,
      'candidate.cvViewed',
      { applicationId: application.id, name: application.name, vacancyId: application.vacancyId },
      actionOf(applicationCvFileRoute),
      `${CV_FILE_TEXTS.original}: ${file.filename}`,
    );
    return reply.file(file.data, file.contentType, file.filename);
  });
}
