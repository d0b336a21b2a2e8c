/**
 * The reliability suite (issue 10): every endpoint, called with no token, by another company and with a
 * dozen malformed requests, answers its documented 4xx with the app's JSON error and writes no product
 * data. It runs on a stack of its own so that "0 writes" is an exact count.
 */
import { samplePdf } from '../../../functions/src/recruiting/testing/cvSamples';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { AI_NOTICE, COMMON_ERRORS, CONSENT_NOTICE } from '@clara/domain';
import type { Stack } from '../../../stack/stack';
import { startOwnStack } from '../../support/ownStack';
import { API_KEY } from '../../support/recruiting';

let own: Stack;
let app: App;
let functionsApp: App | undefined;
let db: Firestore;

/** Every collection of product data (limiter counters are not product data). */
const PRODUCT_COLLECTIONS = [
  'application_keys',
  'applications',
  'audit_log',
  'business_contact_requests',
  'candidate_comments',
  'candidate_links',
  'coach_sessions',
  'companies',
  'company_interviews',
  'contact_messages',
  'interview_assignments',
  'interview_availability',
  'interview_bookings',
  'interview_private',
  'interviews',
  'job_access_codes',
  'job_description_chats',
  'media',
  'outbox',
  'practice_shares',
  'rejections',
  'review_requests',
  'accommodation_requests',
  'scorecards',
  'team_invitations',
  'users',
  'vacancies',
  'withdrawals',
];

async function productCounts(): Promise<Record<string, number>> {
  const counts = await Promise.all(
    PRODUCT_COLLECTIONS.map(async (name) => [name, (await db.collection(name).count().get()).data().count] as const),
  );
  return Object.fromEntries(counts);
}

interface Sent {
  status: number;
  contentType: string;
  body: any;
}

/** A raw request to the API through Hosting, as a careless client sends it. */
async function send(
  method: string,
  path: string,
  init: { body?: string; contentType?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.contentType) headers['Content-Type'] = init.contentType;
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${own.url}/api${path}`, { method, headers, body: init.body });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the assertion below says so
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
}

const json = (method: string, path: string, value: unknown, token?: string) =>
  send(method, path, { body: JSON.stringify(value), contentType: 'application/json', token });

async function signUp(): Promise<{ token: string; uid: string; email: string }> {
  const email = `fiabilidad-${randomUUID().slice(0, 8)}@prueba.test`;
  const response = await fetch(
    `http://${own.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'secreto-123', returnSecureToken: true }),
    },
  );
  const result = (await response.json()) as { idToken: string; localId: string };
  return { token: result.idToken, uid: result.localId, email };
}

async function companyAccount(name: string) {
  const user = await signUp();
  const registered = await json('POST', '/register-company', { companyName: name }, user.token);
  expect(registered.status).toBe(201);
  return { ...user, companyId: registered.body.id as string };
}

interface Fixtures {
  recruiter: Awaited<ReturnType<typeof companyAccount>>;
  intruder: Awaited<ReturnType<typeof companyAccount>>;
  vacancyId: string;
  applicationId: string;
  candidateId: string;
  practiceCode: string;
  companyCode: string;
  coachSession: string;
  accessCode: string;
}
let f: Fixtures;

beforeAll(async () => {
  own = await startOwnStack({ functionsEnv: { CLARA_LIMITS_SCALE: '1000' } });
  process.env.FIRESTORE_EMULATOR_HOST = own.firestoreHost;
  // The default app is the functions' own (the races below run their code in this process); made first.
  functionsApp = initializeApp({ projectId: own.projectId });
  app = initializeApp({ projectId: own.projectId }, `reliability-${randomUUID()}`);
  db = getFirestore(app);

  const recruiter = await companyAccount('Fiabilidad S.A.');
  const intruder = await companyAccount('Intrusa S.A.');
  const vacancy = await json(
    'POST',
    '/create-vacancy',
    {
      jobTitle: 'Analista QA',
      workplaceType: 'Remote',
      employeeLocation: 'Lima',
      jobType: 'Full time',
      description: 'Pruebas.',
    },
    recruiter.token,
  );
  const applicationId = randomUUID();
  const applied = await json('POST', '/submit-application', {
    name: 'Rosa Díaz',
    email: `rosa-${randomUUID().slice(0, 6)}@prueba.test`,
    cv: 'QA manual y automatizado.',
    vacancyId: vacancy.body.id,
    applicationId,
    consentVersion: CONSENT_NOTICE.version,
  });
  expect(applied.status).toBe(201);
  const candidateId = (await db.doc(`applications/${applicationId}`).get()).get('candidateId') as string;
  const assigned = await json(
    'POST',
    '/start-clara-interview',
    { applicationId, candidateId, vacancyId: vacancy.body.id },
    recruiter.token,
  );
  const practice = await json('POST', '/generate-practice', { interviewFocus: 'practice' });
  const coach = await json('POST', '/generate-code-coach', { coach: 'simon-bolivar' });
  const accessCode =
    (await db.collection('job_access_codes').where('companyId', '==', recruiter.companyId).get()).docs[0]?.id ??
    'CLARA-DEMO';
  f = {
    recruiter,
    intruder,
    vacancyId: vacancy.body.id,
    applicationId,
    candidateId,
    practiceCode: practice.body.chatSessionId,
    companyCode: assigned.body.code,
    coachSession: coach.body.chatSessionId,
    accessCode,
  };
}, 240_000);

