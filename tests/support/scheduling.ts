/** Issue 23: helpers of the scheduling tests (integration and browser). */
import { waitForEmail } from './mailbox';
import { applyTo, createVacancyFor, type Recruiter } from './recruiting';
import { callApi } from './stack';

export const HOUR = 3600;
/** A whole hour `hours` from now, in epoch seconds (slots are whole minutes). */
export const hoursFromNow = (hours: number): number => (Math.floor(Date.now() / 1000 / HOUR) + hours) * HOUR;

/** A candidate of the recruiter's vacancy, moved to Reclutador (where an interview can be proposed). */
export async function candidateInReclutador(owner: Recruiter, name = 'Lucía Pérez', jobTitle = 'Analista de datos') {
  const vacancyId = await createVacancyFor(owner, { jobTitle });
  const { applicationId, input } = await applyTo(vacancyId, { name });
  const moved = await callApi('/update-application-status', {
    body: { applicationId, newStatus: 'Reclutador', notes: '' },
    token: owner.token,
  });
  if (moved.status !== 200) throw new Error(`status: ${moved.status} ${JSON.stringify(moved.body)}`);
  return { vacancyId, applicationId, email: input.email as string };
}

export const proposal = (interviewerUids: string[], slots: number[], over: Record<string, unknown> = {}) => ({
  interviewerUids,
  durationMinutes: 45,
  locationKind: 'video',
  location: 'https://meet.example/clara-123',
  mode: 'slots',
  slots,
  timeZone: 'America/Lima',
  notes: 'Profundizar en SQL.',
  ...over,
});

/** The token of the candidate's scheduling link, from the proposal email. */
export async function bookingTokenFrom(email: string): Promise<string> {
  const mail = await waitForEmail(email, { subject: 'te propone una entrevista' });
  const match = /\/agendar#([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`Sin enlace de agenda en:\n${mail.text}`);
  return match[1]!;
}
