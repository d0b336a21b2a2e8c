/**
 * Per-client limits (COMMON decision 3): app instances built in this process with the default limits, on
 * random ports, against the test stack's Firestore; two instances share the counters.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_ERRORS, JOBDESC_TEXTS } from '@clara/domain';
import { adminDb, callApi, stack } from '../../support/stack';
import { connectFunctionsInProcess, disconnectFunctionsInProcess } from '../../support/functionsInProcess';
import { applyTo, createRecruiter, createVacancyFor, setVacancyStatus } from '../../support/recruiting';
import type { createApp as CreateAppFn } from '../../../functions/src/api';
import type { LimitName } from '../../../functions/src/platform/limits';

type CreateApp = typeof CreateAppFn;
let createApp: CreateApp;
const servers: Server[] = [];

beforeAll(async () => {
  await connectFunctionsInProcess();
  ({ createApp } = await import('../../../functions/src/api'));
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await disconnectFunctionsInProcess();
});

async function serve(options: Parameters<CreateApp>[0]): Promise<string> {
  const server = createApp(options).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/api`;
}

/** `client` is the address the platform would have appended (X-Forwarded-For: client, CDN). */
async function post(base: string, path: string, body: unknown, client = '203.0.113.10') {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${client}, 127.0.0.1` },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as any,
  };
}

describe('per-client limits', () => {
  it('answers 429 with Retry-After after 10 contact messages an hour, counted across two instances; the next window lets through', async () => {
    let clock = Math.floor(1_900_000_000 / 3600) * 3600 + 60; // one minute into an hour
    const options = { namespace: randomUUID(), now: () => clock };
    const [first, second] = [await serve(options), await serve(options)];
    const message = () => ({ name: 'Ana', email: `ana-${randomUUID().slice(0, 6)}@prueba.test`, message: 'Hola' });
    for (let i = 0; i < 10; i += 1)
      expect((await post(i % 2 ? first : second, '/submit-contact', message())).status).toBe(201);
    const refused = await post(first, '/submit-business-contact', {
      companyName: 'Acme',
      contactName: 'Ana',
      email: 'ana@prueba.test',
      phone: '+51 999 888 777',
      message: 'x',
    });
    expect(refused).toMatchObject({ status: 429, body: { error: COMMON_ERRORS.rateLimited } });
    expect(Number(refused.retryAfter)).toBe(3600 - 60);
    // Another client is not affected; a header the client writes itself changes nothing.
    expect((await post(second, '/submit-contact', message(), '198.51.100.7')).status).toBe(201);
    const spoofed = await fetch(`${first}/submit-contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.99, 203.0.113.10, 127.0.0.1' },
      body: JSON.stringify(message()),
    });
    expect(spoofed.status).toBe(429);
    clock += 3600;
    expect((await post(first, '/submit-contact', message())).status).toBe(201);
  });

  it('lets a client try 20 wrong access codes an hour, then makes that client wait; the code keeps working for others', async () => {
    const base = await serve({ namespace: randomUUID() });
    const wrong = async (client: string) =>
      post(base, '/verify-job-code', { accessCode: `MAL-${randomUUID().slice(0, 6)}` }, client);
    for (let i = 0; i < 20; i += 1)
      expect(await wrong('203.0.113.20')).toMatchObject({ status: 403, body: { error: JOBDESC_TEXTS.invalidCode } });
    const blocked = await post(base, '/verify-job-code', { accessCode: 'CLARA-DEMO' }, '203.0.113.20');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect((await post(base, '/verify-job-code', { accessCode: 'CLARA-DEMO' }, '198.51.100.20')).status).toBe(200);
  });

  // Each new group bounds its endpoints with its own counter (issue 21); bounds of 2 here so three calls show it.
  const unknown = '00000000-0000-4000-8000-000000000000';
  const GROUPS: Array<[LimitName, Array<{ method?: string; path: string; body?: unknown }>]> = [
    [
      'CHAT_MESSAGES',
      [
        { path: '/chat', body: { chatSessionId: unknown, message: 'Hola' } },
        { path: '/chat-media', body: { chatSessionId: unknown } },
      ],
    ],
    ['ANALYSES', [{ path: '/analyze-chat', body: { chatSessionId: unknown } }]],
    [
      'COACH_MESSAGES',
      [
        { path: '/chatBolivar', body: { chatSessionId: unknown, coach: 'simon-bolivar', message: 'Hola' } },
        { path: '/chatMarketer', body: { chatSessionId: unknown, coach: 'claude-hopkins', message: 'Hola' } },
      ],
    ],
    ['SESSION_CHECKS', [{ method: 'GET', path: `/check-session?chatSessionId=${unknown}` }]],
    [
      'CANDIDATE_DATA',
      [
        { path: '/candidate-data', body: { token: 'x'.repeat(43) } },
        { path: '/candidate-data/media', body: { token: 'x'.repeat(43), mediaId: unknown } },
        { path: '/candidate-withdraw', body: { token: 'x'.repeat(43) } },
        { method: 'GET', path: `/interview-export/${unknown}` },
        { method: 'DELETE', path: `/interview/${unknown}` },
      ],
    ],
    ['JOBDESC_MESSAGES', [{ path: '/create-job-description', body: { accessCode: 'MAL', message: { text: 'Hola' } } }]],
  ];
  it.each(GROUPS)(
    'bounds %s per client: over it 429 with Retry-After, other clients unaffected',
    async (name, calls) => {
      const base = await serve({ namespace: randomUUID(), limits: { [name]: { max: 2, windowSeconds: 3600 } } });
      const send = (call: (typeof calls)[number], client = '203.0.113.30') =>
        fetch(`${base}${call.path}`, {
          method: call.method ?? 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${client}, 127.0.0.1` },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        });
      expect((await send(calls[0]!)).status).not.toBe(429);
      expect((await send(calls[0]!)).status).not.toBe(429);
      // The group's endpoints share one counter: now every one of them makes this client wait.
      for (const call of calls) {
        const refused = await send(call);
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({ error: COMMON_ERRORS.rateLimited });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      for (const [index, call] of calls.entries())
        expect((await send(call, `198.51.100.${30 + index}`)).status).not.toBe(429);
    },
  );

  it('counts 200 concurrent requests of one client without queueing them: none fails, none passes over the bound', async () => {
    const namespace = randomUUID();
    const base = await serve({ namespace, limits: { SESSION_CHECKS: { max: 50, windowSeconds: 3600 } } });
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () =>
        fetch(`${base}/check-session?chatSessionId=${randomUUID()}`, {
          headers: { 'X-Forwarded-For': '203.0.113.40, 127.0.0.1' },
        }).then((response) => response.status),
      ),
    );
    const passed = statuses.filter((status) => status !== 429);
    expect(new Set(passed)).toEqual(new Set([200])); // an answer for each (the codes are unknown), not an error
    // Within the bound (requests near it may be refused early: they read back a total counting later ones).
    expect(passed.length).toBeLessThanOrEqual(50);
    // Every request was counted, on the counter's shards.
    const shards = await adminDb().collection('rate_limits').where('bucket', '>=', namespace).get();
    const counted = shards.docs
      .filter((doc) => String(doc.get('bucket')).startsWith(`${namespace}__SESSION_CHECKS__`))
      .reduce((sum, doc) => sum + Number(doc.get('count')), 0);
    expect(counted).toBe(200);
    expect(shards.size).toBeGreaterThan(1);
  });

  it('counts 200 requests from 200 addresses of one IPv6 /64 as one client; the next /64 is another client', async () => {
    const namespace = randomUUID();
    const base = await serve({ namespace, limits: { SESSION_CHECKS: { max: 50, windowSeconds: 3600 } } });
    const check = (client: string) =>
      fetch(`${base}/check-session?chatSessionId=${randomUUID()}`, {
        headers: { 'X-Forwarded-For': `${client}, 127.0.0.1` },
      }).then((response) => response.status);
    const statuses: number[] = [];
    // Sequential, so exactly the first 50 pass: each address of the /64 differs in its last 64 bits.
    for (let i = 0; i < 200; i += 1) statuses.push(await check(`2001:db8:abcd:12:${(i + 1).toString(16)}::${i}`));
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.slice(50).every((status) => status === 429)).toBe(true);
    // One counter for the whole /64, however the addresses were written.
    const shards = await adminDb().collection('rate_limits').where('bucket', '>=', namespace).get();
    const buckets = new Set(
      shards.docs.map((doc) => String(doc.get('bucket'))).filter((bucket) => bucket.startsWith(`${namespace}__`)),
    );
    expect(buckets.size).toBe(1);
    expect(await check('2001:0db8:abcd:0012:ffff:ffff:ffff:ffff')).toBe(429);
    expect(await check('2001:db8:abcd:13::1')).toBe(200);
  });

  it('answers check-duplicate-app only for an active vacancy', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const { input } = await applyTo(vacancyId);
    expect((await callApi('/check-duplicate-app', { body: { email: input.email, vacancyId } })).body).toEqual({
      exists: true,
    });
    await setVacancyStatus(recruiter, vacancyId, 'Cerrada');
    expect(await callApi('/check-duplicate-app', { body: { email: input.email, vacancyId } })).toMatchObject({
      status: 404,
    });
    expect(
      await callApi('/check-duplicate-app', { body: { email: input.email, vacancyId: 'no-existe' } }),
    ).toMatchObject({ status: 404 });
  });
});

describe('App Check enforced (CLARA_APP_CHECK=enforce)', () => {
  // Accepting a token App Check signed cannot be shown here: firebase-admin verifies it against App Check's public
  // keys on Google's servers (docs/operations.md, "App Check"). What the function does without one is checked; the local
  // stack's own tokens are accepted in tests/browser/trust/appCheckLocal.test.ts.
  it('refuses a call without a token, or with one App Check did not sign, and stores nothing; health stays open', async () => {
    process.env.CLARA_APP_CHECK = 'enforce';
    try {
      const base = await serve({ namespace: randomUUID() });
      const email = `app-check-${randomUUID().slice(0, 8)}@prueba.test`;
      const contact = { name: 'Ana', email, message: 'Hola' };
      expect(await post(base, '/submit-contact', contact)).toMatchObject({
        status: 401,
        body: { error: COMMON_ERRORS.appCheckRequired },
      });
      const forged = await fetch(`${base}/submit-contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Firebase-AppCheck': 'no.es-un.token' },
        body: JSON.stringify(contact),
      });
      expect(forged.status).toBe(401);
      expect(await forged.json()).toEqual({ error: COMMON_ERRORS.appCheckRequired });
      expect((await adminDb().collection('contact_messages').where('email', '==', email).get()).size).toBe(0);
      expect((await fetch(`${base}/health`)).status).toBe(200);
    } finally {
      delete process.env.CLARA_APP_CHECK;
    }
  });
});

describe('Hosting', () => {
  it('sends the security headers, with the local emulators allowed only in the local copy of the policy', async () => {
    const response = await fetch(`${stack().url}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(stack().firestoreRestUrl);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync('firebase.json', 'utf8')).not.toContain('127.0.0.1:');
  });
});
