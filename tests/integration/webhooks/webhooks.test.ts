/**
 * Issues 23 and 34: webhooks through the stack (a receiver on 127.0.0.1; the test stack allows loopback with its
 * explicit setting), verified as a receiver would with the `standardwebhooks` library; and, run in this process
 * against the stack's Firestore, the retry of a failed delivery with its backoff and the address checks after
 * name resolution (names resolved by an injected resolver, the loopback setting off).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { nowSeconds, WEBHOOK_ERRORS } from '@clara/domain';
import { connectFunctionsInProcess, disconnectFunctionsInProcess } from '../../support/functionsInProcess';
import {
  acceptNotice,
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  uniqueEmail,
  type Recruiter,
} from '../../support/recruiting';
import { addMember } from '../../support/team';
import { STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import { answerAll } from '../interview/helpers';
import { adminDb, callApi } from '../../support/stack';
import { startReceiver } from '../../support/webhookReceiver';
import type { deliver as Deliver } from '../../../functions/src/mail/send';
import type { dueForRetry as DueForRetry, firstAttempt as FirstAttempt } from '../../../functions/src/mail/policy';
import type {
  createWebhookChannel as CreateWebhookChannel,
  webhookChannel as WebhookChannel,
} from '../../../functions/src/webhooks/channel';
import type { queueDelivery as QueueDelivery } from '../../../functions/src/webhooks/emit';
import type { getEndpoint as GetEndpoint } from '../../../functions/src/webhooks/endpoints';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let deliver: typeof Deliver;
let dueForRetry: typeof DueForRetry;
let webhookChannel: typeof WebhookChannel;
let createWebhookChannel: typeof CreateWebhookChannel;
let queueDelivery: typeof QueueDelivery;
let getEndpoint: typeof GetEndpoint;
let firstAttempt: typeof FirstAttempt;
const previousEmulatorFlag = process.env.FUNCTIONS_EMULATOR;
const previousLoopback = process.env.CLARA_WEBHOOKS_ALLOW_LOOPBACK;

beforeAll(async () => {
  receiver = await startReceiver((path) => (path.startsWith('/falla') ? 500 : 200));
  await connectFunctionsInProcess();
  // This process sends the retried delivery as the local stack's functions would.
  process.env.FUNCTIONS_EMULATOR = 'true';
  process.env.CLARA_WEBHOOKS_ALLOW_LOOPBACK = '1';
  ({ deliver } = await import('../../../functions/src/mail/send'));
  ({ dueForRetry, firstAttempt } = await import('../../../functions/src/mail/policy'));
  ({ webhookChannel, createWebhookChannel } = await import('../../../functions/src/webhooks/channel'));
  ({ queueDelivery } = await import('../../../functions/src/webhooks/emit'));
  ({ getEndpoint } = await import('../../../functions/src/webhooks/endpoints'));
});
afterAll(async () => {
  await receiver.close();
  if (previousEmulatorFlag === undefined) delete process.env.FUNCTIONS_EMULATOR;
  else process.env.FUNCTIONS_EMULATOR = previousEmulatorFlag;
  if (previousLoopback === undefined) delete process.env.CLARA_WEBHOOKS_ALLOW_LOOPBACK;
  else process.env.CLARA_WEBHOOKS_ALLOW_LOOPBACK = previousLoopback;
  await disconnectFunctionsInProcess();
});

async function register(recruiter: Recruiter, path: string, overrides: Record<string, unknown> = {}) {
  const response = await callApi('/webhooks', {
    body: {
      url: receiver.url(path),
      events: ['application.created', 'application.status_changed'],
      ...overrides,
    },
    token: recruiter.token,
  });
  if (response.status !== 201) throw new Error(`webhooks: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string; secret: string };
}

const payloadOf = (body: string) => JSON.parse(body);

/** What a receiver does with the standardwebhooks library: the payload, or a throw when it does not verify. */
const verified = (secret: string, delivery: { headers: Record<string, string>; body: string }) =>
  new Webhook(secret).verify(delivery.body, delivery.headers) as Record<string, any>;