afterAll(async () => {
  if (app) await deleteApp(app);
  if (functionsApp) await deleteApp(functionsApp);
  await own?.stop();
});

/** One endpoint that takes a JSON body; `valid` is a body it would accept. */
interface BodyEndpoint {
  method: 'POST' | 'PUT';
  path: () => string;
  valid: () => Record<string, unknown>;
  company?: boolean;
  headers?: () => Record<string, string>;
  /** An empty object is a valid body (every field optional). */
  emptyIsValid?: boolean;
}

const BODY_ENDPOINTS: Record<string, BodyEndpoint> = {
  'submit-contact': {
    method: 'POST',
    path: () => '/submit-contact',
    valid: () => ({ name: 'Ana', email: 'ana@prueba.test', message: 'Hola' }),
  },
  'submit-business-contact': {
    method: 'POST',
    path: () => '/submit-business-contact',
    valid: () => ({
      companyName: 'Acme',
      contactName: 'Ana',
      email: 'ana@prueba.test',
      phone: '+51 999 888 777',
      message: 'Demo',
    }),
  },
  'get-custom-token': { method: 'POST', path: () => '/get-custom-token', valid: () => ({ idToken: 'x'.repeat(40) }) },
  'check-duplicate-app': {
    method: 'POST',
    path: () => '/check-duplicate-app',
    valid: () => ({ email: 'ana@prueba.test', vacancyId: f.vacancyId }),
  },
  'submit-application': {
    method: 'POST',
    path: () => '/submit-application',
    valid: () => ({
      name: 'Ana',
      email: `ana-${randomUUID().slice(0, 6)}@prueba.test`,
      cv: 'CV',
      vacancyId: f.vacancyId,
      consentVersion: CONSENT_NOTICE.version,
    }),
  },
  // Issue 30: the same route with the CV as a file (a tiny PDF's base64) instead of text.
  'submit-application (CV file)': {
    method: 'POST',
    path: () => '/submit-application',
    valid: () => ({
      name: 'Ana',
      email: `ana-${randomUUID().slice(0, 6)}@prueba.test`,
      cvFile: { name: 'cv.pdf', data: samplePdf(['Ana']).toString('base64') },
      vacancyId: f.vacancyId,
      consentVersion: CONSENT_NOTICE.version,
    }),
  },
  chat: { method: 'POST', path: () => '/chat', valid: () => ({ message: 'Hola', chatSessionId: f.practiceCode }) },
  'chat-stream': {
    method: 'POST',
    path: () => '/chat-stream',
    valid: () => ({ message: 'Hola', chatSessionId: f.practiceCode }),
  },
  'chat-media': {
    method: 'POST',
    path: () => '/chat-media',
    valid: () => ({ mediaData: 'data:audio/webm;base64,AAAA', mediaType: 'audio', chatSessionId: f.practiceCode }),
  },
  'analyze-chat': { method: 'POST', path: () => '/analyze-chat', valid: () => ({ chatSessionId: f.practiceCode }) },
  'realtime-call': {
    method: 'POST',
    path: () => '/realtime-call',
    valid: () => ({ chatSessionId: f.practiceCode, sdp: 'v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\n' }),
  },
  'realtime-end': { method: 'POST', path: () => '/realtime-end', valid: () => ({ chatSessionId: f.practiceCode }) },
  'start-predefined-interview': {
    method: 'POST',
    path: () => '/start-predefined-interview',
    valid: () => ({ interview: 'desarrollador-frontend' }),
  },
  'generate-code': {
    method: 'POST',
    path: () => '/generate-code',
    valid: () => ({ jobDescription: 'Puesto: QA', candidateCV: 'CV', interviewFocus: 'balanceada' }),
  },
  'generate-practice': {
    method: 'POST',
    path: () => '/generate-practice',
    valid: () => ({ interviewFocus: 'practice' }),
    emptyIsValid: true,
  },
  'interview-consent': {
    method: 'POST',
    path: () => '/interview-consent',
    valid: () => ({ chatSessionId: f.companyCode, version: CONSENT_NOTICE.version }),
  },
  // Issue 33: the AI notice, accommodations and a human alternative.
  'interview-ai-notice': {
    method: 'POST',
    path: () => '/interview-ai-notice',
    valid: () => ({ chatSessionId: f.companyCode, version: AI_NOTICE.version }),
  },
  'interview-accommodation': {
    method: 'POST',
    path: () => '/interview-accommodation',
    valid: () => ({
      chatSessionId: f.companyCode,
      kinds: ['moreTime'],
      comment: 'Más tiempo, por favor.',
      wait: false,
    }),
  },
  'interview-resume': {
    method: 'POST',
    path: () => '/interview-resume',
    valid: () => ({ chatSessionId: f.companyCode }),
  },
  'accommodation-requests/answer': {
    method: 'POST',
    path: () => `/accommodation-requests/${ACCOMMODATION_ID}/answer`,
    valid: () => ({ decision: 'accepted', message: 'De acuerdo.' }),
    company: true,
  },
  'submit-feedback': {
    method: 'POST',
    path: () => '/submit-feedback',
    valid: () => ({ chatSessionId: f.practiceCode, feedback: 'Si' }),
  },
  'generate-code-coach': {
    method: 'POST',
    path: () => '/generate-code-coach',
    valid: () => ({ coach: 'simon-bolivar' }),
  },
  chatHistoryBolivar: {
    method: 'POST',
    path: () => '/chatHistoryBolivar',
    valid: () => ({ chatSessionId: f.coachSession, coach: 'simon-bolivar' }),
  },
  chatBolivar: {
    method: 'POST',
    path: () => '/chatBolivar',
    valid: () => ({ message: 'Hola', chatSessionId: f.coachSession, coach: 'simon-bolivar' }),
  },
  chatHistoryMarketer: {
    method: 'POST',
    path: () => '/chatHistoryMarketer',
    valid: () => ({ chatSessionId: f.coachSession, coach: 'claude-hopkins' }),
  },
  chatMarketer: {
    method: 'POST',
    path: () => '/chatMarketer',
    valid: () => ({ message: 'Hola', chatSessionId: f.coachSession, coach: 'claude-hopkins' }),
  },
  'verify-job-code': { method: 'POST', path: () => '/verify-job-code', valid: () => ({ accessCode: f.accessCode }) },
  'create-job-description': {
    method: 'POST',
    path: () => '/create-job-description',
    valid: () => ({ message: { text: 'Busco una analista', type: 'user', timestamp: 1 } }),
    headers: () => ({ 'access-code': f.accessCode }),
  },
  'job-description-to-vacancy': {
    method: 'POST',
    path: () => '/job-description-to-vacancy',
    valid: () => ({ chatId: 'no-existe' }),
    headers: () => ({ 'access-code': f.accessCode }),
    emptyIsValid: true,
  },
  'candidate-data': { method: 'POST', path: () => '/candidate-data', valid: () => ({ token: 'A'.repeat(43) }) },
  'candidate-data/media': {
    method: 'POST',
    path: () => '/candidate-data/media',
    valid: () => ({ token: 'A'.repeat(43), mediaId: 'm1' }),
  },
  // Issue 30: the CV file the candidate attached.
  'candidate-data/cv': { method: 'POST', path: () => '/candidate-data/cv', valid: () => ({ token: 'A'.repeat(43) }) },
  'candidate-withdraw': { method: 'POST', path: () => '/candidate-withdraw', valid: () => ({ token: 'A'.repeat(43) }) },
  // Issue 21: the local stack's App Check exchange (404 for a valid body when no debug token is configured).
  'app-check-emulator/exchange': {
    method: 'POST',
    path: () => '/app-check-emulator/exchange',
    valid: () => ({ debugToken: 'token-de-depuracion' }),
  },
  'resend-email': {
    method: 'POST',
    path: () => '/resend-email',
    valid: () => ({ applicationId: f.applicationId, emailId: 'e1' }),
    company: true,
  },
  'resend-invitation': {
    method: 'POST',
    path: () => '/resend-invitation',
    valid: () => ({ applicationId: f.applicationId }),
    company: true,
  },
  // Issue 32: the person's tags.
  'person/:id/tags': {
    method: 'PUT',
    path: () => `/person/${f.applicationId}/tags`,
    valid: () => ({ tags: ['Senior'] }),
    company: true,
  },
  // Issue 32: «Añadir a otra vacante».
  'person/:id/add-to-vacancy': {
    method: 'POST',
    path: () => `/person/${f.applicationId}/add-to-vacancy`,
    valid: () => ({ vacancyId: f.vacancyId }),
    company: true,
  },
  // Issue 32: the company's email templates and the cancellation of a rejection written ahead.
  'email-templates/:kind': {
    method: 'PUT',
    path: () => `/email-templates/${TEMPLATE_KIND}`,
    valid: () => ({ subject: 'Hola {nombre}', body: 'Gracias.' }),
    company: true,
  },
  'email-templates/:kind/preview': {
    method: 'POST',
    path: () => `/email-templates/${TEMPLATE_KIND}/preview`,
    valid: () => ({ template: { subject: 'Hola {nombre}', body: 'Gracias.' } }),
    company: true,
  },
  // Issue 32: the company cancels or moves an interview it proposed.
  'interview-bookings/:id/cancel': {
    method: 'POST',
    path: () => `/interview-bookings/${f.vacancyId}/cancel`,
    valid: () => ({ reason: 'Se cubrió el puesto.' }),
    company: true,
    emptyIsValid: true,
  },
  'interview-bookings/:id/move': {
    method: 'POST',
    path: () => `/interview-bookings/${f.vacancyId}/move`,
    valid: () => ({ startAt: Math.floor(Date.now() / 1000) + 7 * 24 * 3600 }),
    company: true,
  },
  'vacancies/:id/bulk': {
    method: 'POST',
    path: () => `/vacancies/${f.vacancyId}/bulk`,
    valid: () => ({
      requestId: 'solicitud-1',
      target: { ids: [f.applicationId] },
      action: { kind: 'status', newStatus: 'Evaluar', notes: 'Revisar.' },
    }),
    company: true,
  },
  // Issue 31: the company's "Evaluación a ciegas" setting.
  'company-settings': {
    method: 'PUT',
    path: () => '/company-settings',
    valid: () => ({ blindScoring: true }),
    company: true,
  },
  // Issue 33: the voluntary self-identification and when the company asks for it.
  'self-identification': {
    method: 'POST',
    path: () => '/self-identification',
    valid: () => ({ token: 'A'.repeat(43), answers: { sex: 'prefiero_no_decirlo' } }),
  },
  'fairness/settings': {
    method: 'PUT',
    path: () => '/fairness/settings',
    valid: () => ({ selfIdentificationTiming: 'decision' }),
    company: true,
  },
  'auto-close': { method: 'PUT', path: () => '/auto-close', valid: () => ({ days: 30 }), company: true },
  'cancel-rejection': {
    method: 'POST',
    path: () => '/cancel-rejection',
    valid: () => ({ applicationId: f.applicationId }),
    company: true,
  },
  // Issue 23: the company profile, its logo and the webhooks.
  'company-profile': {
    method: 'PUT',
    path: () => '/company-profile',
    valid: () => ({ name: 'Acme', slug: `acme-${randomUUID().slice(0, 6)}` }),
    company: true,
  },
  'company-profile/logo': {
    method: 'POST',
    path: () => '/company-profile/logo',
    valid: () => ({ mimeType: 'image/png', dataBase64: 'iVBORw0KGgo=' }),
    company: true,
  },
  webhooks: {
    method: 'POST',
    path: () => '/webhooks',
    valid: () => ({ url: 'https://hooks.example.com/clara', events: ['analysis.ready'] }),
    company: true,
  },
  'team/invitations': {
    method: 'POST',
    path: () => '/team/invitations',
    valid: () => ({ email: 'colega@prueba.test' }),
    company: true,
  },
  // Issue 32: the owner sets a member's role (the path's uid reads as :id in the list below).
  'team/members/:uid/role': {
    method: 'PUT',
    path: () => `/team/members/${f.applicationId}/role`,
    valid: () => ({ role: 'hiringManager', vacancyIds: [f.vacancyId] }),
    company: true,
  },
  'team/accept-invitation': {
    method: 'POST',
    path: () => '/team/accept-invitation',
    valid: () => ({ invitationId: 'inv-1' }),
    company: true,
  },
  'register-company': {
    method: 'POST',
    path: () => '/register-company',
    valid: () => ({ companyName: 'Otra' }),
    company: true,
  },
  'create-vacancy': {
    method: 'POST',
    path: () => '/create-vacancy',
    valid: () => ({
      jobTitle: 'QA',
      workplaceType: 'Remote',
      employeeLocation: 'Lima',
      jobType: 'Full time',
      description: 'Pruebas.',
    }),
    company: true,
  },
  'update-vacancy': {
    method: 'PUT',
    path: () => `/update-vacancy/${f.vacancyId}`,
    valid: () => ({
      jobTitle: 'QA',
      workplaceType: 'Remote',
      employeeLocation: 'Lima',
      jobType: 'Full time',
      description: 'Pruebas.',
      status: 'Activa',
      comments: '',
    }),
    company: true,
  },
  'update-application-status': {
    method: 'POST',
    path: () => '/update-application-status',
    valid: () => ({ applicationId: f.applicationId, newStatus: 'Descartado', notes: 'x', interviewId: null }),
    company: true,
  },
  'start-clara-interview': {
    method: 'POST',
    path: () => '/start-clara-interview',
    valid: () => ({ applicationId: f.applicationId, candidateId: f.candidateId, vacancyId: f.vacancyId }),
    company: true,
  },
  // Issue 20: scorecards, review requests, the candidate's context and the audit log's view records.
  'application/scorecard': {
    method: 'PUT',
    path: () => `/application/${f.applicationId}/scorecard`,
    valid: () => ({
      ratings: { comunicacion: 3, especificidad: 3, resultados: 3, estructura: 3, relevancia: 3, ajuste: 3 },
      recommendation: 'advance',
      note: 'Nota',
    }),
    company: true,
  },
  'review-requests/answer': {
    method: 'POST',
    path: () => `/review-requests/${REVIEW_ID}/answer`,
    valid: () => ({ answer: 'Revisado.' }),
    company: true,
  },
  'candidate-review-request': {
    method: 'POST',
    path: () => '/candidate-review-request',
    valid: () => ({ token: 'A'.repeat(43), comment: 'Revisión, por favor.' }),
  },
  'interview-review-request': {
    method: 'POST',
    path: () => '/interview-review-request',
    valid: () => ({ code: f.companyCode, comment: 'Revisión, por favor.' }),
  },
  'candidate-reviews': { method: 'POST', path: () => '/candidate-reviews', valid: () => ({ token: 'A'.repeat(43) }) },
  'candidate-analysis': { method: 'POST', path: () => '/candidate-analysis', valid: () => ({ token: 'A'.repeat(43) }) },
  'candidate-analysis-comment': {
    method: 'POST',
    path: () => '/candidate-analysis-comment',
    valid: () => ({ token: 'A'.repeat(43), text: 'Contexto.' }),
  }, // Issue 23: scheduling the human interviews.
  'interview-bookings': {
    method: 'POST',
    path: () => `/application/${f.applicationId}/interview-bookings`,
    valid: () => ({
      interviewerUids: [f.recruiter.uid],
      durationMinutes: 45,
      locationKind: 'video',
      location: 'https://meet.example/sala',
      mode: 'slots',
      slots: [Math.floor(Date.now() / 1000) + 5 * 86_400],
      timeZone: 'America/Lima',
      notes: 'Notas',
    }),
    company: true,
  },
  'interview-availability': {
    method: 'PUT',
    path: () => '/interview-availability',
    valid: () => ({ timeZone: 'America/Lima', weekdays: [1, 2], from: '09:00', to: '12:00' }),
    company: true,
  },
  'interview-booking': { method: 'POST', path: () => '/interview-booking', valid: () => ({ token: 'A'.repeat(43) }) },
  'interview-booking/pick': {
    method: 'POST',
    path: () => '/interview-booking/pick',
    valid: () => ({ token: 'A'.repeat(43), startAt: Math.floor(Date.now() / 1000) + 86_400, timeZone: 'UTC' }),
  },
  'interview-booking/cancel': {
    method: 'POST',
    path: () => '/interview-booking/cancel',
    valid: () => ({ token: 'A'.repeat(43) }),
  },
};

