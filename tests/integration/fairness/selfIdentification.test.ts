/**
 * Issue 33: the voluntary self-identification. Asked after the application (or after the decision), stored apart
 * (`self_identification/{applicationId}`), never in a member's API answer, an export row or a webhook body, and
 * erased with the application. The setting of when it is asked is the owner's only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_DATA_PATH } from '@clara/domain';
import { FAIRNESS_ERRORS } from '@clara/domain/fairness/texts';
import {
  applicationInput,
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  uniqueEmail,
} from '../../support/recruiting';
import { callApi, stack } from '../../support/stack';
import { addMember } from '../../support/team';
import { linkIn, waitForEmail } from '../../support/mailbox';
import { startReceiver } from '../../support/webhookReceiver';

/** Answers no other field of Clara holds, so finding one of them anywhere is a leak. */
const ANSWERS = { sex: 'otro', ageBand: '40_o_mas', disability: 'si', origin: 'otro_pais_de_europa' } as const;
const LEAK = /40_o_mas|otro_pais_de_europa|disability|ageBand|self_?identification|autoidentificaci/i;

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

async function dataToken(email: string): Promise<string> {
  const mail = await waitForEmail(email, { subject: 'Recibimos tu postulación' });
  return linkIn(mail, `${stack().url}${CANDIDATE_DATA_PATH}#`).split('#')[1]!;
}

describe('voluntary self-identification', () => {
  it('is stored apart after the application and reaches no member answer, export row or webhook body', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const hook = await callApi('/webhooks', {
      body: { url: receiver.url('/equidad'), events: ['application.created', 'application.status_changed'] },
      token: owner.token,
    });
    expect(hook.status).toBe(201);
    const applied = await callApi('/submit-application', {
      body: applicationInput(vacancyId, { email: uniqueEmail('ana'), name: 'Ana Equidad' }),
    });
    expect(applied.status).toBe(201);
    const { applicationId, selfIdentificationToken } = applied.body as {
      applicationId: string;
      selfIdentificationToken: string;
    };
    expect(selfIdentificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Every answer is optional: an empty set of answers is "prefiero no decirlo" for each.
    const empty = await callApi('/self-identification', { body: { token: selfIdentificationToken, answers: {} } });
    expect(empty.status).toBe(200);
    expect((await readDoc(`self_identification/${applicationId}`))?.answers).toEqual({
      sex: 'prefiero_no_decirlo',
      ageBand: 'prefiero_no_decirlo',
      disability: 'prefiero_no_decirlo',
      origin: 'prefiero_no_decirlo',
    });
    const saved = await callApi('/self-identification', { body: { token: selfIdentificationToken, answers: ANSWERS } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ saved: true });
    const stored = await readDoc(`self_identification/${applicationId}`);
    expect(stored).toMatchObject({ companyId: owner.companyId, vacancyId, answers: ANSWERS });
    // Only the token's hash is kept; the application itself holds none of it.
    expect(JSON.stringify(stored)).not.toContain(selfIdentificationToken);
    expect(JSON.stringify(await readDoc(`applications/${applicationId}`))).not.toMatch(LEAK);

    // A decision moves the application (and sends the status webhook) with the answers stored.
    const moved = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Descartado', notes: 'Otro perfil' },
      token: owner.token,
    });
    expect(moved.status).toBe(200);

    const member = await addMember(owner, uniqueEmail('reclutadora'));
    for (const token of [owner.token, member.token]) {
      const candidates = await callApi(`/vacancies/${vacancyId}/candidates`, { token });
      expect(candidates.status).toBe(200);
      expect(JSON.stringify(candidates.body)).toContain(applicationId);
      expect(JSON.stringify(candidates.body)).not.toMatch(LEAK);
    }
    const exported = await fetch(`${stack().url}/api/vacancy-export/${vacancyId}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    expect(csv).toContain('Ana Equidad');
    expect(csv).not.toMatch(LEAK);
    const deliveries = receiver.at('/equidad');
    expect(deliveries.map((delivery) => JSON.parse(delivery.body).event)).toEqual([
      'application.created',
      'application.status_changed',
    ]);
    for (const delivery of deliveries) expect(delivery.body).not.toMatch(LEAK);

    // Erased with the application.
    const erased = await callApi(`/application/${applicationId}`, { method: 'DELETE', token: owner.token });
    expect(erased.status).toBe(200);
    expect(await readDoc(`self_identification/${applicationId}`)).toBeUndefined();
    const afterErase = await callApi('/self-identification', {
      body: { token: selfIdentificationToken, answers: ANSWERS },
    });
    expect(afterErase.status).toBe(404);
    expect(afterErase.body.error).toBe(FAIRNESS_ERRORS.invalidLink);
  });

  it('refuses an unknown token and an answer that is not an option, writing nothing', async () => {
    const unknown = await callApi('/self-identification', { body: { token: 'x'.repeat(43), answers: ANSWERS } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(FAIRNESS_ERRORS.invalidLink);
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const { applicationId } = await applyTo(vacancyId);
    const token = (await readDoc(`self_identification/${applicationId}`))?.tokenHash;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const bad = await callApi('/self-identification', {
      body: { token: 'y'.repeat(43), answers: { ...ANSWERS, sex: 'robot' } },
    });
    expect(bad.status).toBe(400);
    expect((await readDoc(`self_identification/${applicationId}`))?.answers).toBeNull();
  });

  it('after the decision: the data link opens it only once the company decided; the setting is the owner’s', async () => {
    const owner = await createRecruiter();
    const recruiter = await addMember(owner, uniqueEmail('reclutador'));
    expect((await callApi('/fairness/settings', { token: recruiter.token })).status).toBe(403);
    const refused = await callApi('/fairness/settings', {
      method: 'PUT',
      body: { selfIdentificationTiming: 'decision' },
      token: recruiter.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(FAIRNESS_ERRORS.ownerOnly);
    expect((await callApi('/fairness/settings', { token: owner.token })).body).toEqual({
      selfIdentificationTiming: 'application',
    });
    const set = await callApi('/fairness/settings', {
      method: 'PUT',
      body: { selfIdentificationTiming: 'decision' },
      token: owner.token,
    });
    expect(set.status).toBe(200);
    expect((await callApi('/fairness/settings', { token: owner.token })).body).toEqual({
      selfIdentificationTiming: 'decision',
    });

    const vacancyId = await createVacancyFor(owner);
    const email = uniqueEmail('luis');
    const applied = await callApi('/submit-application', {
      body: applicationInput(vacancyId, { email }),
    });
    expect(applied.status).toBe(201);
    expect(applied.body.selfIdentificationToken).toBeNull();
    const token = await dataToken(email);
    const early = await callApi('/self-identification', { body: { token, answers: ANSWERS } });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(FAIRNESS_ERRORS.notDecided);
    const moved = await callApi('/update-application-status', {
      body: { applicationId: applied.body.applicationId, newStatus: 'Descartado', notes: '' },
      token: owner.token,
    });
    expect(moved.status).toBe(200);
    const late = await callApi('/self-identification', { body: { token, answers: ANSWERS } });
    expect(late.status).toBe(200);
    expect((await readDoc(`self_identification/${applied.body.applicationId}`))?.answers).toEqual(ANSWERS);
  });
});
