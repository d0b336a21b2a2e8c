/** "Equidad" (issue 33): the monitor of a vacancy or of the company, read from its counters; the owner only. */
import { fairnessReport } from '@clara/domain/fairness/monitor';
import { COMMON_ERRORS, RECRUITING_ERRORS } from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import type { Caller } from '../platform/auth';
import { getCompanyRecord } from '../company/companies';
import { vacancies, vacancyDocs } from '../company/documents';
import { companyCountsRef, readCounts, vacancyCountsRef } from './counts';
import { requireFairnessOwner } from './settings';

export async function vacancyFairness(companyId: string, caller: Caller, vacancyId: string) {
  const vacancy = vacancyDocs.read(await vacancies().doc(vacancyId).get());
  if (vacancy?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
  await requireFairnessOwner(companyId, caller);
  return { title: vacancy.title, report: fairnessReport(await readCounts(vacancyCountsRef(vacancyId))) };
}

export async function companyFairness(companyId: string, caller: Caller) {
  await requireFairnessOwner(companyId, caller);
  const company = await getCompanyRecord(companyId);
  if (!company) throw new NotFoundError(COMMON_ERRORS.notFound);
  return { title: company.name, report: fairnessReport(await readCounts(companyCountsRef(companyId))) };
}