/** A review request id no company holds (the answer route's path). */
const REVIEW_ID = 'review-1';
/** An accommodation request id no company holds (the answer route's path). */
const ACCOMMODATION_ID = 'accommodation-1';

const MEGABYTE = 'a'.repeat(1024 * 1024);

/** Applies `replace` to every string (and number) leaf of a body. */
function mapLeaves(value: unknown, replace: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, replace));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapLeaves(inner, replace)]));
  return replace(value);
}

/** The template kind the endpoints of issue 32 are called with. */
const TEMPLATE_KIND = 'rejection';

/** The malformed requests of one endpoint: [name, request body, content type, expected status]. */
function malformed(endpoint: BodyEndpoint): Array<[string, string, string, number]> {
  const valid = endpoint.valid();
  const asJson = (value: unknown) => JSON.stringify(value);
  const cases: Array<[string, string, string, number]> = [
    [
      'wrong types (numbers)',
      asJson(mapLeaves(valid, (leaf) => (typeof leaf === 'string' ? 12345 : leaf))),
      'application/json',
      400,
    ],
    [
      'wrong types (objects)',
      asJson(mapLeaves(valid, (leaf) => (typeof leaf === 'string' ? { nested: true } : leaf))),
      'application/json',
      400,
    ],
    [
      '1 MB strings',
      asJson(mapLeaves(valid, (leaf) => (typeof leaf === 'string' ? MEGABYTE : leaf))),
      'application/json',
      400,
    ],
    [
      'lone surrogates',
      asJson(mapLeaves(valid, (leaf) => (typeof leaf === 'string' ? `${leaf}\ud800` : leaf))),
      'application/json',
      400,
    ],
    [
      'control characters',
      asJson(mapLeaves(valid, (leaf) => (typeof leaf === 'string' ? `${leaf}\u0000\u0007` : leaf))),
      'application/json',
      400,
    ],
    ['__proto__ key', `{"__proto__":{"polluted":true},${asJson(valid).slice(1)}`, 'application/json', 400],
    ['constructor key', asJson({ ...valid, constructor: { prototype: { polluted: true } } }), 'application/json', 400],
    ['an array', asJson([valid]), 'application/json', 400],
    [
      'form-encoded',
      new URLSearchParams(mapLeaves(valid, String) as Record<string, string>).toString(),
      'application/x-www-form-urlencoded',
      415,
    ],
    ['text/plain JSON', asJson(valid), 'text/plain', 415],
    ['no content type', asJson(valid), '', 415],
  ];
  if (!endpoint.emptyIsValid) cases.push(['missing fields', '{}', 'application/json', 400]);
  // A body without text fields (only numbers) is not made malformed by replacing its texts: those cases are not run.
  return cases.filter(([, body, contentType]) => contentType !== 'application/json' || body !== asJson(valid));
}

