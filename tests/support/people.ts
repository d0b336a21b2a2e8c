import { CANDIDATE_DATA_PATH, COMPETENCIES, type CompetencyId } from '@clara/domain';
import { MEDIUM_ANSWERS, STRONG_ANSWERS } from '../../functions/src/interview/testing/fixtures';
import { answerAll } from '../integration/interview/helpers';
import { linkIn, waitForEmail } from './mailbox';
import {
  acceptNotice,
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  uniqueEmail,
  type Recruiter,
} from './recruiting';
import { addMember } from './team';
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

export interface PersonFixture {
  owner: Recruiter;
  stranger: Recruiter;
  /** A hiring manager of the first vacancy only. */
  manager: { uid: string; token: string };
  ids: { vacancyA: string; vacancyB: string; first: string; second: string; other: string; elsewhere: string };
}

/**
 * Issue 32's fixture of one person across vacancies: in the owner's company, `person` applied to both vacancies (the
 * second time with the email in capitals, then moved to Reclutador with `note`) and `other` to the second; the same
 * person applied at another company; a hiring manager sees only the first vacancy.
 */
export async function personAcrossVacancies(names: {
  company: string;
  strangerCompany: string;
  vacancies: [string, string];
  person: string;
  other: string;
  email: string;
  note: string;
  source?: string;
}): Promise<PersonFixture> {
  const [owner, stranger] = await Promise.all([createRecruiter(names.company), createRecruiter(names.strangerCompany)]);
  const vacancyA = await createVacancyFor(owner, { jobTitle: names.vacancies[0] });
  const vacancyB = await createVacancyFor(owner, { jobTitle: names.vacancies[1] });
  const strangerVacancy = await createVacancyFor(stranger, { jobTitle: 'Vacante Ajena' });
  const { email } = names;
  const first = (
    await applyTo(vacancyA, { name: names.person, email, ...(names.source ? { source: names.source } : {}) })
  ).applicationId;
  const second = (await applyTo(vacancyB, { name: names.person, email: email.toUpperCase() })).applicationId;
  const other = (await applyTo(vacancyB, { name: names.other })).applicationId;
  const elsewhere = (await applyTo(strangerVacancy, { name: names.person, email })).applicationId;
  const moved = await callApi('/update-application-status', {
    body: { applicationId: second, newStatus: 'Reclutador', notes: names.note },
    token: owner.token,
  });
  if (moved.status !== 200) throw new Error(`move: ${moved.status}`);
  const manager = await addMember(owner, uniqueEmail('responsable'));
  const role = await callApi(`/team/members/${manager.uid}/role`, {
    method: 'PUT',
    body: { role: 'hiringManager', vacancyIds: [vacancyA] },
    token: owner.token,
  });
  if (role.status !== 200) throw new Error(`role: ${role.status}`);
  return { owner, stranger, manager, ids: { vacancyA, vacancyB, first, second, other, elsewhere } };
}
