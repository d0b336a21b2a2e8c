/**
 * Issue 32: a bulk action on a vacancy's candidates. Each candidate is acted on through the same service as the
 * single action (its own transaction, the status rules, the rejection sent once), a few at a time, and gets its own
 * outcome. A request acts on one slice of at most BULK_BATCH candidates; the client sends the next slice's `from`
 * until none is left. The action's candidates (resolved once, by the first request: a status filter must not shift
 * under the moves) and the outcomes (never a name: no personal data) are kept in
 * `bulk_requests/{companyId}_{requestId}`, written after each group (never in a transaction): a retry of the same
 * request returns what was done and acts only on the rest.
 */
import {
  BULK_BATCH,
  BULK_CONCURRENCY,
  BULK_MAX,
  BULK_TEXTS,
  CANDIDATES_PAGE_MAX,
  COMMON_ERRORS,
  nowSeconds,
  TEMPLATE_TEXTS,
  type BulkResult,
} from '@clara/domain';
import type { BulkActionInput } from '@clara/domain/recruiting/bulk/schemas';
import { ConflictError, DomainError } from '@clara/domain/common/failures';
import { bulkActionRoute } from '@clara/domain/recruiting/routes';
import { z } from 'zod';
import { db } from '../../platform/firebase';
import { log } from '../../platform/log';
import { storedConverter } from '../../platform/stored';
import type { Caller } from '../../platform/auth';
import { applicationDocs, applications } from '../../company/documents';
import { actionOf } from '../../audit/log';
import { updateApplicationStatus } from '../applications';
import { assignInterview } from '../assignInterview';
import { readCompanyVacancy } from '../vacancies';
import { decodeCursor, readCandidatePage } from '../candidatePages';

const storedBulkSchema = z.object({
  companyId: z.string(),
  createdAt: z.number().default(0),
  /** The action's candidates, in order (absent on a ledger from before the slices). */
  ids: z.array(z.string()).optional(),
  results: z.record(z.string(), z.object({ outcome: z.enum(['done', 'failed']), message: z.string() })).default({}),
});
const bulkDocs = storedConverter('bulk_requests', storedBulkSchema);
const bulkRequests = () => db().collection('bulk_requests');

/** `POST /api/vacancies/:id/bulk`: one slice of the action, from `input.from`. */
export async function runBulkAction(
  companyId: string,
  caller: Caller,
  vacancyId: string,
  input: BulkActionInput,
  origin: string,
): Promise<{ results: BulkResult[]; next: number | null; total: number }> {
  await readCompanyVacancy(companyId, vacancyId);
  const ledgerRef = bulkRequests().doc(`${companyId}_${input.requestId}`);
  const ledger = bulkDocs.read(await ledgerRef.get());
  let ids = ledger?.ids;
  if (!ids) {
    // A later slice without the first one's ledger: the action cannot be rebuilt as it was.
    if (input.from > 0) throw new ConflictError(BULK_TEXTS.expired);
    ids = await targetIds(vacancyId, input.target);
    await ledgerRef.set({ companyId, createdAt: nowSeconds(), ids }, { merge: true });
  }
  const previous = ledger?.results ?? {};
  const slice = ids.slice(input.from, input.from + BULK_BATCH);
  const results: BulkResult[] = [];
  for (let start = 0; start < slice.length; start += BULK_CONCURRENCY) {
    const group = slice.slice(start, start + BULK_CONCURRENCY);
    const outcomes = await Promise.all(
      group.map(async (applicationId): Promise<BulkResult> => {
        const before = previous[applicationId];
        if (before?.outcome === 'done') return { applicationId, name: await nameOf(applicationId), ...before };
        return actOn(companyId, caller, vacancyId, applicationId, input.action, origin);
      }),
    );
    results.push(...outcomes);
    const fresh = outcomes.filter((result) => previous[result.applicationId]?.outcome !== 'done');
    if (fresh.length)
      await ledgerRef.set(
        {
          results: Object.fromEntries(
            fresh.map(({ applicationId, outcome, message }) => [applicationId, { outcome, message }]),
          ),
        },
        { merge: true },
      );
  }
  const next = input.from + BULK_BATCH;
  return { results, next: next < ids.length ? next : null, total: ids.length };
}

const nameOf = async (applicationId: string) =>
  applicationDocs.read(await applications().doc(applicationId).get())?.name ?? '';

/** The target's candidates: the picked ids, or those matching the filter, read a page at a time up to the bound. */
async function targetIds(vacancyId: string, target: BulkActionInput['target']): Promise<string[]> {
  if (target.ids) return [...new Set(target.ids)];
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await readCandidatePage({
      vacancyId,
      status: target.status,
      search: target.search,
      cursor: cursor ? decodeCursor(cursor) : undefined,
      limit: CANDIDATES_PAGE_MAX,
    });
    ids.push(...page.applications.map((application) => application.id));
    cursor = page.nextCursor;
  } while (cursor && ids.length < BULK_MAX);
  return ids.slice(0, BULK_MAX);
}

async function actOn(
  companyId: string,
  caller: Caller,
  vacancyId: string,
  applicationId: string,
  action: BulkActionInput['action'],
  origin: string,
): Promise<BulkResult> {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (!application || application.companyId !== companyId || application.vacancyId !== vacancyId)
    return { applicationId, name: '', outcome: 'failed', message: BULK_TEXTS.notInVacancy };
  const { name } = application;
  try {
    if (action.kind === 'assignInterview') {
      await assignInterview(
        companyId,
        caller,
        { applicationId, candidateId: application.candidateId, vacancyId },
        origin,
        actionOf(bulkActionRoute),
      );
      return { applicationId, name, outcome: 'done', message: '' };
    }
    const newStatus = action.kind === 'reject' ? 'Descartado' : action.newStatus;
    // Its audit entry is written in the change's own transaction.
    const { candidateEmail } = await updateApplicationStatus(
      companyId,
      caller,
      {
        applicationId,
        newStatus,
        notes: action.notes,
        ...(action.kind === 'reject' ? { candidateEmail: action.candidateEmail } : {}),
      },
      actionOf(bulkActionRoute),
    );
    return {
      applicationId,
      name,
      outcome: 'done',
      message: candidateEmail ? TEMPLATE_TEXTS.outcomes[candidateEmail] : '',
    };
  } catch (error) {
    if (error instanceof DomainError) return { applicationId, name, outcome: 'failed', message: error.message };
    log.error('bulk action failed for one candidate', { applicationId, error });
    return { applicationId, name, outcome: 'failed', message: COMMON_ERRORS.internal };
  }
}
