/**
 * Issue 32, roles per vacancy: every company route (read from the route definitions in domain, so a new route is
 * in this list the day it is defined) × every role that must be refused: a hiring manager assigned to one vacancy,
 * an interviewer scheduled with one candidate, and a recruiter of another company. What a member may not see is
 * 404, what their role may not do on what they see is 403, and nothing of the company is written; the lists a
 * hiring manager or an interviewer may read name nothing they may not see.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_ERRORS, authorize, type AccessTarget, type MemberAccess } from '@clara/domain/common/access';
import { fillPath, type RouteSpec } from '@clara/domain/common/route';
import { allRoutes } from '../../../stack/routeTable';
import { adminDb, callApi } from '../../support/stack';
import { applyTo, createRecruiter, createVacancyFor, uniqueEmail, type Recruiter } from '../../support/recruiting';
import { addMember } from '../../support/team';
import { allRatings, auditEntries } from '../../support/people';
import { hoursFromNow, proposal } from '../../support/scheduling';

interface Session {
  uid: string;
  token: string;
  email: string;
}

let owner: Recruiter;
let stranger: Recruiter;
let manager: Session;
let interviewer: Session;
let routes: Array<{ name: string; route: RouteSpec }>;
/** What each role may see: vacancy A and its candidate Ana are the visible ones; B and Bruno are not. */
const ids = {
  vacancyA: '',
  vacancyB: '',
  applicationA: '',
  applicationB: '',
  bookingA: '',
  bookingB: '',
  webhook: '',
};
const HIDDEN_TEXTS = ['Vacante Oculta', 'Bruno Oculto'];

async function moveTo(applicationId: string, newStatus: string): Promise<void> {
  const moved = await callApi('/update-application-status', {
    body: { applicationId, newStatus, notes: '' },
    token: owner.token,
  });
  if (moved.status !== 200) throw new Error(`status: ${moved.status} ${JSON.stringify(moved.body)}`);
}

async function propose(applicationId: string, interviewerUid: string): Promise<string> {
  const proposed = await callApi(`/application/${applicationId}/interview-bookings`, {
    body: proposal([interviewerUid], [hoursFromNow(72)]),
    token: owner.token,
  });
  if (proposed.status !== 201) throw new Error(`propose: ${proposed.status} ${JSON.stringify(proposed.body)}`);
  return proposed.body.id as string;
}

async function setRole(uid: string, body: Record<string, unknown>) {
  return callApi(`/team/members/${uid}/role`, { method: 'PUT', body, token: owner.token });
}

beforeAll(async () => {
  routes = (await allRoutes()).filter(({ route }) => route.auth === 'company');
  owner = await createRecruiter('Roles por Vacante S.A.');
  stranger = await createRecruiter('Empresa Ajena S.A.');
  ids.vacancyA = await createVacancyFor(owner, { jobTitle: 'Vacante Asignada' });
  ids.vacancyB = await createVacancyFor(owner, { jobTitle: 'Vacante Oculta' });
  ids.applicationA = (await applyTo(ids.vacancyA, { name: 'Ana Visible' })).applicationId;
  ids.applicationB = (await applyTo(ids.vacancyB, { name: 'Bruno Oculto' })).applicationId;
  await moveTo(ids.applicationA, 'Reclutador');
  await moveTo(ids.applicationB, 'Reclutador');
  manager = await addMember(owner, uniqueEmail('responsable'));
  interviewer = await addMember(owner, uniqueEmail('entrevistador'));
  ids.bookingA = await propose(ids.applicationA, interviewer.uid);
  ids.bookingB = await propose(ids.applicationB, owner.uid);
  const webhook = await callApi('/webhooks', {
    body: { url: 'https://hooks.example.com/roles', events: ['analysis.ready'] },
    token: owner.token,
  });
  if (webhook.status !== 201) throw new Error(`webhook: ${webhook.status} ${JSON.stringify(webhook.body)}`);
  ids.webhook = webhook.body.id as string;
  expect((await setRole(manager.uid, { role: 'hiringManager', vacancyIds: [ids.vacancyA] })).status).toBe(200);
  expect((await setRole(interviewer.uid, { role: 'interviewer' })).status).toBe(200);
}, 240_000);

/** Every document of the owner's company, in every collection (by its companyId, or named by it), as one text. */
async function companySnapshot(): Promise<string> {
  const parts: string[] = [];
  for (const collection of await adminDb().listCollections()) {
    if (collection.id === 'rate_limits') continue;
    const [byField, byId] = await Promise.all([
      collection.where('companyId', '==', owner.companyId).get(),
      collection.doc(owner.companyId).get(),
    ]);
    for (const doc of byField.docs) parts.push(`${doc.ref.path} ${JSON.stringify(doc.data())}`);
    if (byId.exists) parts.push(`${byId.ref.path} ${JSON.stringify(byId.data())}`);
  }
  return parts.sort().join('\n');
}

