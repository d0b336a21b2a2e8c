import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { COMMON_ERRORS, RECRUITING_ERRORS } from '@clara/domain';
import { defineRoute, XML_RESPONSE } from '@clara/domain/common/route';
import { updateVacancyRoute } from '@clara/domain/recruiting/routes';
import { ForbiddenError } from '@clara/domain/common/failures';
import { ACCESS_ERRORS } from '@clara/domain/common/access';
import { setCallerChecks } from './callers';
import { register } from './register';
import { reply } from './reply';
import { errorHandler } from './app';

// Tokens: 'member' owns company c1, 'manager' is its hiring manager of v1, 'lone' has an account and no company;
// anything else is invalid.
vi.mock('../platform/auth', () => ({
  verifyBearer: async (header: string | undefined) => {
    const token = header?.replace(/^Bearer /, '');
    return ['member', 'lone', 'manager'].includes(token ?? '') ? { uid: token, email: `${token}@example.com` } : null;
  },
}));

const echoRoute = defineRoute({
  method: 'POST',
  path: '/api/echo',
  auth: 'company',
  access: { action: 'view' },
  body: z.object({ text: z.string().min(1) }),
  response: z.object({ companyId: z.string(), uid: z.string(), text: z.string() }),
  status: 201,
});
/** A company route that changes one vacancy, and one that forgot its access declaration. */
const changeVacancyRoute = defineRoute({
  method: 'POST',
  path: '/api/change/:id',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'vacancy', from: 'params', field: 'id' } },
  body: z.object({ text: z.string().min(1) }),
  response: z.object({ id: z.string() }),
});
const readVacancyRoute = defineRoute({
  method: 'GET',
  path: '/api/read/:id',
  auth: 'company',
  access: { action: 'view', target: { kind: 'vacancy', from: 'params', field: 'id' } },
  response: z.object({ id: z.string() }),
});
const undeclaredRoute = defineRoute({
  method: 'GET',
  path: '/api/undeclared',
  auth: 'company',
  response: z.object({}),
});
const userRoute = defineRoute({
  method: 'GET',
  path: '/api/who',
  auth: 'user',
  response: z.object({ uid: z.string() }),
});
const sitemapRoute = defineRoute({ method: 'GET', path: '/api/sitemap.xml', auth: 'none', response: XML_RESPONSE });

let base = '';
const handled: string[] = [];
let server: ReturnType<express.Express['listen']>;

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  setCallerChecks(app, {
    memberOf: async (caller) => {
      if (caller.uid === 'member')
        return { companyId: 'c1', access: { role: 'owner', vacancyIds: [], applicationIds: [] } };
      if (caller.uid === 'manager')
        return { companyId: 'c1', access: { role: 'hiringManager', vacancyIds: ['v1'], applicationIds: [] } };
      throw new ForbiddenError(RECRUITING_ERRORS.noCompany);
    },
    targetOf: async (companyId, kind, id) =>
      companyId === 'c1' && kind === 'vacancy' && ['v1', 'v2'].includes(id) ? { kind, vacancyId: id } : null,
    accessCode: async () => {
      throw new Error('not used here');
    },
  });
  const router = express.Router();
  register(router, echoRoute, ({ companyId, caller, body }) => {
    handled.push(body.text);
    return { companyId, uid: caller.uid, text: body.text };
  });
  register(router, userRoute, ({ caller }) => ({ uid: caller.uid }));
  register(router, changeVacancyRoute, ({ params }) => {
    handled.push(`change ${params.id}`);
    return { id: params.id };
  });
  register(router, readVacancyRoute, ({ params }) => ({ id: params.id }));
  register(router, undeclaredRoute, () => {
    handled.push('undeclared');
    return {};
  });
  register(router, updateVacancyRoute, ({ params }) => ({ id: params.id }));
  register(router, sitemapRoute, () => reply.xml('<urlset/>', { headers: { 'Cache-Control': 'public, max-age=60' } }));
  app.use('/api', router);
  app.use(errorHandler);
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function call(path: string, { token, body, method }: { token?: string; body?: unknown; method?: string } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    headers: response.headers,
    text,
    body: text.startsWith('{') ? JSON.parse(text) : text,
  };
}

