/**
 * Per-client limits (COMMON decision 3): app instances built in this process with the default limits, on
 * random ports, against the test stack's Firestore; two instances share the counters.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_ERRORS, JOBDESC_TEXTS } from '@clara/domain';
import { callApi, stack } from '../../support/stack';
import { connectFunctionsInProcess, disconnectFunctionsInProcess } from '../../support/functionsInProcess';
import { applyTo, createRecruiter, createVacancyFor, setVacancyStatus } from '../../support/recruiting';
import type { createApp as CreateAppFn } from '../../../functions/src/http/app';

type CreateApp = typeof CreateAppFn;
let createApp: CreateApp;
const servers: Server[] = [];

beforeAll(async () => {
  await connectFunctionsInProcess();
  ({ createApp } = await import('../../../functions/src/http/app'));
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
