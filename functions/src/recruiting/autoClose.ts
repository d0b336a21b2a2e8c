/**
 * Issue 32: auto-close. A company may close applications left without a decision for N days (off by default,
 * `companies/{id}.autoCloseDays`). Each due application moves to Descartado by the system, with a note saying why,
 * its rejection email (the company's template; once per person and vacancy, never to someone marked as spam) and an
 * audit entry. Run by the scheduled `autoClose` function, in bounded batches: what a run leaves, the next one takes.
 */
import { AUTO_CLOSE_DAYS, DEFAULT_TEMPLATES, dueForAutoClose, nowSeconds, TEMPLATE_TEXTS } from '@clara/domain';
import { saveAutoCloseRoute } from '@clara/domain/mail/routes';
import { db } from '../platform/firebase';
import { log } from '../platform/log';
import type { Caller } from '../platform/auth';
import { applicationDocs, applicationOf, applications, companyDocs, companyRef } from '../company/documents';
import { actionOf, auditWithin, memberActor, SYSTEM_ACTOR } from '../audit/log';
import { companyTemplate } from '../mail/templates';
import { historyEntry, writeStatusChange } from './applications';
import { planStatusEmail, sendPlannedEmail } from './statusEmails';

/** Applications closed by one run, at most (the next run takes the rest). */
export const AUTO_CLOSE_BATCH = 200;

export async function getAutoClose(companyId: string): Promise<{ days: number | null }> {
  return { days: companyDocs.read(await companyRef(companyId).get())?.autoCloseDays ?? null };
}

export async function saveAutoClose(companyId: string, caller: Caller, days: number | null) {
  const batch = db().batch();
  batch.update(companyRef(companyId), { autoCloseDays: days });
  auditWithin(batch, companyId, {
    actor: memberActor(caller),
    kind: 'settings.autoClose',
    action: actionOf(saveAutoCloseRoute),
    detail: days === null ? TEMPLATE_TEXTS.autoCloseOff : TEMPLATE_TEXTS.autoCloseDays(days),
  });
  await batch.commit();
  return { days };
}

/** One run over every company that turned it on; answers how many applications it closed. */
export async function runAutoClose(now = nowSeconds()): Promise<{ closed: number }> {
  const companies = await db().collection('companies').where('autoCloseDays', '>=', AUTO_CLOSE_DAYS.min).get();
  let closed = 0;
  for (const company of companies.docs) {
    if (closed >= AUTO_CLOSE_BATCH) break;
    const days = companyDocs.read(company).autoCloseDays;
    if (days === null) continue;
    closed += await closeCompany(company.id, days, now, AUTO_CLOSE_BATCH - closed);
  }
  return { closed };
}

async function closeCompany(companyId: string, days: number, now: number, budget: number): Promise<number> {
  const snapshot = await applications().where('companyId', '==', companyId).get();
  const due = snapshot.docs
    .map((doc) => applicationDocs.read(doc))
    .filter((application) => dueForAutoClose(application, days, now))
    .slice(0, budget);
  if (due.length === 0) return 0;
  const template = await companyTemplate(companyId, 'rejection').catch(() => DEFAULT_TEMPLATES.rejection);
  let closed = 0;
  for (const { id } of due) {
    try {
      if (await closeOne(id, days, now, template)) closed += 1;
    } catch (error) {
      log.error('autoClose: could not close an application', { applicationId: id, error });
    }
  }
  return closed;
}

async function closeOne(
  id: string,
  days: number,
  now: number,
  template: { subject: string; body: string },
): Promise<boolean> {
  const result = await db().runTransaction(async (tx) => {
    const stored = applicationDocs.read(await tx.get(applications().doc(id)));
    // Moved or erased since it was listed: left alone.
    if (!stored || !dueForAutoClose(stored, days, now)) return null;
    const application = applicationOf(stored);
    const email = await planStatusEmail(tx, application, {
      to: 'Descartado',
      email: { template, delayHours: 0 },
      spam: false,
    });
    writeStatusChange(tx, application, historyEntry('Descartado', TEMPLATE_TEXTS.autoCloseNote(days), null, now), {
      actor: SYSTEM_ACTOR,
      kind: 'candidate.autoClosed',
      action: 'autoClose',
      detail: TEMPLATE_TEXTS.autoCloseNote(days),
    });
    email.write();
    return { application, email };
  });
  if (!result) return false;
  if (result.email.planned) await sendPlannedEmail(result.application, result.email.planned);
  return true;
}
