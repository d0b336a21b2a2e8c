import type { Router } from 'express';
import {
  candidateNoticeRoute,
  complianceOverviewRoute,
  dpiaDraftRoute,
  explanationLetterRoute,
  logExportRoute,
  worksCouncilSheetRoute,
} from '@clara/domain/compliance/routes';
import { actionOf } from '../audit/log';
import { register } from '../http/register';
import { reply } from '../http/reply';
import { complianceOverview, dpiaFile, letterFile, logFile, noticeFile, worksCouncilFile, type PackFile } from './pack';

const download = (file: PackFile) => reply.file(file.data, file.contentType, file.filename);

/** The compliance pack (issue 33): the owner's documents, generated from the company's configuration. */
export function registerComplianceRoutes(router: Router): void {
  register(router, complianceOverviewRoute, ({ companyId, caller }) => complianceOverview(companyId, caller));
  register(router, candidateNoticeRoute, async ({ companyId, caller }) =>
    download(await noticeFile(companyId, caller, actionOf(candidateNoticeRoute))),
  );
  register(router, dpiaDraftRoute, async ({ companyId, caller }) =>
    download(await dpiaFile(companyId, caller, actionOf(dpiaDraftRoute))),
  );
  register(router, worksCouncilSheetRoute, async ({ companyId, caller, params }) =>
    download(await worksCouncilFile(companyId, caller, params.vacancyId, actionOf(worksCouncilSheetRoute))),
  );
  register(router, explanationLetterRoute, async ({ companyId, caller, params }) =>
    download(await letterFile(companyId, caller, params.applicationId, actionOf(explanationLetterRoute))),
  );
  register(router, logExportRoute, async ({ companyId, caller, query }) =>
    download(await logFile(companyId, caller, query, actionOf(logExportRoute))),
  );
}