/** A path parameter that is not the route's target: filled with the owner's company's own ids. */
const OTHER_PARAMS = (): Record<string, string> => ({
  kind: 'rejection',
  uid: owner.uid,
  deliveryId: 'entrega-1',
  companyId: owner.companyId,
});

/** The id a route's target names: the visible or the hidden one of its kind. */
function targetId(route: RouteSpec, which: 'visible' | 'hidden'): string {
  const target = route.access?.target;
  if (!target) return ids.webhook;
  const visible = which === 'visible';
  switch (target.kind) {
    case 'vacancy':
      return visible ? ids.vacancyA : ids.vacancyB;
    case 'application':
      return visible ? ids.applicationA : ids.applicationB;
    case 'booking':
      return visible ? ids.bookingA : ids.bookingB;
    case 'interview':
      return '00000000-0000-4000-8000-000000000000';
    case 'reviewRequest':
      return 'solicitud-inexistente';
  }
}

/** The target of the visible id, as the rule sees it; null when the visible id of its kind is not known here. */
function visibleTarget(route: RouteSpec): AccessTarget | null {
  const target = route.access?.target;
  if (!target) return { kind: 'company' };
  if (target.kind === 'vacancy') return { kind: 'vacancy', vacancyId: ids.vacancyA };
  if (target.kind === 'application' || target.kind === 'booking')
    return { kind: 'application', vacancyId: ids.vacancyA, applicationId: ids.applicationA };
  return null;
}

/** A body its schema accepts, for the routes that name a company's vacancy or candidate (the stranger's calls). */
const SAMPLE_BODIES = (): Record<string, Record<string, unknown>> => ({
  'POST /api/candidate-views': { applicationId: ids.applicationA, item: 'cv' },
  'POST /api/cancel-rejection': { applicationId: ids.applicationA },
  'PUT /api/person/:applicationId/tags': { tags: ['Senior'] },
  'POST /api/person/:applicationId/add-to-vacancy': { vacancyId: ids.vacancyB },
  'POST /api/resend-email': { applicationId: ids.applicationA, emailId: 'e1' },
  'POST /api/resend-invitation': { applicationId: ids.applicationA },
  'POST /api/email-templates/:kind/preview': {
    template: { subject: 'Hola {nombre}', body: 'Gracias.' },
    applicationId: ids.applicationA,
  },
  'POST /api/vacancies/:id/bulk': {
    requestId: 'solicitud-roles',
    target: { ids: [ids.applicationA] },
    action: { kind: 'status', newStatus: 'Evaluar', notes: 'Revisar.' },
  },
  'POST /api/review-requests/:id/answer': { answer: 'Revisado.' },
  'POST /api/interview-bookings/:id/cancel': { reason: 'Se cubrió el puesto.' },
  'POST /api/interview-bookings/:id/move': { startAt: hoursFromNow(96) },
  'POST /api/application/:applicationId/interview-bookings': proposal([stranger.uid], [hoursFromNow(80)]),
  'PUT /api/application/:applicationId/scorecard': { ratings: allRatings(3), recommendation: 'advance', note: 'x' },
  'POST /api/start-clara-interview': { applicationId: ids.applicationA, candidateId: 'c', vacancyId: ids.vacancyA },
  'POST /api/update-application-status': { applicationId: ids.applicationA, newStatus: 'Descartado', notes: 'x' },
  'PUT /api/update-vacancy/:id': {
    jobTitle: 'Tomada',
    workplaceType: 'Remote',
    employeeLocation: 'Lima',
    jobType: 'Full time',
    description: 'x',
    status: 'Cerrada',
    comments: '',
  },
  'PUT /api/team/members/:uid/role': { role: 'recruiter' },
  'POST /api/accommodation-requests/:id/answer': { decision: 'accepted', message: 'De acuerdo.' },
});

const keyOf = (route: RouteSpec) => `${route.method} ${route.path}`;

function pathFor(route: RouteSpec, which: 'visible' | 'hidden'): string {
  const params: Record<string, string> = { ...OTHER_PARAMS() };
  for (const [, name] of route.path.matchAll(/:([A-Za-z0-9_]+)/g)) params[name!] ??= ids.webhook;
  const target = route.access?.target;
  if (target?.from === 'params') params[target.field] = targetId(route, which);
  else if (route.path.includes('/webhooks/:id') || route.path.includes('/invitations/:id')) params.id = ids.webhook;
  return fillPath(route.path, params).slice('/api'.length);
}