describe('the malformed-request list', () => {
  it('names every route defined in domain that takes a body', async () => {
    const root = new URL('../../../domain/src/', import.meta.url);
    const features = readdirSync(root, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/routes.ts`, root)),
    );
    const withBody: string[] = [];
    for (const feature of features) {
      const routes = (await import(new URL(`${feature.name}/routes.ts`, root).href)) as Record<
        string,
        { method?: string; path?: string; body?: unknown }
      >;
      for (const route of Object.values(routes))
        if (route?.method && route.path && route.body)
          withBody.push(`${route.method} ${route.path.replace(/:[A-Za-z]+/g, ':id')}`);
    }
    const listed = Object.values(BODY_ENDPOINTS).map(
      (endpoint) =>
        `${endpoint.method} /api${endpoint.path().replace(f.vacancyId, ':id').replace(f.applicationId, ':id').replace(REVIEW_ID, ':id').replace(ACCOMMODATION_ID, ':id').replace(`/${TEMPLATE_KIND}`, '/:id')}`,
    );
    expect([...new Set(withBody)].sort()).toEqual([...new Set(listed)].sort());
  });
});

describe('every endpoint with a JSON body refuses malformed requests with its 4xx and writes nothing', () => {
  for (const [name, endpoint] of Object.entries(BODY_ENDPOINTS)) {
    it(
      name,
      async () => {
        const before = await productCounts();
        const token = endpoint.company ? f.recruiter.token : undefined;
        for (const [label, body, contentType, expected] of malformed(endpoint)) {
          const headers = { ...endpoint.headers?.() };
          const answer = await send(endpoint.method, endpoint.path(), {
            body,
            contentType: contentType || undefined,
            token,
            headers,
          });
          expect({ label, status: answer.status }).toEqual({ label, status: expected });
          expect(answer.contentType).toMatch(/^application\/json/);
          expect(typeof answer.body.error).toBe('string');
          expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.js|node_modules|\/src\//);
        }
        expect(await productCounts()).toEqual(before);
      },
      60_000,
    );
  }
});

/**
 * Races, on an app instance built in this process against this suite's Firestore and mail catcher: sent
 * through the Hosting and Functions emulators, about half of 20 simultaneous requests answered 504 "Timed
 * out waiting for function to respond" (the emulators' proxy timeout on this loaded 2-core machine), which
 * says nothing about the app. The race itself is in the datastore, which this instance shares with the stack.
 */
describe('races', () => {
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    process.env.GCLOUD_PROJECT = own.projectId;
    process.env.SMTP_URL = own.mailSmtpUrl;
    const { createApp } = await import('../../../functions/src/api');
    server = createApp({ namespace: randomUUID() }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}/api`;
  });
  afterAll(async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
  });
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('20 concurrent identical applications store exactly 1 (and send 1 email); the others answer 409', async () => {
    const email = `carrera-${randomUUID().slice(0, 6)}@prueba.test`;
    const body = {
      name: 'Rosa Díaz',
      email,
      cv: 'QA manual.',
      vacancyId: f.vacancyId,
      consentVersion: CONSENT_NOTICE.version,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/submit-application', body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await db.collection('applications').where('email', '==', email).get()).size).toBe(1);
    expect((await db.collection('outbox').where('to', '==', email).get()).size).toBe(1);
  }, 120_000);

  it('20 concurrent messages to one interview: none lost, each stored once and followed by its reply', async () => {
    const code = (await post('/generate-practice', { interviewFocus: 'practice' })).body.chatSessionId as string;
    const texts = Array.from({ length: 20 }, (_, i) => `Respuesta número ${i + 1} sobre mi experiencia.`);
    const answers = await Promise.all(texts.map((message) => post('/chat', { message, chatSessionId: code })));
    // Each is stored (200) or refused with the app's clear error; never a 5xx.
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      if (answer.status !== 200) expect(typeof answer.body.error).toBe('string');
    }
    const stored = (await send('GET', `/chat/${code}`)).body.chatHistory as Array<{ text: string; type: string }>;
    texts.forEach((text, i) => {
      expect({ text, stored: stored.filter((m) => m.type === 'user' && m.text === text).length }).toEqual({
        text,
        stored: answers[i]!.status === 200 ? 1 : 0,
      });
    });
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted).toBeGreaterThan(0);
    // The history stays consistent: Clara's greeting, then each message followed by one reply.
    expect(stored).toHaveLength(1 + 2 * accepted);
    stored.slice(1).forEach((message, index) => expect(message.type).toBe(index % 2 === 0 ? 'user' : 'system'));
  }, 180_000);
});

