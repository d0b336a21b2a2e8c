/**
 * The compliance pack (issue 33), for the company's owner only: the documents are built in domain
 * (compliance/pack.ts) from what this reads of the company's configuration and stored evidence. Each download is
 * recorded in the audit log (which document, never its content).
 */
import {
  AUDIT_KINDS,
  actorLabel,
  auditRetentionMonths,
  blindScoringOf,
  interviewCodeFromRef,
  nowSeconds,
  parseAnalysis,
  retentionMonthsFor,
  retentionProfileOf,
  RECRUITING_ERRORS,
  type InterviewSummary,
} from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import {
  COMPLIANCE_ERRORS,
  LOG_CSV_HEADER,
  LOG_TEXTS,
  candidateNotice,
  documentHtml,
  dpiaDraft,
  explanationLetter,
  logCsvRows,
  logJson,
  logRange,
  worksCouncilSheet,
  type ComplianceDocument,
  type LogEvent,
  type PackCompany,
  type PackVacancy,
} from '@clara/domain/compliance/index';
import type { ComplianceOverview, LogQuery } from '@clara/domain/compliance/routes';
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Caller } from '../platform/auth';
import { config } from '../platform/config';
import { csvFile } from '../platform/csv';
import { applicationDocs, applications, companyDocs, companyRef, vacancies, vacancyDocs } from '../company/documents';
import { auditDocs, auditLog, memberActor } from '../audit/log';
import { recordServed } from '../audit/views';
import { requireFairnessOwner } from '../fairness/settings';
import { getCompanyInterviewAnalysis, getInterviewSummaries } from '../recruiting/companyInterviews';
import { readDesignVersion } from '../recruiting/designVersions';

/**
 * The documents read per page: the log export and the page read every audit entry of the range and every
 * application, page by page (nothing is cut: a file that stopped silently would be an incomplete record).
 */
const LOG_BATCH = 1000;
const APPLICATIONS_BATCH = 500;

export interface PackFile {
  data: Buffer;
  contentType: string;
  filename: string;
}

const requireOwner = (companyId: string, caller: Caller) =>
  requireFairnessOwner(companyId, caller, COMPLIANCE_ERRORS.ownerOnly);

async function packCompany(companyId: string): Promise<PackCompany> {
  const company = companyDocs.read(await companyRef(companyId).get());
  if (!company) throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
  const retentionProfile = retentionProfileOf(company.retentionProfile);
  return {
    name: company.name,
    blindScoring: blindScoringOf(company.blindScoring),
    autoCloseDays: company.autoCloseDays,
    retentionProfile,
    retentionMonths: retentionMonthsFor(retentionProfile, auditRetentionMonths(config.people.auditRetentionMonths())),
  };
}

const packVacancy = (vacancy: ReturnType<typeof vacancyDocs.fromFirestore>): PackVacancy => ({
  id: vacancy.id,
  title: vacancy.title,
  hasJobDescription: Boolean(vacancy.description.trim()),
  design: vacancy.design ?? undefined,
  screening: vacancy.screening,
});

/** The company's vacancies by title: those not closed (the notice, the DPIA), or all (the page's list). */
async function companyVacancies(companyId: string, withClosed = false): Promise<PackVacancy[]> {
  const snapshot = await vacancies().where('companyId', '==', companyId).get();
  return snapshot.docs
    .map((doc) => vacancyDocs.fromFirestore(doc))
    .filter((vacancy) => withClosed || vacancy.status !== 'Cerrada')
    .map(packVacancy)
    .sort((a, b) => a.title.localeCompare(b.title, 'es'));
}

/** Every document of `query`, `batch` at a time (the query's order, then each page after the last one read). */
async function* pages(query: Query, batch: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(batch).get();
    if (page.empty) return;
    yield page.docs;
    if (page.size < batch) return;
    last = page.docs.at(-1);
  }
}