/** A call naming the visible or hidden target; the body and query carry the target's id where the route takes it. */
function call(route: RouteSpec, which: 'visible' | 'hidden', token: string, body?: Record<string, unknown>) {
  const target = route.access?.target;
  const id = targetId(route, which);
  let path = pathFor(route, which);
  if (target?.from === 'query') path += `?${target.field}=${encodeURIComponent(id)}`;
  const sent = route.method === 'GET' || route.method === 'DELETE' ? undefined : { ...body };
  if (sent && target?.from === 'body') sent[target.field] = id;
  return callApi(path, { method: route.method, body: sent, token });
}

const managerAccess = (): MemberAccess => ({ role: 'hiringManager', vacancyIds: [ids.vacancyA], applicationIds: [] });
const interviewerAccess = (): MemberAccess => ({
  role: 'interviewer',
  vacancyIds: [],
  applicationIds: [ids.applicationA],
});

/**
 * Every company route for a member of a narrow role: the hidden target is 404, a forbidden action 403; both before
 * the body is read (an empty body is sent) and with nothing written. Answers the routes the role may call on the
 * whole company (its lists), to be checked for leaks.
 */
async function refusedForRole(session: () => Session, access: () => MemberAccess) {
  const lists: RouteSpec[] = [];
  const forbidden: string[] = [];
  const before = await companySnapshot();
  for (const { name, route } of routes) {
    const rule = route.access!;
    if (rule.target) {
      const hidden = await call(route, 'hidden', session().token, {});
      expect({ name, status: hidden.status, error: hidden.body.error }).toEqual({
        name,
        status: 404,
        error: ACCESS_ERRORS.notFound,
      });
    }
    const target = visibleTarget(route);
    if (!target) continue;
    const decision = authorize(access(), rule.action, target);
    if (decision === 'allowed') {
      if (!rule.target && route.method === 'GET') lists.push(route);
      continue;
    }
    const visible = await call(route, 'visible', session().token, {});
    expect({ name, status: visible.status }).toEqual({ name, status: decision === 'hidden' ? 404 : 403 });
    if (visible.status === 403) forbidden.push(keyOf(route));
  }
  expect(await companySnapshot()).toBe(before);
  return { lists, forbidden };
}

/** The query a list route needs: the company-wide search asks for the hidden candidate by name. */
const LIST_QUERIES: Record<string, string> = { 'GET /api/people': '?q=bruno' };

async function expectNoLeak(lists: RouteSpec[], token: string) {
  expect(lists.length).toBeGreaterThan(0);
  for (const route of lists) {
    const answer = await callApi(`${pathFor(route, 'visible')}${LIST_QUERIES[keyOf(route)] ?? ''}`, { token });
    expect(answer.status, keyOf(route)).toBe(200);
    const text = JSON.stringify(answer.body);
    for (const hidden of [...HIDDEN_TEXTS, ids.vacancyB, ids.applicationB, ids.bookingB])
      expect(text, `${keyOf(route)} names ${hidden}`).not.toContain(hidden);
  }
}

