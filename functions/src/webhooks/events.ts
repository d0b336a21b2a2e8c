/**
 * Issue 23: the events recruiting and the interview emit, with their payloads. Ids and the fields a receiving
 * system needs (the applicant's contact data, status, source); the CV only to endpoints that opted in; never an
 * interview code (it lets whoever holds it talk as the candidate).
 */
import { INTERVIEW_PRIVATE, parseAnalysis, type ApplicationStatus } from '@clara/domain';
import { db } from '../platform/firebase';
import { emitWebhookEvent } from './emit';

async function readApplication(applicationId: string) {
  return (await db().collection('applications').doc(applicationId).get()).data();
}

const iso = (seconds: unknown) => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null);

function applicationData(applicationId: string, data: Record<string, unknown>) {
  return {
    applicationId,
    vacancyId: String(data.vacancyId ?? ''),
    candidateId: String(data.candidateId ?? ''),
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    countryCode: String(data.countryCode ?? ''),
    phoneNumber: String(data.phoneNumber ?? ''),
    linkedin: String(data.linkedin ?? ''),
    status: String(data.status ?? ''),
    source: typeof data.source === 'string' ? data.source : 'directo',
    appliedAt: iso(data.createdAt),
  };
}

/** `application.created`, after the application committed. */
export async function emitApplicationCreated(applicationId: string): Promise<void> {
  const data = await readApplication(applicationId);
  if (!data) return;
  await emitWebhookEvent(
    String(data.companyId),
    'application.created',
    applicationData(applicationId, data),
    String(data.cv ?? ''),
  );
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
    String(data.companyId),
    'application.status_changed',
    { ...applicationData(applicationId, data), from, to, notes },
    String(data.cv ?? ''),
  );
}

/** A company interview finished and moved its application to Evaluar: `interview.finished`, the status change, `analysis.ready`. */
export async function emitInterviewFinished(applicationId: string, code: string): Promise<void> {
  const data = await readApplication(applicationId);
  if (!data) return;
  const companyId = String(data.companyId);
  const base = { applicationId, vacancyId: String(data.vacancyId ?? ''), candidateId: String(data.candidateId ?? '') };
  await emitWebhookEvent(companyId, 'interview.finished', { ...base, finishedAt: new Date().toISOString() });
  await emitStatusChanged(
    applicationId,
    'Entrevista',
    'Evaluar',
    String((data.statusHistory as { notes?: string }[] | undefined)?.at(-1)?.notes ?? ''),
  );
  const analysis = (await db().collection(INTERVIEW_PRIVATE).doc(code).get()).get('analysis');
  const parsed = analysis ? parseAnalysis(analysis) : null;
  if (parsed?.ok)
    await emitWebhookEvent(companyId, 'analysis.ready', { ...base, score: parsed.analysis.score ?? null });
}
