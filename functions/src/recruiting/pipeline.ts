/**
 * The dashboard at any size (issue 11): the vacancy list with stored counters (no application read), and a
 * vacancy's candidates a page at a time. Every query here is built from a shape listed in
 * DASHBOARD_QUERY_SHAPES, which a test checks against firestore.indexes.json.
 */
import {
  CANDIDATES_PAGE_MAX,
  CANDIDATES_PAGE_SIZE,
  type CandidatesPage,
  type CandidatesQuery,
  type VacancySummary,
} from '@clara/domain/recruiting/pipeline/model';
import { listVacancyWithdrawals, VACANCY_WITHDRAWALS_SHAPE } from './withdrawals';
import { CANDIDATE_PAGE_SHAPES, decodeCursor, readCandidatePage } from './candidatePages';
import { getInterviewSummaries } from './companyInterviews';
import { dashboardApplication } from './dashboard';
import { claraAccessFor } from '../scorecards/access';
import { tagsOfApplications } from './person/service';
import { shapedQuery, type QueryShape } from './queryShapes';
import {
  backfillVacancyCounts,
  vacancyCountsDocs,
  LEGACY_APPLICATIONS_SHAPE,
  LEGACY_WITHDRAWALS_SHAPE,
} from './vacancyCounts';
import { readCompanyVacancy, vacancies, vacancyDocs } from './vacancies';
import { applicationDocs, applicationOf, applications } from '../company/documents';
import { NotFoundError } from '@clara/domain/common/failures';
import { RECRUITING_ERRORS } from '@clara/domain';
import type { Application } from '@clara/domain/recruiting/types';

export const COMPANY_VACANCIES_SHAPE = {
  collection: 'vacancies',
  equals: ['companyId'],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
} as const satisfies QueryShape;

/** Every query the dashboard's calls make (the index test reads this list). */
export const DASHBOARD_QUERY_SHAPES: readonly QueryShape[] = [
  COMPANY_VACANCIES_SHAPE,
  ...Object.values(CANDIDATE_PAGE_SHAPES),
  VACANCY_WITHDRAWALS_SHAPE,
  LEGACY_APPLICATIONS_SHAPE,
  LEGACY_WITHDRAWALS_SHAPE,
];

/** `GET /api/vacancy-summaries`: the company's vacancies, newest first, each with its counters. */
export async function listVacancySummaries(companyId: string): Promise<VacancySummary[]> {
  const snapshot = await shapedQuery(vacancies(), COMPANY_VACANCIES_SHAPE, { companyId }).get();
  return Promise.all(
    snapshot.docs.map(async (doc) => {
      const { companyId: _companyId, ...vacancy } = vacancyDocs.read(doc);
      const counts = vacancyCountsDocs.read(doc) ?? (await backfillVacancyCounts(doc.id));
      return { ...vacancy, counts };
    }),
  );
}

/** `GET /api/vacancies/:id/candidates`: one page; the vacancy's withdrawal lines on an unfiltered first page. */
export async function getCandidatesPage(
  companyId: string,
  uid: string,
  vacancyId: string,
  query: CandidatesQuery,
): Promise<CandidatesPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const search = query.search?.trim() || undefined;
  // Another company's vacancy is not found, and nothing else of it is read.
  const { snapshot } = await readCompanyVacancy(companyId, vacancyId);
  if (!vacancyCountsDocs.read(snapshot)) await backfillVacancyCounts(vacancyId);
  const page = await readCandidatePage({
    vacancyId,
    status: query.status,
    search,
    cursor,
    limit: Math.min(query.limit ?? CANDIDATES_PAGE_SIZE, CANDIDATES_PAGE_MAX),
  });
  const [interviews, access, tags] = await Promise.all([
    getInterviewSummaries(page.applications.map((app) => app.interviewId ?? '')),
    claraAccessFor(companyId, uid),
    // Issue 32: each candidate's tags (their person's document), one read for the page.
    tagsOfApplications(companyId, page.applications),
  ]);
  const firstUnfiltered = !cursor && !query.status && !search;
  return {
    applications: page.applications.map((app) => ({
      ...dashboardApplication(app, interviews, access),
      tags: tags.get(app.id) ?? [],
    })),
    nextCursor: page.nextCursor,
    ...(firstUnfiltered ? { withdrawals: await listVacancyWithdrawals(vacancyId, CANDIDATES_PAGE_MAX) } : {}),
  };
}

/** `GET /api/application/:applicationId` (issue 32): one candidate, as `getCandidatesPage` shows each of its rows. */
export async function getCandidate(
  companyId: string,
  uid: string,
  applicationId: string,
): Promise<{ application: Application }> {
  const stored = applicationDocs.read(await applications().doc(applicationId).get());
  if (stored?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  const application = applicationOf(stored);
  const [interviews, access, tags] = await Promise.all([
    getInterviewSummaries([application.interviewId ?? '']),
    claraAccessFor(companyId, uid),
    tagsOfApplications(companyId, [application]),
  ]);
  return {
    application: { ...dashboardApplication(application, interviews, access), tags: tags.get(application.id) ?? [] },
  };
}