describe('company endpoints', () => {
  const COMPANY_GETS = () => [
    '/company-names',
    '/vacancies',
    `/company-interview/${f.companyCode}/analysis`,
    `/application/${f.applicationId}/scorecards`,
    `/application/${f.applicationId}/reviews`,
    '/review-requests',
    '/agreement',
    '/audit',
  ];

  it('answer 401 without a token before looking at the body, writing nothing', async () => {
    const before = await productCounts();
    for (const [name, endpoint] of Object.entries(BODY_ENDPOINTS).filter(([, e]) => e.company)) {
      for (const body of [
        endpoint.valid(),
        {},
        { applicationId: 7 },
        mapLeaves(endpoint.valid(), (leaf) => (typeof leaf === 'string' ? `${leaf}\ud800` : leaf)),
      ]) {
        const answer = await json(endpoint.method, endpoint.path(), body);
        expect({ name, status: answer.status, body: answer.body }).toEqual({
          name,
          status: 401,
          body: { error: COMMON_ERRORS.unauthenticated },
        });
      }
      const forged = await json(endpoint.method, endpoint.path(), endpoint.valid(), 'not-a-token');
      expect(forged.status).toBe(401);
    }
    for (const path of COMPANY_GETS()) expect((await send('GET', path)).status).toBe(401);
    expect((await send('DELETE', `/application/${f.applicationId}`)).status).toBe(401);
    expect((await send('DELETE', `/application/${f.applicationId}`, { token: 'not-a-token' })).status).toBe(401);
    expect(await productCounts()).toEqual(before);
  });

  it("answer 404 for another company's records, writing nothing", async () => {
    const before = await productCounts();
    const history = (await db.doc(`applications/${f.applicationId}`).get()).get('statusHistory');
    for (const name of [
      'update-vacancy',
      'update-application-status',
      'start-clara-interview',
      'application/scorecard',
      'review-requests/answer',
    ] as const) {
      const endpoint = BODY_ENDPOINTS[name]!;
      const answer = await json(endpoint.method, endpoint.path(), endpoint.valid(), f.intruder.token);
      expect({ name, status: answer.status }).toEqual({ name, status: 404 });
    }
    expect(
      (await send('GET', `/company-interview/${f.companyCode}/analysis`, { token: f.intruder.token })).status,
    ).toBe(404);
    expect((await send('DELETE', `/application/${f.applicationId}`, { token: f.intruder.token })).status).toBe(404);
    for (const path of [
      `/application/${f.applicationId}/scorecards`,
      `/application/${f.applicationId}/reviews`,
      // Issue 31: the CV and the transcript, whose calls record the view.
      `/application/${f.applicationId}/cv`,
      `/application/${f.applicationId}/transcript`,
    ])
      expect((await send('GET', path, { token: f.intruder.token })).status).toBe(404);
    expect((await db.doc(`applications/${f.applicationId}`).get()).get('statusHistory')).toEqual(history);
    expect(await productCounts()).toEqual(before);
  });
});

