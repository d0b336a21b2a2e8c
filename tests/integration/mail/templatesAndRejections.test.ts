/**
 * Issue 32 over HTTP: the company's email templates (an unknown variable refused, a preview with a real candidate,
 * reset to Clara's), and the rejection sent once per person and vacancy, delayed and cancellable, never to spam.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES, PRODUCT } from '@clara/domain';
import { STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import { answerAll } from '../interview/helpers';
import { adminDb, callApi } from '../../support/stack';
import { emailsTo, waitForEmail, waitForEmails } from '../../support/mailbox';
import {
  acceptNotice,
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  type Recruiter,
} from '../../support/recruiting';
import { useFunctionsInProcessWithMail } from '../../support/functionsInProcess';
import type { retryOutbox as RetryOutbox } from '../../../functions/src/mail/retry';

let retryOutbox: typeof RetryOutbox;
useFunctionsInProcessWithMail();
beforeAll(async () => {
  ({ retryOutbox } = await import('../../../functions/src/mail/retry'));
});

const rejection = { subject: 'Sobre {vacante}', body: 'Hola, {nombre}:\n\nGracias de parte de {empresa}.' };

async function applied(recruiter: Recruiter, title = 'Cocinero') {
  const vacancyId = await createVacancyFor(recruiter, { jobTitle: title });
  const { applicationId, input } = await applyTo(vacancyId);
  await waitForEmail(input.email, { subject: 'Recibimos tu postulación' });
  return { vacancyId, applicationId, email: input.email as string, name: input.name as string };
}

const move = (recruiter: Recruiter, applicationId: string, body: Record<string, unknown>) =>
  callApi('/update-application-status', {
    body: { applicationId, newStatus: 'Descartado', notes: '', ...body },
    token: recruiter.token,
  });

const rejectionsTo = async (address: string) =>
  (await emailsTo(address)).filter((mail) => mail.subject.startsWith('Sobre '));

describe('email templates', () => {
  it('refuses an unknown variable with a Spanish message and stores nothing', async () => {
    const owner = await createRecruiter('Plantillas S.A.');
    const saved = await callApi('/email-templates/rejection', {
      method: 'PUT',
      body: { subject: 'Hola', body: 'Tu {sueldo} no alcanza.' },
      token: owner.token,
    });
    expect(saved.status).toBe(400);
    expect(JSON.stringify(saved.body)).toContain(
      'La variable {sueldo} no existe. Puedes usar: {nombre}, {vacante}, {empresa}, {enlace}.',
    );
    const list = await callApi('/email-templates', { token: owner.token });
    expect(list.body.find((t: { kind: string }) => t.kind === 'rejection')).toEqual({
      kind: 'rejection',
      ...DEFAULT_TEMPLATES.rejection,
      custom: false,
    });
    expect((await callApi('/email-templates/sueldo', { method: 'DELETE', token: owner.token })).status).toBe(404);
  });

  it("saves a template, previews it with a real candidate's data, uses it, and resets to Clara's", async () => {
    const owner = await createRecruiter('Cocinas del Valle');
    const { applicationId, name } = await applied(owner, 'Jefe de cocina');
    const custom = { subject: '{nombre}, gracias', body: 'Hola, {nombre}:\n\nRecibimos tu interés en {vacante}.' };
    const saved = await callApi('/email-templates/applicationReceived', {
      method: 'PUT',
      body: custom,
      token: owner.token,
    });
    expect(saved.body).toEqual({ kind: 'applicationReceived', ...custom, custom: true });

    const preview = await callApi('/email-templates/applicationReceived/preview', {
      body: { template: custom, applicationId },
      token: owner.token,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe(`${name}, gracias`);
    expect(preview.body.text).toContain('Recibimos tu interés en Jefe de cocina.');
    expect(preview.body.candidateName).toBe(name);

    // The next application's email is the company's, with Clara's data link still after it.
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Ayudante' });
    const { input } = await applyTo(vacancyId);
    const mail = await waitForEmail(input.email, { subject: 'gracias' });
    expect(mail.subject).toBe(`${input.name}, gracias`);
    expect(mail.text).toContain('Recibimos tu interés en Ayudante.');
    expect(mail.text).toContain('Descargar mis datos o retirar mi postulación');

    const reset = await callApi('/email-templates/applicationReceived', { method: 'DELETE', token: owner.token });
    expect(reset.body).toMatchObject({ custom: false, subject: DEFAULT_TEMPLATES.applicationReceived.subject });

    // Another company's candidate is not previewed.
    const other = await createRecruiter('Otra S.A.');
    const foreign = await callApi('/email-templates/rejection/preview', {
      body: { template: rejection, applicationId },
      token: other.token,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('the rejection email', () => {
  it('goes once per person and vacancy, however many times the status moves', async () => {
    const owner = await createRecruiter('Una Vez S.A.');
    const { applicationId, email, name } = await applied(owner);
    const first = await move(owner, applicationId, { candidateEmail: { template: rejection } });
    expect(first.status).toBe(200);
    expect(first.body.candidateEmail).toBe('sent');
    const [mail] = await waitForEmails(email, { subject: 'Sobre Cocinero' });
    expect(mail!.text).toContain(`Hola, ${name}:`);
    expect(mail!.text).toContain('Gracias de parte de Una Vez S.A.');

    expect((await move(owner, applicationId, { newStatus: 'Evaluar' })).status).toBe(200);
    const again = await move(owner, applicationId, { candidateEmail: { template: rejection } });
    expect(again.body.candidateEmail).toBe('alreadySent');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await rejectionsTo(email)).toHaveLength(1);
  });

  it('waits when delayed, is cancelled in time and sends nothing; else the retry sends exactly one', async () => {
    const owner = await createRecruiter('Con Calma S.A.');
    const { applicationId, email } = await applied(owner);
    const delayed = await move(owner, applicationId, { candidateEmail: { template: rejection, delayHours: 2 } });
    expect(delayed.body.candidateEmail).toBe('scheduled');
    const scheduled = await adminDb()
      .collection('outbox')
      .where('applicationId', '==', applicationId)
      .where('kind', '==', 'rejection')
      .get();
    expect(scheduled.docs.map((doc) => doc.get('status'))).toEqual(['scheduled']);

    const cancelled = await callApi('/cancel-rejection', { body: { applicationId }, token: owner.token });
    expect(cancelled.body).toEqual({ cancelled: true });
    expect((await adminDb().doc(`outbox/${scheduled.docs[0]!.id}`).get()).exists).toBe(false);
    await retryOutbox();
    expect(await rejectionsTo(email)).toEqual([]);
    // Once gone, cancelling again says so.
    const twice = await callApi('/cancel-rejection', { body: { applicationId }, token: owner.token });
    expect(twice.status).toBe(409);

    // A new rejection after the cancelled one, delayed and left alone, leaves when due, once.
    await move(owner, applicationId, { newStatus: 'Evaluar' });
    const later = await move(owner, applicationId, { candidateEmail: { template: rejection, delayHours: 2 } });
    expect(later.body.candidateEmail).toBe('scheduled');
    const waiting = await adminDb()
      .collection('outbox')
      .where('applicationId', '==', applicationId)
      .where('kind', '==', 'rejection')
      .get();
    for (const doc of waiting.docs) await doc.ref.update({ sendAt: Math.floor(Date.now() / 1000) - 1 });
    await retryOutbox();
    await waitForEmails(email, { subject: 'Sobre Cocinero' });
    await retryOutbox();
    expect(await rejectionsTo(email)).toHaveLength(1);
  });

  it('sends nothing to someone marked as spam, then or later, and another company cannot cancel', async () => {
    const owner = await createRecruiter('Sin Spam S.A.');
    const { applicationId, email } = await applied(owner);
    const spam = await move(owner, applicationId, { spam: true, candidateEmail: { template: rejection } });
    expect(spam.body.candidateEmail).toBe('spam');
    await move(owner, applicationId, { newStatus: 'Evaluar' });
    const later = await move(owner, applicationId, { candidateEmail: { template: rejection } });
    expect(later.body.candidateEmail).toBe('spam');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await rejectionsTo(email)).toEqual([]);

    const other = await createRecruiter('Ajena S.A.');
    expect((await callApi('/cancel-rejection', { body: { applicationId }, token: other.token })).status).toBe(404);
  });

  it('refuses a template with an unknown variable on the move and moves nothing', async () => {
    const owner = await createRecruiter('Validada S.A.');
    const { applicationId } = await applied(owner);
    const bad = await move(owner, applicationId, {
      candidateEmail: { template: { subject: 'x', body: 'Tu {sueldo}' } },
    });
    expect(bad.status).toBe(400);
    expect((await adminDb().doc(`applications/${applicationId}`).get()).get('status')).toBe('Nueva');
    expect((await adminDb().doc(`rejections/${applicationId}`).get()).exists).toBe(false);
  });

  it('tells a candidate moved forward about the next step, with the template as edited', async () => {
    const owner = await createRecruiter('Adelante S.A.');
    const { applicationId, email } = await applied(owner);
    const forward = await callApi('/update-application-status', {
      body: {
        applicationId,
        newStatus: 'Reclutador',
        notes: '',
        candidateEmail: { template: { subject: 'Avanzas en {vacante}', body: 'Hola, {nombre}:\n\nNos vemos pronto.' } },
      },
      token: owner.token,
    });
    expect(forward.body.candidateEmail).toBe('sent');
    const mail = await waitForEmail(email, { subject: 'Avanzas en Cocinero' });
    expect(mail.text).toContain('Nos vemos pronto.');
  });

  it("drafts a feedback paragraph from the company interview's analysis, never the score, for the recruiter to send", async () => {
    const owner = await createRecruiter('Consejos S.A.');
    const { applicationId, vacancyId, email } = await applied(owner, 'Analista de datos');
    const none = await callApi(`/rejection-feedback/${applicationId}`, { token: owner.token });
    expect(none.body).toEqual({ paragraph: null });

    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    const started = await callApi(`/start-${PRODUCT.path}-interview`, {
      body: { applicationId, candidateId, vacancyId },
      token: owner.token,
    });
    const code = started.body.code as string;
    await acceptNotice(code);
    expect((await answerAll(code, STRONG_ANSWERS)).status).toBe('Finished');

    // Blind scoring (on by default): no draft from Clara's judgement before the member evaluates or opens it.
    const blind = await callApi(`/rejection-feedback/${applicationId}`, { token: owner.token });
    expect(blind.status).toBe(403);
    expect(blind.body.error).toContain('Evalúa primero a este candidato');
    expect((await callApi(`/company-interview/${code}/analysis`, { token: owner.token })).status).toBe(200);
    const draft = await callApi(`/rejection-feedback/${applicationId}`, { token: owner.token });
    expect(draft.status).toBe(200);
    const paragraph = draft.body.paragraph as string;
    expect(paragraph).toMatch(/^De tu entrevista destacamos tu .+\. Un consejo para tus próximos procesos: /);
    const score = (await readDoc(`interview_private/${code}`))!.score as number;
    expect(paragraph).not.toContain(String(score));
    expect(paragraph).not.toMatch(/puntaje|señal/i);

    const other = await createRecruiter('Ajena Dos S.A.');
    expect((await callApi(`/rejection-feedback/${applicationId}`, { token: other.token })).status).toBe(404);

    const body = `Hola, {nombre}:\n\nGracias.\n\n${paragraph}`;
    const sent = await move(owner, applicationId, {
      candidateEmail: { template: { subject: 'Sobre {vacante}', body } },
    });
    expect(sent.body.candidateEmail).toBe('sent');
    const mail = await waitForEmail(email, { subject: 'Sobre Analista de datos' });
    expect(mail.text).toContain(paragraph);
  });
});