/** All the company's applications, read page by page. */
async function companyApplications(companyId: string) {
  const query = applications().where('companyId', '==', companyId).orderBy(FieldPath.documentId());
  const all = [];
  for await (const docs of pages(query, APPLICATIONS_BATCH)) all.push(...docs.map((doc) => applicationDocs.read(doc)));
  return all;
}

/** A document of the pack is a read: recorded before it is served (issue 31). */
async function downloaded(companyId: string, caller: Caller, what: string, action: string) {
  await recordServed(companyId, {
    actor: memberActor(caller),
    kind: 'compliance.downloaded',
    action,
    detail: what,
  });
}

const htmlFile = (document: ComplianceDocument, filename: string): PackFile => ({
  data: Buffer.from(documentHtml(document), 'utf8'),
  contentType: 'text/html; charset=utf-8',
  filename,
});

export async function complianceOverview(companyId: string, caller: Caller): Promise<ComplianceOverview> {
  await requireOwner(companyId, caller);
  const [company, vacancyList, applicationList] = await Promise.all([
    packCompany(companyId),
    companyVacancies(companyId, true),
    companyApplications(companyId),
  ]);
  return {
    vacancies: vacancyList.map((vacancy) => ({
      id: vacancy.id,
      title: vacancy.title,
      rubricVersion: vacancy.design?.rubricVersion ?? null,
    })),
    candidates: applicationList
      .map((application) => ({
        id: application.id,
        name: application.name,
        vacancyId: application.vacancyId,
        status: application.status,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es')),
    retentionProfile: company.retentionProfile,
    retentionMonths: company.retentionMonths,
  };
}

export async function noticeFile(companyId: string, caller: Caller, action: string): Promise<PackFile> {
  await requireOwner(companyId, caller);
  const [company, vacancyList] = await Promise.all([packCompany(companyId), companyVacancies(companyId)]);
  await downloaded(companyId, caller, 'Aviso a candidatos', action);
  return htmlFile(candidateNotice(company, vacancyList, nowSeconds()), 'aviso-candidatos.html');
}

export async function dpiaFile(companyId: string, caller: Caller, action: string): Promise<PackFile> {
  await requireOwner(companyId, caller);
  const [company, vacancyList] = await Promise.all([packCompany(companyId), companyVacancies(companyId)]);
  await downloaded(companyId, caller, 'Borrador de evaluación de impacto', action);
  return htmlFile(dpiaDraft(company, vacancyList, nowSeconds()), 'evaluacion-de-impacto-borrador.html');
}

export async function worksCouncilFile(
  companyId: string,
  caller: Caller,
  vacancyId: string,
  action: string,
): Promise<PackFile> {
  await requireOwner(companyId, caller);
  const stored = vacancyDocs.read(await vacancies().doc(vacancyId).get());
  if (stored?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
  const vacancy = packVacancy(stored);
  const version = vacancy.design?.rubricVersion ?? 0;
  const [company, previous] = await Promise.all([packCompany(companyId), readDesignVersion(vacancyId, version - 1)]);
  await downloaded(companyId, caller, `Ficha del comité: ${vacancy.title}`, action);
  return htmlFile(
    worksCouncilSheet(company, vacancy, previous, nowSeconds()),
    `ficha-comite-${vacancyId}-v${version || 'predeterminada'}.html`,
  );
}

export async function letterFile(
  companyId: string,
  caller: Caller,
  applicationId: string,
  action: string,
): Promise<PackFile> {
  await requireOwner(companyId, caller);
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  const code = interviewCodeFromRef(application.interviewId);
  const [company, vacancy, analysis] = await Promise.all([
    packCompany(companyId),
    application.vacancyId ? vacancies().doc(application.vacancyId).get() : null,
    code ? getCompanyInterviewAnalysis(companyId, code).catch(() => null) : null,
  ]);
  const parsed = analysis ? parseAnalysis(analysis.analysis) : null;
  await recordServed(companyId, {
    actor: memberActor(caller),
    kind: 'compliance.downloaded',
    candidate: { applicationId, name: application.name, vacancyId: application.vacancyId || null },
    action,
    detail: 'Carta de explicación',
  });
  const document = explanationLetter(
    company,
    {
      candidateName: application.name,
      vacancyTitle: (vacancy && vacancyDocs.read(vacancy)?.title) || '',
      status: application.status,
      statusHistory: application.statusHistory,
      analysis: parsed?.ok ? parsed.analysis : null,
    },
    nowSeconds(),
  );
  return htmlFile(document, `carta-explicacion-${applicationId}.html`);
}

/** The audit log's entries and the interviews' events between `from` and `to` (days, both included), oldest first. */
async function logEvents(companyId: string, query: LogQuery): Promise<LogEvent[]> {
  const { start, end } = logRange(query.from, query.to);
  const range = auditLog()
    .where('companyId', '==', companyId)
    .where('atMs', '>=', start * 1000)
    .where('atMs', '<', end * 1000)
    .orderBy('atMs', 'desc');
  const readEntries = async () => {
    const all: QueryDocumentSnapshot[] = [];
    for await (const docs of pages(range, LOG_BATCH)) all.push(...docs);
    return all;
  };
  const [entries, applicationList] = await Promise.all([readEntries(), companyApplications(companyId)]);
  const audit: LogEvent[] = entries.map((doc) => {
    const { stored } = auditDocs.read(doc);
    return {
      at: Math.floor(stored.atMs / 1000),
      source: 'audit',
      event: AUDIT_KINDS[stored.kind],
      person: actorLabel(stored.actor),
      candidate: stored.candidateName ?? '',
      applicationId: stored.applicationId,
      vacancyId: stored.vacancyId,
      detail: stored.detail,
    };
  });
  // The interviews' pages and private documents, a page of applications at a time.
  const summaries = new Map<string, InterviewSummary>();
  for (let i = 0; i < applicationList.length; i += APPLICATIONS_BATCH) {
    const refs = applicationList.slice(i, i + APPLICATIONS_BATCH).map((application) => application.interviewId ?? '');
    for (const [code, summary] of await getInterviewSummaries(refs)) summaries.set(code, summary);
  }
  const interviews: LogEvent[] = applicationList.flatMap((application) => {
    const summary = summaries.get(interviewCodeFromRef(application.interviewId) ?? '');
    if (!summary) return [];
    const base = {
      source: 'interview' as const,
      person: 'El candidato',
      candidate: application.name,
      applicationId: application.id,
      vacancyId: application.vacancyId || null,
      detail: summary.id,
    };
    return [
      ...(summary.createdAt ? [{ ...base, at: summary.createdAt, event: LOG_TEXTS.events.created }] : []),
      ...(summary.status === 'Finished' && summary.interviewDate
        ? [{ ...base, at: summary.interviewDate, event: LOG_TEXTS.events.completed }]
        : []),
    ];
  });
  return [...audit, ...interviews.filter((event) => event.at >= start && event.at < end)].sort((a, b) => a.at - b.at);
}

export async function logFile(companyId: string, caller: Caller, query: LogQuery, action: string): Promise<PackFile> {
  await requireOwner(companyId, caller);
  const events = await logEvents(companyId, query);
  await downloaded(
    companyId,
    caller,
    `Registros del ${query.from} al ${query.to} (${query.format.toUpperCase()})`,
    action,
  );
  const filename = LOG_TEXTS.fileName(query.from, query.to, query.format);
  return query.format === 'json'
    ? {
        data: Buffer.from(JSON.stringify(logJson(query.from, query.to, events), null, 2), 'utf8'),
        contentType: 'application/json; charset=utf-8',
        filename,
      }
    : {
        data: Buffer.from(csvFile(LOG_CSV_HEADER, logCsvRows(events)), 'utf8'),
        contentType: 'text/csv; charset=utf-8',
        filename,
      };
}