describe('paths and queries', () => {
  /**
   * Malformed percent-encoding never reaches the app locally: the Hosting emulator (superstatic) answers
   * 500 "Unexpected error occurred." and the Functions emulator's own router 400 "Bad Request" (docs/operations.md,
   * "Malformed requests"). The app's answer is checked on an instance of it served in this process.
   */
  it('answer 400 with the JSON error for malformed percent-encoding and ill-formed text', async () => {
    const { createApp } = await import('../../../functions/src/api');
    const server = createApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/api`;
    try {
      const paths = [
        '/chat/%',
        '/chat/%ED%A0%80',
        '/coaches/%ED%A0%80',
        '/coaches/%E0%A4%A',
        '/public-vacancy/%ZZ',
        '/get-job-description-chat/%ED%A0%80',
        '/coaches/abc%00def',
        '/check-session?chatSessionId=%ED%A0%80',
        '/interview-export/%ED%A0%80',
        '/interview-export/%',
      ];
      for (const path of paths) {
        const response = await fetch(`${base}${path}`);
        const body = await response.json();
        expect({ path, status: response.status }).toEqual({ path, status: 400 });
        expect(typeof body.error).toBe('string');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('through Hosting, a path the runtime cannot decode is refused before any function runs, with no stack trace', async () => {
    const before = await productCounts();
    for (const path of ['/chat/%', '/coaches/%ED%A0%80']) {
      const answer = await send('GET', path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(String(answer.body)).not.toMatch(/URIError|node_modules|at decode/);
    }
    expect(await productCounts()).toEqual(before);
  });
});

describe('bodies the Functions runtime parses before the app', () => {
  it('broken JSON is a 400 without a stack trace (NODE_ENV=production) and writes nothing', async () => {
    const before = await productCounts();
    for (const body of ['{"name": "Ana",', 'null', '"texto"', '{"a": }']) {
      const answer = await send('POST', '/submit-contact', { body, contentType: 'application/json' });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).not.toMatch(/SyntaxError|node_modules|JSON\.parse/);
    }
    expect(await productCounts()).toEqual(before);
  });
});