describe('webhooks', () => {
  it('tells when Clara’s interview finished and its analysis is ready (ids and score, never the code)', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    await register(owner, '/entrevista', { events: ['interview.finished', 'analysis.ready'] });
    const { applicationId } = await applyTo(vacancyId);
    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    const started = await callApi('/start-clara-interview', {
      body: { applicationId, candidateId, vacancyId },
      token: owner.token,
    });
    await acceptNotice(started.body.code);
    await answerAll(started.body.code, STRONG_ANSWERS);
    const events = receiver.at('/entrevista').map((delivery) => payloadOf(delivery.body));
    expect(events.map((event) => event.event)).toEqual(['interview.finished', 'analysis.ready']);
    expect(events[0].data).toMatchObject({ applicationId, vacancyId });
    expect(events[1].data.score).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toContain(started.body.code);
  });

  it('delivers application events, signed with the endpoint’s secret, without the CV unless opted in', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const plain = await register(owner, '/sin-cv');
    const withCv = await register(owner, '/con-cv', { includeCv: true, events: ['application.created'] });

    const { applicationId } = await applyTo(vacancyId, { name: 'Begoña Núñez', source: 'linkedin' });
    const [created] = receiver.at('/sin-cv');
    expect(created).toBeDefined();
    expect(created!.headers['clara-event']).toBe('application.created');
    // Standard Webhooks: the receiver's library verifies it; the delivery's id is the payload's id.
    expect(created!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const payload = verified(plain.secret, created!);
    expect(created!.headers['webhook-id']).toBe(payload.id);
    expect(Math.abs(Number(created!.headers['webhook-timestamp']) - nowSeconds())).toBeLessThan(60);
    expect(created!.headers['clara-signature']).toBeUndefined();
    // Another endpoint's secret never matches; a changed body or an old timestamp is refused (a replay).
    expect(() => verified(withCv.secret, created!)).toThrow();
    expect(() => verified(plain.secret, { ...created!, body: created!.body.replace('Begoña', 'Mallory') })).toThrow();
    const replayed = { ...created!.headers, 'webhook-timestamp': String(nowSeconds() - 600) };
    expect(() => verified(plain.secret, { headers: replayed, body: created!.body })).toThrow();
    expect(payload).toMatchObject({
      event: 'application.created',
      companyId: owner.companyId,
      data: { applicationId, vacancyId, name: 'Begoña Núñez', source: 'linkedin', status: 'Nueva' },
    });
    expect(payload.data.cv).toBeUndefined();
    expect(payloadOf(receiver.at('/con-cv')[0]!.body).data.cv).toContain('Node.js');

    const moved = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Evaluar', notes: 'Buen perfil' },
      token: owner.token,
    });
    expect(moved.status).toBe(200);
    const changed = receiver.at('/sin-cv').map((delivery) => payloadOf(delivery.body));
    expect(changed.at(-1)).toMatchObject({
      event: 'application.status_changed',
      data: { applicationId, from: 'Nueva', to: 'Evaluar', notes: 'Buen perfil' },
    });
    // The subscription is respected: the CV endpoint did not ask for status changes.
    expect(receiver.at('/con-cv')).toHaveLength(1);

    // Listed with its last delivery; the sent body is not kept.
    const list = await callApi('/webhooks', { token: owner.token });
    const listed = list.body.find((endpoint: { id: string }) => endpoint.id === plain.id);
    expect(listed.lastDelivery).toMatchObject({
      status: 'sent',
      responseStatus: 200,
      event: 'application.status_changed',
    });
    expect(JSON.stringify(list.body)).not.toContain(plain.secret);
    const deliveries = await callApi(`/webhooks/${plain.id}/deliveries`, { token: owner.token });
    expect(deliveries.body).toHaveLength(2);
    expect((await readDoc(`outbox/${deliveries.body[0].id}`))?.body).toBe('');
    // Webhook deliveries are not emails: the candidate's email list does not show them.
    const emails = await callApi(`/application-emails/${applicationId}`, { token: owner.token });
    expect(emails.body.every((email: { kind: string }) => email.kind !== 'webhook')).toBe(true);
  });

  it('records a failing receiver’s answer, and retries after the backoff from the same outbox', async () => {
    const owner = await createRecruiter();
    const failing = await register(owner, '/falla-1');
    const test = await callApi(`/webhooks/${failing.id}/test`, { method: 'POST', token: owner.token });
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ event: 'webhook.test', status: 'failed', responseStatus: 500, attempts: 1 });
    const stored = await readDoc(`outbox/${test.body.id}`);
    expect(stored).toMatchObject({ channel: 'webhook', status: 'failed', responseStatus: 500 });
    expect(stored!.nextAttemptAt).toBeGreaterThanOrEqual(stored!.updatedAt + 60);

    // Before the backoff the retry leaves it; after it, it is sent again (the receiver now answers 200).
    const channels = [webhookChannel];
    expect(await deliver(test.body.id, (record) => dueForRetry(record, nowSeconds()), channels)).toBeNull();
    receiver.answerWith(() => 200);
    const later = stored!.nextAttemptAt + 1;
    expect(await deliver(test.body.id, (record) => dueForRetry(record, later), channels)).toBe('sent');
    expect(receiver.at('/falla-1')).toHaveLength(2);
    expect(await readDoc(`outbox/${test.body.id}`)).toMatchObject({ status: 'sent', attempts: 2, responseStatus: 200 });
    receiver.answerWith((path) => (path.startsWith('/falla') ? 500 : 200));

    const list = await callApi('/webhooks', { token: owner.token });
    expect(list.body[0].lastDelivery).toMatchObject({ status: 'sent', responseStatus: 200 });
  });

  it('takes https or the local receiver only; only the owner manages; another company’s webhook is 404', async () => {
    const owner = await createRecruiter();
    for (const url of ['http://hooks.example.com/x', 'https://10.0.0.8/x', 'https://localhost/x', 'ftp://x.example/'])
      expect(
        (await callApi('/webhooks', { body: { url, events: ['analysis.ready'] }, token: owner.token })).status,
      ).toBe(400);
    const noEvents = await callApi('/webhooks', { body: { url: receiver.url('/x'), events: [] }, token: owner.token });
    expect(noEvents.body.error).toBe('Elige al menos un evento.');
    expect((await callApi('/webhooks', { token: owner.token })).body).toEqual([]);

    const endpoint = await register(owner, '/propio');
    const member = await addMember(owner, uniqueEmail('miembro'));
    const byMember = await callApi('/webhooks', {
      body: { url: receiver.url('/x'), events: ['analysis.ready'] },
      token: member.token,
    });
    expect(byMember.status).toBe(403);
    expect((await callApi('/webhooks', { token: member.token })).body).toHaveLength(1);

    const other = await createRecruiter();
    expect((await callApi('/webhooks', { token: other.token })).body).toEqual([]);
    expect((await callApi(`/webhooks/${endpoint.id}/test`, { method: 'POST', token: other.token })).status).toBe(404);
    expect((await callApi(`/webhooks/${endpoint.id}/deliveries`, { token: other.token })).status).toBe(404);
    expect((await callApi(`/webhooks/${endpoint.id}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    // Another company's application never reaches this endpoint.
    await applyTo(await createVacancyFor(other));
    expect(receiver.at('/propio')).toHaveLength(0);

    expect((await callApi(`/webhooks/${endpoint.id}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    expect(await readDoc(`webhook_endpoints/${endpoint.id}`)).toBeUndefined();
    // The owner's changes are in the audit log; the refused calls left nothing there.
    const audit = await adminDb().collection('audit_log').where('companyId', '==', owner.companyId).get();
    expect(audit.docs.map((doc) => doc.data().kind).filter((kind) => String(kind).startsWith('webhook.'))).toEqual(
      expect.arrayContaining(['webhook.created', 'webhook.deleted']),
    );
    const others = await adminDb().collection('audit_log').where('companyId', '==', other.companyId).get();
    expect(others.docs.filter((doc) => String(doc.data().kind).startsWith('webhook.'))).toHaveLength(0);
  });
});

describe('webhooks (issue 34)', () => {
  it('signs with the current and the previous secret for a day after a rotation; then with the new one only', async () => {
    const owner = await createRecruiter();
    const endpoint = await register(owner, '/rotacion');
    const rotated = await callApi(`/webhooks/${endpoint.id}/rotate-secret`, { method: 'POST', token: owner.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    expect(rotated.body.previousSecretUntil - nowSeconds()).toBeGreaterThan(86_400 - 60);
    const listed = (await callApi('/webhooks', { token: owner.token })).body[0];
    expect(listed.previousSecretUntil).toBe(rotated.body.previousSecretUntil);
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);

    expect((await callApi(`/webhooks/${endpoint.id}/test`, { method: 'POST', token: owner.token })).status).toBe(200);
    const during = receiver.at('/rotacion')[0]!;
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    // A receiver still on the old secret and one already on the new both accept it.
    expect(verified(endpoint.secret, during).event).toBe('webhook.test');
    expect(verified(rotated.body.secret, during).event).toBe('webhook.test');

    // A day later the old secret signs no more.
    await adminDb()
      .doc(`webhook_endpoints/${endpoint.id}`)
      .update({ previousSecretUntil: nowSeconds() - 1 });
    await callApi(`/webhooks/${endpoint.id}/test`, { method: 'POST', token: owner.token });
    const after = receiver.at('/rotacion')[1]!;
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verified(rotated.body.secret, after).event).toBe('webhook.test');
    expect(() => verified(endpoint.secret, after)).toThrow();
    expect((await callApi('/webhooks', { token: owner.token })).body[0].previousSecretUntil).toBeNull();

    // Only the owner rotates.
    const member = await addMember(owner, uniqueEmail('miembro'));
    const byMember = await callApi(`/webhooks/${endpoint.id}/rotate-secret`, { method: 'POST', token: member.token });
    expect(byMember.status).toBe(403);
  });

  it('"Reenviar" sends a failed delivery again with the same webhook-id; a delivered one cannot be resent', async () => {
    const owner = await createRecruiter();
    const endpoint = await register(owner, '/falla-reenvio');
    const test = await callApi(`/webhooks/${endpoint.id}/test`, { method: 'POST', token: owner.token });
    expect(test.body).toMatchObject({ status: 'failed', responseStatus: 500 });
    receiver.answerWith(() => 200);
    try {
      const resent = await callApi(`/webhooks/${endpoint.id}/deliveries/${test.body.id}/redeliver`, {
        method: 'POST',
        token: owner.token,
      });
      expect(resent.status).toBe(200);
      expect(resent.body).toMatchObject({ id: test.body.id, status: 'sent', responseStatus: 200, attempts: 2 });
    } finally {
      receiver.answerWith((path) => (path.startsWith('/falla') ? 500 : 200));
    }
    const [first, second] = receiver.at('/falla-reenvio');
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.headers['webhook-id']).toBe(test.body.id);
    expect(verified(endpoint.secret, second!).id).toBe(test.body.id);

    const again = await callApi(`/webhooks/${endpoint.id}/deliveries/${test.body.id}/redeliver`, {
      method: 'POST',
      token: owner.token,
    });
    expect(again).toMatchObject({ status: 409, body: { error: WEBHOOK_ERRORS.notRedeliverable } });
    expect(receiver.at('/falla-reenvio')).toHaveLength(2);
    const other = await createRecruiter();
    const foreign = await callApi(`/webhooks/${endpoint.id}/deliveries/${test.body.id}/redeliver`, {
      method: 'POST',
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    const audit = await adminDb().collection('audit_log').where('companyId', '==', owner.companyId).get();
    expect(audit.docs.map((doc) => doc.data().kind)).toContain('webhook.redelivered');
  });

  it('tells the integration when a candidate’s data is erased: ids only, and the news survives the erasure', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const endpoint = await register(owner, '/borrado', { events: ['application.erased'] });
    const { applicationId } = await applyTo(vacancyId, { name: 'Begoña Núñez' });
    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    expect(receiver.at('/borrado')).toHaveLength(0);
    const erased = await callApi(`/application/${applicationId}`, { method: 'DELETE', token: owner.token });
    expect(erased.status).toBe(200);
    const [delivery] = receiver.at('/borrado');
    const payload = verified(endpoint.secret, delivery!);
    expect(payload).toMatchObject({
      event: 'application.erased',
      companyId: owner.companyId,
      data: { applicationId, vacancyId, candidateId, by: 'company' },
    });
    expect(delivery!.body).not.toContain('Begoña');
    expect(await readDoc(`applications/${applicationId}`)).toBeUndefined();
    // The delivery's envelope stays in the endpoint's list (the erasure took the other deliveries about them).
    const deliveries = await callApi(`/webhooks/${endpoint.id}/deliveries`, { token: owner.token });
    expect(deliveries.body).toEqual([expect.objectContaining({ event: 'application.erased', status: 'sent' })]);
  });

  describe('addresses checked after name resolution (the loopback setting off)', () => {
    /** A channel whose resolver answers `address` for any name, as a hostile DNS record would. */
    const channelResolving = (address: string, allowLoopback = false) =>
      createWebhookChannel({
        resolve: async () => [{ address, family: address.includes(':') ? 6 : 4 }],
        allowLoopback: () => allowLoopback,
      });

    async function endpointAt(owner: Recruiter, url: string) {
      const ref = adminDb().collection('webhook_endpoints').doc();
      await ref.set({
        companyId: owner.companyId,
        url,
        description: '',
        events: ['analysis.ready'],
        includeCv: false,
        secret: 'whsec_' + Buffer.alloc(32, 7).toString('base64'),
        createdAt: nowSeconds(),
      });
      return (await getEndpoint(ref.id))!;
    }

    it.each(['127.0.0.1', '169.254.169.254', '10.0.0.8', '::1'])(
      'refuses a name resolving to %s and sends nothing',
      async (address) => {
        const owner = await createRecruiter();
        const path = `/rechazo-${address.replace(/[.:]/g, '-')}`;
        // https to a name: accepted when registered (no literal address); the check is at each delivery.
        const created = await callApi('/webhooks', {
          body: {
            url: `https://hooks.prueba.test:${new URL(receiver.url('/')).port}${path}`,
            events: ['analysis.ready'],
          },
          token: owner.token,
        });
        expect(created.status).toBe(201);
        const endpoint = (await getEndpoint(created.body.id))!;
        const id = await queueDelivery(endpoint, 'webhook.test', { message: 'prueba' });
        expect(await deliver(id, firstAttempt, [channelResolving(address)])).toBe('failed');
        expect(await readDoc(`outbox/${id}`)).toMatchObject({
          status: 'failed',
          lastError: WEBHOOK_ERRORS.privateHost,
          responseStatus: null,
        });
        // Also over http with the receiver's own address: refused without the setting.
        const plain = await endpointAt(owner, receiver.url(path));
        const second = await queueDelivery(plain, 'webhook.test', { message: 'prueba' });
        expect(await deliver(second, firstAttempt, [channelResolving(address)])).toBe('failed');
        expect(receiver.at(path)).toHaveLength(0);
      },
    );

    it('connects to the address the name resolved to (pinned): a name no DNS knows reaches the checked receiver', async () => {
      const owner = await createRecruiter();
      const port = new URL(receiver.url('/')).port;
      const endpoint = await endpointAt(owner, `http://receptor.prueba.test:${port}/fijado`);
      const id = await queueDelivery(endpoint, 'webhook.test', { message: 'prueba' });
      expect(await deliver(id, firstAttempt, [channelResolving('127.0.0.1', true)])).toBe('sent');
      const [delivery] = receiver.at('/fijado');
      expect(delivery!.headers.host).toBe(`receptor.prueba.test:${port}`);
      expect(verified(endpoint.secret, delivery!).id).toBe(id);
      // With the setting on, the metadata server is still refused.
      const metadata = await queueDelivery(endpoint, 'webhook.test', { message: 'prueba' });
      expect(await deliver(metadata, firstAttempt, [channelResolving('169.254.169.254', true)])).toBe('failed');
      expect(receiver.at('/fijado')).toHaveLength(1);
    });
  });
});
