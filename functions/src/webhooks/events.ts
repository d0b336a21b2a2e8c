/**
 * Issue 23: the events recruiting and the interview emit, with their payloads. Ids and the fields a receiving
 * system needs (the applicant's contact data, status, source); the CV only to endpoints that opted in; never an
 * interview code (it lets whoever holds it talk as the candidate).
 */
import { parseAnalysis, type ApplicationStatus } from '@clara/domain';
import { readPrivate } from '../sessions/sessions';
import { applicationDocs, applications, type ApplicationDocument } from '../company/documents';
import { emitWebhookEvent } from './emit';

async function readApplication(applicationId: string): Promise<ApplicationDocument | null> {
  return applicationDocs.read(await applications().doc(applicationId).get());
}

const iso = (seconds: number) => (seconds ? new Date(seconds * 1000).toISOString() : null);

function applicationData(applicationId: string, data: ApplicationDocument) {
  return {
    applicationId,
    vacancyId: data.vacancyId,
    candidateId: data.candidateId,
    name: data.name,
    email: data.email,
    countryCode: data.countryCode,
    phoneNumber: data.phoneNumber,
    linkedin: data.linkedin,
    status: data.status,
    source: data.source,
    appliedAt: iso(data.createdAt),
  };
}

/** `application.created`, after the application committed. */
export async function emitApplicationCreated(applicationId: string): Promise<void> {
  const data = await readApplication(applicationId);
  if (!data) return;
  await emitWebhookEvent(data.companyId, 'application.created', applicationData(applicationId, data), data.cv);
}

/** `application.status_changed`, after the change committed. */
export async function emitStatusChanged(
  applicationId: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
  notes: string,
): Promise<void> {
  const data = await readApplication(applicationId);
  if (!data) return;
  await emitWebhookEvent(
    data.companyId,
    'application.status_changed',
    { ...applicationData(applicationId, data), from, to, notes },
    data.cv,
  );
}

/**
 * `application.erased` (issue 34), after the erasure committed: the ids and who asked ('candidate', 'company' or
 * 'retention', the purge), so the receiving system erases its copy. No personal data: it was just erased. Its
 * delivery is not erased with the application's (emit.ts).
 */
export async function emitApplicationErased(
  erased: { applicationId: string; companyId: string; vacancyId: string; candidateId: string },
  by: 'candidate' | 'company' | 'retention',
): Promise<void> {
  const { applicationId, companyId, vacancyId, candidateId } = erased;
  await emitWebhookEvent(companyId, 'application.erased', {
    applicationId,
    vacancyId,
    candidateId,
    by,
    erasedAt: new Date().toISOString(),
  });
}

/** A company interview finished and moved its application to Evaluar: `interview.finished`, the status change, `analysis.ready`. */
export async function emitInterviewFinished(applicationId: string, code: string): Promise<void> {
  const data = await readApplication(applicationId);
  if (!data) return;
  const { companyId } = data;
  const base = { applicationId, vacancyId: data.vacancyId, candidateId: data.candidateId };
  await emitWebhookEvent(companyId, 'interview.finished', { ...base, finishedAt: new Date().toISOString() });
  await emitStatusChanged(applicationId, 'Entrevista', 'Evaluar', data.statusHistory.at(-1)?.notes ?? '');
  const analysis = (await readPrivate(code))?.analysis;
  const parsed = analysis ? parseAnalysis(analysis) : null;
  if (parsed?.ok)
    await emitWebhookEvent(companyId, 'analysis.ready', { ...base, score: parsed.analysis.score ?? null });
}
