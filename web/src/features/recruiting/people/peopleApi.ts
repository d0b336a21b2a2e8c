import { auditExportRoute, auditRoute } from '@clara/domain/audit/routes';
import type { AuditKind } from '@clara/domain/audit/kinds';
import { answerReviewRoute, applicationReviewsRoute, reviewRequestsRoute } from '@clara/domain/reviews/routes';
import {
  agreementRoute,
  companySettingsRoute,
  saveScorecardRoute,
  scorecardsRoute,
  updateCompanySettingsRoute,
  vacancyScorecardsRoute,
} from '@clara/domain/scorecards/routes';
import {
  addToVacancyRoute,
  peopleSearchRoute,
  personRoute,
  personTagsRoute,
} from '@clara/domain/recruiting/person/routes';
import { erasePersonRoute } from '@clara/domain/trust/routes';
import type { Recommendation } from '@clara/domain/scorecards/model';
import type { CompetencyId } from '@clara/domain/analysis/rubric';
import { callCompanyApi } from '../../../platform/companySession';

/** Issue 20's company calls: scorecards, agreement, review requests and the audit log. */
export const fetchScorecards = (applicationId: string, signal?: AbortSignal) =>
  callCompanyApi(scorecardsRoute, { params: { applicationId }, signal });

export const saveScorecard = (
  applicationId: string,
  input: { ratings: Partial<Record<CompetencyId, number>>; recommendation: Recommendation; note: string },
) => callCompanyApi(saveScorecardRoute, { params: { applicationId }, body: input });

export const fetchVacancyScorecards = (vacancyId: string) =>
  callCompanyApi(vacancyScorecardsRoute, { params: { id: vacancyId } });

export const fetchAgreement = (vacancyId: string | null) =>
  callCompanyApi(agreementRoute, { query: vacancyId ? { vacancyId } : {} });

/** Issue 31: "Evaluación a ciegas". */
export const fetchCompanySettings = () => callCompanyApi(companySettingsRoute, {});
export const updateCompanySettings = (settings: { blindScoring: boolean }) =>
  callCompanyApi(updateCompanySettingsRoute, { body: settings });

export const fetchReviewRequests = () => callCompanyApi(reviewRequestsRoute, { query: { status: 'open' } });

export const fetchApplicationReviews = (applicationId: string, signal?: AbortSignal) =>
  callCompanyApi(applicationReviewsRoute, { params: { applicationId }, signal });

export const answerReview = (id: string, answer: string) =>
  callCompanyApi(answerReviewRoute, { params: { id }, body: { answer } });

export interface AuditFilters {
  actor?: string;
  applicationId?: string;
  kind?: AuditKind;
}

export const fetchAuditPage = (filters: AuditFilters, cursor: string | null) =>
  callCompanyApi(auditRoute, { query: { ...filters, ...(cursor ? { cursor } : {}) } });

export const exportAuditCsv = (filters: AuditFilters) => callCompanyApi(auditExportRoute, { query: filters });

/** Issue 32: the person behind an application (every application of theirs the member may see). */
export const fetchPerson = (applicationId: string, signal?: AbortSignal) =>
  callCompanyApi(personRoute, { params: { applicationId }, signal });

/** Issue 32: the company erases the whole person (every application of theirs in the company). */
export const erasePerson = (applicationId: string) => callCompanyApi(erasePersonRoute, { params: { applicationId } });

/** Issue 32: the person's whole list of tags. */
export const savePersonTags = (applicationId: string, tags: string[]) =>
  callCompanyApi(personTagsRoute, { params: { applicationId }, body: { tags } });

/** Issue 32: «Añadir a otra vacante»: the person's new application (Nueva) to another vacancy of the company. */
export const addPersonToVacancy = (applicationId: string, vacancyId: string) =>
  callCompanyApi(addToVacancyRoute, { params: { applicationId }, body: { vacancyId } });

/** Issue 32, «Buscar candidatos»: the company's people by name or email prefix, or by tag. */
export const searchPeople = (q: string) => callCompanyApi(peopleSearchRoute, { query: { q } });
