import { CANDIDATE_DATA_PATH, COMPETENCIES, type CompetencyId } from '@clara/domain';
import { MEDIUM_ANSWERS, STRONG_ANSWERS } from '../../functions/src/interview/testing/fixtures';
import { answerAll } from '../integration/interview/helpers';
import { linkIn, waitForEmail } from './mailbox';
import { acceptNotice, applyTo, readDoc, type Recruiter } from './recruiting';
import { callApi, stack } from './stack';

/** Issue 20 helpers: an interviewed (analysed) candidate, a scorecard, the candidate's emailed token. */

/** Applies, gets a Clara interview assigned, accepts the notice and answers every question: analysed. */
export async function interviewedCandidate(
  recruiter: Recruiter,
  vacancyId: string,
  name = 'Marta Ruiz',
  answers: string[] = STRONG_ANSWERS,
) {
  const { applicationId, input } = await applyTo(vacancyId, { name });
  const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
  const started = await callApi('/start-clara-interview', {
    body: { applicationId, candidateId, vacancyId },
    token: recruiter.token,
  });
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  const code = started.body.code as string;
  await acceptNotice(code);
  // Clara may ask follow-ups: more answers (distinct ones first) until she closes the interview.
  const { status } = await answerAll(code, [...answers, ...MEDIUM_ANSWERS, ...answers, ...MEDIUM_ANSWERS]);
  if (status !== 'Finished') throw new Error(`The interview ${code} did not finish (${status})`);
  return { applicationId, code, email: input.email as string };
}

/** Every competency of the rubric rated `rating`. */
export const allRatings = (rating: number): Record<CompetencyId, number> =>
  Object.fromEntries(COMPETENCIES.map((competency) => [competency.id, rating])) as Record<CompetencyId, number>;

export const saveScorecard = (token: string, applicationId: string, body: Record<string, unknown>) =>
  callApi(`/application/${applicationId}/scorecard`, { method: 'PUT', body, token });

/** The candidate's personal token, from the application-received email. */
export async function candidateToken(email: string): Promise<string> {
  const mail = await waitForEmail(email, { subject: 'Recibimos tu postulación' });
  return linkIn(mail, `${stack().url}${CANDIDATE_DATA_PATH}#`).split('#')[1]!;
}

/** The company's audit entries, straight from Firestore (newest first). */
export async function auditEntries(companyId: string): Promise<Record<string, any>[]> {
  const { adminDb } = await import('./stack');
  const snapshot = await adminDb().collection('audit_log').where('companyId', '==', companyId).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() })).sort((a: any, b: any) => b.atMs - a.atMs);
}