describe('register() with the company auth mode', () => {
  it('answers 401 without a valid token before validating the body, and runs nothing', async () => {
    expect(await call('/api/echo', { body: {} })).toMatchObject({
      status: 401,
      body: { error: COMMON_ERRORS.unauthenticated },
    });
    expect(await call('/api/echo', { token: 'forged', body: { text: '' } })).toMatchObject({ status: 401 });
    expect(handled).toEqual([]);
  });

  it('answers 403 with the no-company text for an account without a company, and runs nothing', async () => {
    expect(await call('/api/echo', { token: 'lone', body: { text: 'hola' } })).toMatchObject({
      status: 403,
      body: { error: RECRUITING_ERRORS.noCompany },
    });
    expect(handled).toEqual([]);
  });

  it('validates the body (400) and hands the handler the caller and the company id, with the route’s status', async () => {
    expect(await call('/api/echo', { token: 'member', body: { text: '' } })).toMatchObject({
      status: 400,
      body: { fields: { text: expect.any(String) } },
    });
    expect(await call('/api/echo', { token: 'member', body: { text: 'hola' } })).toMatchObject({
      status: 201,
      body: { companyId: 'c1', uid: 'member', text: 'hola' },
    });
    expect(handled).toEqual(['hola']);
  });

  it('asks the one rule before validating: a vacancy a hiring manager may not see is 404, a change to theirs 403', async () => {
    // v2 is not assigned to the manager: 404 as an unknown vacancy, even with a body that would not validate.
    expect(await call('/api/change/v2', { token: 'manager', body: {} })).toMatchObject({
      status: 404,
      body: { error: ACCESS_ERRORS.notFound },
    });
    expect(await call('/api/read/v2', { token: 'manager' })).toMatchObject({ status: 404 });
    expect(await call('/api/change/missing', { token: 'manager', body: { text: 'x' } })).toMatchObject({ status: 404 });
    // v1 is theirs: they read it, and may not change it.
    expect(await call('/api/read/v1', { token: 'manager' })).toMatchObject({ status: 200, body: { id: 'v1' } });
    expect(await call('/api/change/v1', { token: 'manager', body: { text: 'x' } })).toMatchObject({
      status: 403,
      body: { error: ACCESS_ERRORS.forbiddenFor.manage },
    });
    // The owner is not looked up against the target: the handler answers for any id.
    expect(await call('/api/change/v2', { token: 'member', body: { text: 'x' } })).toMatchObject({ status: 200 });
    expect(handled).toContain('change v2');
    expect(handled).not.toContain('change v1');
  });

  it('refuses a company route that declares no access (500) without running it', async () => {
    expect(await call('/api/undeclared', { token: 'member' })).toMatchObject({ status: 500 });
    expect(handled).not.toContain('undeclared');
  });

  it('user mode needs a token and no company', async () => {
    expect(await call('/api/who')).toMatchObject({ status: 401 });
    expect(await call('/api/who', { token: 'lone' })).toMatchObject({ status: 200, body: { uid: 'lone' } });
  });
});

describe('register() params and replies', () => {
  it('answers an ill-formed vacancy id with the same 404 text as an unknown one, without fields', async () => {
    const body = { jobTitle: 'x', employeeLocation: 'y', description: 'z', status: 'Activa' };
    const bad = await call(`/api/update-vacancy/${encodeURIComponent('a.b')}`, {
      token: 'member',
      body,
      method: 'PUT',
    });
    expect(bad).toMatchObject({ status: 404, body: { error: RECRUITING_ERRORS.vacancyNotFound } });
    expect(bad.body.fields).toBeUndefined();
    expect(await call('/api/update-vacancy/v-1', { token: 'member', body, method: 'PUT' })).toMatchObject({
      status: 200,
      body: { id: 'v-1' },
    });
  });

  it('sends a typed reply with its content type and headers', async () => {
    const answer = await call('/api/sitemap.xml');
    expect(answer).toMatchObject({ status: 200, text: '<urlset/>' });
    expect(answer.type).toContain('application/xml');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
  });
});
