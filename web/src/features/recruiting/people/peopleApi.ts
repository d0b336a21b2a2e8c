import { auditExportRoute, auditRoute } from '@clara/domain/audit/routes';
import type { AuditKind } from '@clara/domain/audit/kinds';
import {
  addToVacancyRoute,
  peopleSearchRoute,
  personRoute,
  personTagsRoute,
} from '@clara/domain/recruiting/person/routes';
import { erasePersonRoute } from '@clara/domain/trust/routes';
import { callCompanyApi } from '../../../platform/companySession';

/** Issue 20's audit log and issue 32's person (scorecards and reviews have their own features' calls). */
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
