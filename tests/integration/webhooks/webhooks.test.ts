/**
 * Issue 23: webhooks through the stack (a receiver on 127.0.0.1; the local stack allows http to it), and the
 * retry of a failed delivery with its backoff, run in this process against the stack's Firestore.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds, SIGNATURE_TOLERANCE_SECONDS } from '@clara/domain';
import { verifySignature } from '../../../functions/src/webhooks/signature';
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
import type { dueForRetry as DueForRetry } from '../../../functions/src/mail/policy';
import type { webhookChannel as WebhookChannel } from '../../../functions/src/webhooks/channel';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let deliver: typeof Deliver;
let dueForRetry: typeof DueForRetry;
let webhookChannel: typeof WebhookChannel;
const previousEmulatorFlag = process.env.FUNCTIONS_EMULATOR;

beforeAll(async () => {
  receiver = await startReceiver((path) => (path.startsWith('/falla') ? 500 : 200));
  await connectFunctionsInProcess();
  // This process sends the retried delivery as the local stack's functions would.
  process.env.FUNCTIONS_EMULATOR = 'true';
  ({ deliver } = await import('../../../functions/src/mail/send'));
  ({ dueForRetry } = await import('../../../functions/src/mail/policy'));
  ({ webhookChannel } = await import('../../../functions/src/webhooks/channel'));
});
afterAll(async () => {
  await receiver.close();
  if (previousEmulatorFlag === undefined) delete process.env.FUNCTIONS_EMULATOR;
  else process.env.FUNCTIONS_EMULATOR = previousEmulatorFlag;
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
    expect(verifySignature(plain.secret, created!.headers['clara-signature']!, created!.body, nowSeconds())).toBe(
      'valid',
    );
    // Replayed later, the same signature is refused; another endpoint's secret never matches.
    expect(
      verifySignature(
        plain.secret,
        created!.headers['clara-signature']!,
        created!.body,
        nowSeconds() + SIGNATURE_TOLERANCE_SECONDS + 60,
      ),
    ).toBe('expired');
    expect(verifySignature(withCv.secret, created!.headers['clara-signature']!, created!.body, nowSeconds())).toBe(
      'mismatch',
    );
    const payload = payloadOf(created!.body);
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
