import { AI_NOTICE, CONSENT_NOTICE } from '@clara/domain';
import { randomUUID } from 'node:crypto';
import { adminDb, callApi, stack } from './stack';

/** Helpers for the recruiting tests: every test makes its own accounts and companies, so tests run in parallel. */

export const API_KEY = 'demo-api-key';

export const uniqueEmail = (prefix = 'reclutador') => `${prefix}-${randomUUID().slice(0, 8)}@prueba.test`;

export async function identityToolkit(path: string, body: unknown): Promise<any> {
  const response = await fetch(`http://${stack().authHost}/identitytoolkit.googleapis.com/v1/${path}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

/** A new Auth-emulator account; answers its uid and a fresh ID token. */
export async function signUpUser(
  email = uniqueEmail(),
  password = 'secreto-123',
): Promise<{ uid: string; email: string; token: string }> {
  const result = await identityToolkit('accounts:signUp', { email, password, returnSecureToken: true });
  return { uid: result.localId, email, token: result.idToken };
}

export async function signInWithCustomTokenRest(customToken: string): Promise<{ uid: string; token: string }> {
  const result = await identityToolkit('accounts:signInWithCustomToken', {
    token: customToken,
    returnSecureToken: true,
  });
  const payload = JSON.parse(Buffer.from(result.idToken.split('.')[1], 'base64url').toString());
  return { uid: payload.user_id, token: result.idToken };
}

export async function signInWithPasswordRest(email: string, password: string): Promise<{ uid: string; token: string }> {
  const result = await identityToolkit('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: result.localId, token: result.idToken };
}

export interface Recruiter {
  uid: string;
  email: string;
  token: string;
  companyId: string;
  companyName: string;
}

/** An account with its own company, registered through the API. */
export async function createRecruiter(companyName = `Empresa ${randomUUID().slice(0, 6)}`): Promise<Recruiter> {
  const user = await signUpUser();
  const response = await callApi('/register-company', { body: { companyName }, token: user.token });
  if (response.status !== 201) throw new Error(`register-company: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...user, companyId: response.body.id, companyName };
}

/**
 * Turns "Evaluación a ciegas" off (or on) through the API, as the company's owner: for tests about something else
 * that read Clara's score before any member scored the candidate (issue 31).
 */
export async function setBlindScoring(recruiter: Recruiter, blindScoring: boolean): Promise<void> {
  const response = await callApi('/company-settings', {
    method: 'PUT',
    body: { blindScoring },
    token: recruiter.token,
  });
  if (response.status !== 200) throw new Error(`company-settings: ${response.status} ${JSON.stringify(response.body)}`);
}

export const vacancyInput = (overrides: Record<string, unknown> = {}) => ({
  jobTitle: 'Desarrolladora Backend',
  workplaceType: 'Remote',
  employeeLocation: 'Quito, Ecuador',
  jobType: 'Full time',
  description: 'APIs con Node.js y Firestore.',
  ...overrides,
});

export async function createVacancyFor(recruiter: Recruiter, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await callApi('/create-vacancy', { body: vacancyInput(overrides), token: recruiter.token });
  if (response.status !== 201) throw new Error(`create-vacancy: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id;
}

/** Moves the recruiter's vacancy to `status` through the API, keeping its title. */
export async function setVacancyStatus(recruiter: Recruiter, vacancyId: string, status: string): Promise<void> {
  const jobTitle = (await readDoc(`vacancies/${vacancyId}`))!.title;
  const response = await callApi(`/update-vacancy/${vacancyId}`, {
    method: 'PUT',
    body: { ...vacancyInput({ jobTitle }), status },
    token: recruiter.token,
  });
  if (response.status !== 200) throw new Error(`update-vacancy: ${response.status} ${JSON.stringify(response.body)}`);
}

export const applicationInput = (vacancyId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Gabriela Ortiz',
  email: uniqueEmail('candidata'),
  countryCode: '+593',
  phoneNumber: '99 123 4567',
  linkedin: 'https://www.linkedin.com/in/gabriela-ortiz',
  cv: 'Cinco años de experiencia con Node.js, PostgreSQL y AWS.',
  vacancyId,
  applicationId: randomUUID(),
  consentVersion: CONSENT_NOTICE.version,
  ...overrides,
});

/**
 * What a candidate does before a company interview's first message: accepts the data notice on the code-entry
 * screen, then acknowledges the AI notice (issue 33) unless `aiNotice: false` (a test of the notice itself).
 */
export async function acceptNotice(code: string, { aiNotice = true } = {}): Promise<void> {
  const { status, body } = await callApi('/interview-consent', {
    body: { chatSessionId: code, version: CONSENT_NOTICE.version },
  });
  if (status !== 201) throw new Error(`interview-consent: ${status} ${JSON.stringify(body)}`);
  if (aiNotice) await acknowledgeAiNotice(code);
}

/** The candidate acknowledges the AI notice shown before the first turn (issue 33). */
export async function acknowledgeAiNotice(code: string): Promise<void> {
  const { status, body } = await callApi('/interview-ai-notice', {
    body: { chatSessionId: code, version: AI_NOTICE.version },
  });
  if (status !== 201) throw new Error(`interview-ai-notice: ${status} ${JSON.stringify(body)}`);
}

/** Submits an application; answers its id and what was sent. */
export async function applyTo(vacancyId: string, overrides: Record<string, unknown> = {}) {
  const input = applicationInput(vacancyId, overrides);
  const response = await callApi('/submit-application', { body: input });
  if (response.status !== 201)
    throw new Error(`submit-application: ${response.status} ${JSON.stringify(response.body)}`);
  return { applicationId: response.body.applicationId as string, input };
}

export async function readDoc(path: string): Promise<Record<string, any> | undefined> {
  return (await adminDb().doc(path).get()).data();
}

export async function countWhere(collection: string, field: string, value: unknown): Promise<number> {
  return (await adminDb().collection(collection).where(field, '==', value).get()).size;
}

/** The sign-in link the Auth emulator "emailed" to this address (latest one). */
export async function emailSignInLink(email: string): Promise<string> {
  const response = await fetch(`http://${stack().authHost}/emulator/v1/projects/${stack().projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; oobLink: string; requestType: string }[];
  };
  const links = oobCodes.filter((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN');
  if (links.length === 0) throw new Error(`No hay enlace de inicio de sesión para ${email}`);
  return links.at(-1)!.oobLink;
}
