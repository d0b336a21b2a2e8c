/**
 * Issue 29: scheduled work runs on the local stack as in production. This file's own stack runs the local
 * scheduler 60 times faster (mailRetry every 5 s instead of 5 min): a webhook answered 500 is delivered again
 * by the scheduled retry, and a reminder whose time has come leaves, with nothing called in this process (no
 * retryOutbox here: only HTTP to the stack, the receiver, the mail catcher and Firestore reads).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_BACKOFF_SECONDS } from '@clara/domain';
import type { Stack } from '../../../stack/stack';
import { startOwnStack } from '../../support/ownStack';
import { waitForEmails } from '../../support/mailbox';
import { applyTo, createRecruiter, createVacancyFor } from '../../support/recruiting';
import { bookingTokenFrom, candidateInReclutador, hoursFromNow, proposal } from '../../support/scheduling';
import { adminDb, callApi, closeAdmin, useOwnStack } from '../../support/stack';
import { startReceiver } from '../../support/webhookReceiver';

const SPEED = 60;
let own: Stack | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver(() => 500);
  own = await startOwnStack({
    functionsEnv: { CLARA_LIMITS_SCALE: '1000' },
    scheduler: { speed: SPEED },
  });
  useOwnStack(own);
}, 300_000);

afterAll(async () => {
  await closeAdmin();
  await receiver?.close();
  await own?.stop();
}, 60_000);

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Tiempo agotado esperando: ${what}`);
}

describe('the local scheduler', () => {
  it('reads both scheduled functions from their definitions and fires mailRetry on its (sped-up) schedule', async () => {
    expect(own!.scheduler).not.toBeNull();
    await until(
      'dos disparos de mailRetry',
      async () => (own!.scheduler!.fired.filter((f) => f.name === 'mailRetry').length >= 2 ? true : undefined),
      30_000,
    );
    const [first, second] = own!.scheduler!.fired.filter((f) => f.name === 'mailRetry');
    // Every 5 minutes, 60 times faster: 5 s apart at least (later on a loaded machine, never sooner).
    expect(second!.at.getTime() - first!.at.getTime()).toBeGreaterThan(4_500);
  });

  it('delivers again a webhook that answered 500, after its backoff, through the scheduled retry', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const registered = await callApi('/webhooks', {
      body: { url: receiver.url('/falla-una-vez'), events: ['application.created'] },
      token: owner.token,
    });
    expect(registered.status).toBe(201);
    const { applicationId } = await applyTo(vacancyId);
    const [failed] = receiver.at('/falla-una-vez');
    expect(failed).toBeDefined();
    const stored = await until(
      'la entrega fallida en el outbox',
      async () => {
        const docs = (await adminDb().collection('outbox').where('applicationId', '==', applicationId).get()).docs;
        const delivery = docs.find((doc) => doc.get('channel') === 'webhook');
        return delivery?.get('status') === 'failed' ? delivery : undefined;
      },
      15_000,
    );
    expect(stored.get('attempts')).toBe(1);
    receiver.answerWith(() => 200);

    // The first retry waits a minute (WEBHOOK_BACKOFF_SECONDS[0]): a mailRetry run within it leaves it alone.
    const failedAt = Math.floor(Date.now() / 1000);
    expect(stored.get('nextAttemptAt')).toBeGreaterThanOrEqual(failedAt - 15 + WEBHOOK_BACKOFF_SECONDS[0]!);
    expect(stored.get('nextAttemptAt')).toBeLessThanOrEqual(failedAt + WEBHOOK_BACKOFF_SECONDS[0]!);
    const runs = own!.scheduler!.fired.filter((f) => f.name === 'mailRetry').length;
    await until(
      'otro disparo de mailRetry',
      async () => (own!.scheduler!.fired.filter((f) => f.name === 'mailRetry').length > runs ? true : undefined),
      30_000,
    );
    expect(receiver.at('/falla-una-vez')).toHaveLength(1);
    // Its minute is over (moved back rather than waited); the scheduler's next mailRetry sends it, nobody else.
    await stored.ref.update({ nextAttemptAt: Math.floor(Date.now() / 1000) - 1 });
    const retried = await until('la segunda entrega', async () => receiver.at('/falla-una-vez')[1], 45_000);
    expect(retried.headers['clara-event']).toBe('application.created');
    expect(JSON.parse(retried.body)).toEqual(JSON.parse(failed!.body));
    const sent = await until(
      'la entrega marcada como enviada',
      async () => {
        const doc = await stored.ref.get();
        return doc.get('status') === 'sent' ? doc : undefined;
      },
      15_000,
    );
    expect(sent.get('attempts')).toBe(2);
  }, 180_000);

  it('sends an interview reminder when its time comes, from the scheduled retry', async () => {
    const owner = await createRecruiter('Recordatorios Locales S.A.');
    const { applicationId, email } = await candidateInReclutador(owner);
    const start = hoursFromNow(60);
    await callApi(`/application/${applicationId}/interview-bookings`, {
      body: proposal([owner.uid], [start]),
      token: owner.token,
    });
    const token = await bookingTokenFrom(email);
    expect(
      (await callApi('/interview-booking/pick', { body: { token, startAt: start, timeZone: 'UTC' } })).status,
    ).toBe(200);
    const reminders = async () =>
      (
        await adminDb()
          .collection('outbox')
          .where('applicationId', '==', applicationId)
          .where('kind', '==', 'interviewReminder')
          .get()
      ).docs;
    expect((await reminders()).map((doc) => doc.get('status'))).toEqual(['scheduled', 'scheduled']);

    // Its time comes (moved back rather than waiting two days); nobody calls the retry.
    for (const doc of await reminders()) await doc.ref.update({ sendAt: Math.floor(Date.now() / 1000) - 1 });
    const [forCandidate] = await waitForEmails(email, {
      subject: 'Recordatorio: entrevista mañana',
      timeoutMs: 30_000,
    });
    expect(forCandidate!.text).toContain('UTC');
    await waitForEmails(owner.email, { subject: 'Recordatorio: entrevista mañana', timeoutMs: 30_000 });
    await until(
      'los recordatorios marcados como enviados',
      async () => ((await reminders()).every((doc) => doc.get('status') === 'sent') ? true : undefined),
      15_000,
    );
  }, 90_000);
});