describe('roles per vacancy: every company route × role (issue 32)', () => {
  it('reads every company route from domain, each with its access declared', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const { name, route } of routes) expect(route.access, name).toBeDefined();
  });

  it('the owner sets roles and vacancies, each change in the audit log with it; a recruiter cannot', async () => {
    const entries = await auditEntries(owner.companyId);
    expect(entries.filter((entry) => entry.kind === 'team.roleChanged').map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([
        `${manager.email}: Reclutador → Responsable de contratación`,
        `${interviewer.email}: Reclutador → Entrevistador`,
      ]),
    );
    expect(entries.find((entry) => entry.kind === 'team.vacanciesAssigned')).toMatchObject({
      detail: `${manager.email}: Vacante Asignada`,
      action: 'PUT /api/team/members/:uid/role',
    });
    const team = await callApi('/team', { token: manager.token });
    expect(team.body.you.role).toBe('hiringManager');
    expect(team.body.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ uid: manager.uid, vacancyIds: [ids.vacancyA] })]),
    );

    // Refused changes write neither the profile nor an entry: another company's vacancy, vacancies to a recruiter,
    // the owner's own role, and anyone but the owner.
    const before = await companySnapshot();
    const foreignVacancy = await createVacancyFor(stranger, { jobTitle: 'Ajena' });
    expect((await setRole(manager.uid, { role: 'hiringManager', vacancyIds: [foreignVacancy] })).status).toBe(400);
    expect((await setRole(manager.uid, { role: 'recruiter', vacancyIds: [ids.vacancyA] })).status).toBe(400);
    expect((await setRole(owner.uid, { role: 'recruiter' })).status).toBe(400);
    const byManager = await callApi(`/team/members/${interviewer.uid}/role`, {
      method: 'PUT',
      body: { role: 'recruiter' },
      token: manager.token,
    });
    expect(byManager.status).toBe(403);
    expect(await companySnapshot()).toBe(before);
  });

  it('a hiring manager: other vacancies are 404, what the role may not do is 403, nothing written', async () => {
    const { lists, forbidden } = await refusedForRole(() => manager, managerAccess);
    // What the issue names, on their own vacancy: no export, erasure, audit log, team, pipeline change.
    expect(forbidden).toEqual(
      expect.arrayContaining([
        'GET /api/vacancy-export/:id',
        'DELETE /api/application/:applicationId',
        'GET /api/audit',
        'GET /api/audit/export',
        'POST /api/team/invitations',
        'PUT /api/team/members/:uid/role',
        'POST /api/vacancies/:id/bulk',
        'POST /api/update-application-status',
      ]),
    );
    expect(forbidden).not.toContain('PUT /api/application/:applicationId/scorecard');
    await expectNoLeak(lists, manager.token);
    // Their vacancy, and only it, on the dashboard.
    const vacancies = await callApi('/vacancies', { token: manager.token });
    expect(vacancies.body.map((vacancy: { id: string }) => vacancy.id)).toEqual([ids.vacancyA]);
    const candidates = await callApi(`/vacancies/${ids.vacancyA}/candidates`, { token: manager.token });
    expect(candidates.status).toBe(200);
    expect(JSON.stringify(candidates.body)).toContain('Ana Visible');
    const one = await callApi(`/application/${ids.applicationA}`, { token: manager.token });
    expect(one.body.application).toMatchObject({ id: ids.applicationA, name: 'Ana Visible' });
    expect((await callApi(`/application/${ids.applicationB}`, { token: manager.token })).status).toBe(404);
  }, 180_000);

  it('an interviewer: only the candidate they are scheduled with, never a vacancy, nothing written', async () => {
    const { lists, forbidden } = await refusedForRole(() => interviewer, interviewerAccess);
    expect(forbidden).toEqual(
      expect.arrayContaining(['DELETE /api/application/:applicationId', 'POST /api/update-application-status']),
    );
    expect(forbidden).not.toContain('PUT /api/application/:applicationId/scorecard');
    await expectNoLeak(lists, interviewer.token);
    expect((await callApi('/vacancies', { token: interviewer.token })).body).toEqual([]);
    const upcoming = await callApi('/upcoming-interviews', { token: interviewer.token });
    expect(upcoming.body.bookings.map((booking: { id: string }) => booking.id)).toEqual([ids.bookingA]);
    const scorecards = await callApi(`/application/${ids.applicationA}/scorecards`, { token: interviewer.token });
    expect(scorecards.status).toBe(200);
    // Their candidate, read alone (the modal they fill the scorecard in), but not the candidate's vacancy list.
    const candidate = await callApi(`/application/${ids.applicationA}`, { token: interviewer.token });
    expect(candidate.status).toBe(200);
    expect(candidate.body.application).toMatchObject({ id: ids.applicationA, name: 'Ana Visible' });
    expect((await callApi(`/vacancies/${ids.vacancyA}/candidates`, { token: interviewer.token })).status).toBe(404);
    expect((await callApi(`/application/${ids.applicationB}`, { token: interviewer.token })).status).toBe(404);
  }, 180_000);

  it('a recruiter of another company: every route naming this company’s data is 403 or 404, nothing written', async () => {
    const samples = SAMPLE_BODIES();
    const before = await companySnapshot();
    let checked = 0;
    for (const { name, route } of routes) {
      const namesCompanyData =
        route.access!.target !== undefined ||
        /:(id|uid|deliveryId)\b/.test(route.path) ||
        (route.body && 'shape' in route.body && 'applicationId' in (route.body.shape as object));
      if (!namesCompanyData) continue;
      const body = route.body ? samples[keyOf(route)] : undefined;
      if (route.body) expect(body, `${name}: add a valid body to SAMPLE_BODIES`).toBeDefined();
      const answer = await call(route, 'visible', stranger.token, body);
      expect([403, 404], `${name} answered ${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status);
      const text = JSON.stringify(answer.body);
      for (const secret of ['Ana Visible', 'Vacante Asignada']) expect(text, name).not.toContain(secret);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(30);
    expect(await companySnapshot()).toBe(before);
    // Its company-wide lists are its own company's.
    for (const { route } of routes)
      if (route.method === 'GET' && !route.path.includes(':')) {
        const answer = await callApi(route.path.slice('/api'.length), { token: stranger.token });
        for (const secret of ['Ana Visible', 'Vacante Asignada', ids.vacancyA, ids.applicationA])
          expect(JSON.stringify(answer.body), keyOf(route)).not.toContain(secret);
      }
  }, 180_000);
});
