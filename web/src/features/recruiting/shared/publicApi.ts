import { CONSENT_NOTICE } from '@clara/domain/trust/consent';
import type { ApplicationDraft } from '@clara/domain/recruiting/applicationForm';
import { SOURCE_PARAM, sourceFromQuery } from '@clara/domain/recruiting/careers/model';
import { callApi } from '../../../platform/api';

/**
 * Calls of the public vacancy page: no Firebase, no token. The route definitions (with their schemas, and so
 * zod) load on the first call, not with the page.
 */
const routes = () => import('@clara/domain/recruiting/routes');

export const fetchPublicVacancy = async (id: string) =>
  callApi((await routes()).publicVacancyRoute, { params: { id } });

export const checkDuplicateApplication = async (email: string, vacancyId: string) =>
  callApi((await routes()).checkDuplicateApplicationRoute, { body: { email, vacancyId } });

export const submitApplication = async (
  { practiceCode, cvFile, ...draft }: ApplicationDraft,
  vacancyId: string,
  applicationId: string,
  /** Issue 30: the answers to the vacancy's screening questions, when it has any. */
  screening?: Record<string, string>,
) =>
  callApi((await routes()).submitApplicationRoute, {
    // The practice report is optional (issue 12): no code, no field.
    body: {
      ...draft,
      vacancyId,
      applicationId,
      consentVersion: CONSENT_NOTICE.version,
      ...(practiceCode ? { practiceCode } : {}),
      // Issue 30: the CV file, when attached (its text is read on the server).
      ...(cvFile ? { cvFile: { name: cvFile.name, data: cvFile.data } } : {}),
      ...(screening ? { screening } : {}),
      ...sourceOfPage(),
    },
  });

/** Issue 23: the source the job link carried (`?fuente=`), if any; the server records 'directo' without one. */
function sourceOfPage(): { source?: string } {
  const source = sourceFromQuery(new URLSearchParams(window.location.search).get(SOURCE_PARAM));
  return source ? { source } : {};
}

export const fetchCareersPage = async (slug: string) =>
  callApi((await routes()).publicCareersRoute, { params: { slug } });
