/**
 * Issue 32: auto-close. Off by default; with N days set, an application without a decision for N days moves to
 * Descartado by the system, its candidate gets the company's rejection once, and the audit log says so. Recent ones,
 * decided ones and other companies' are left alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
import { emailsTo, waitForEmail } from '../../support/mailbox';
import { applyTo, createRecruiter, createVacancyFor, readDoc } from '../../support/recruiting';
import { useFunctionsInProcessWithMail } from '../../support/functionsInProcess';
import type { runAutoClose as RunAutoClose } from '../../../functions/src/recruiting/autoClose';

let runAutoClose: typeof RunAutoClose;
useFunctionsInProcessWithMail();
beforeAll(async () => {
  ({ runAutoClose } = await import('../../../functions/src/recruiting/autoClose'));
});

const DAY = 86_400;

/** Moves the application's last status change `days` into the past. */
async function age(applicationId: string, days: number) {
  const ref = adminDb().doc(`applications/${applicationId}`);
  const history = (await ref.get()).get('statusHistory') as Array<{ date: number }>;
  history[history.length - 1]!.date -= days * DAY;
  await ref.update({ statusHistory: history });
}

describe('auto-close', () => {
  it('is off by default, refuses a bad number, and closes only what waited N days, once, with the email and audit', async () => {
    const owner = await createRecruiter('Cierra Solo S.A.');
    expect((await callApi('/auto-close', { token: owner.token })).body).toEqual({ days: null });
    const bad = await callApi('/auto-close', { method: 'PUT', body: { days: 2 }, token: owner.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Al menos 7 días.');

    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Cajera' });
    const old = await applyTo(vacancyId, { name: 'Ana Antigua' });
    const recent = await applyTo(vacancyId, { name: 'Rita Reciente' });
    const chosen = await applyTo(vacancyId, { name: 'Sara Elegida' });
    await callApi('/update-application-status', {
      body: { applicationId: chosen.applicationId, newStatus: 'Seleccionado', notes: '' },
      token: owner.token,
    });
    await Promise.all([age(old.applicationId, 31), age(recent.applicationId, 5), age(chosen.applicationId, 40)]);
    // Another company with it off keeps its old application.
    const other = await createRecruiter('Sin Cierre S.A.');
    const otherApp = await applyTo(await createVacancyFor(other, { jobTitle: 'Mozo' }));
    await age(otherApp.applicationId, 90);

    // Off: nothing closes.
    await runAutoClose();
    expect((await readDoc(`applications/${old.applicationId}`))!.status).toBe('Nueva');

    const saved = await callApi('/auto-close', { method: 'PUT', body: { days: 30 }, token: owner.token });
    expect(saved.body).toEqual({ days: 30 });
    await runAutoClose();
    const closed = (await readDoc(`applications/${old.applicationId}`))!;
    expect(closed.status).toBe('Descartado');
    expect(closed.statusHistory.at(-1)).toMatchObject({
      status: 'Descartado',
      by: null,
      notes: 'Cerrada automáticamente tras 30 días sin una decisión.',
    });
    expect((await readDoc(`applications/${recent.applicationId}`))!.status).toBe('Nueva');
    expect((await readDoc(`applications/${chosen.applicationId}`))!.status).toBe('Seleccionado');
    expect((await readDoc(`applications/${otherApp.applicationId}`))!.status).toBe('Nueva');
    const mail = await waitForEmail(old.input.email, { subject: 'Tu postulación a Cajera' });
    expect(mail.text).toContain('Hola, Ana Antigua:');
    const audit = await adminDb()
      .collection('audit_log')
      .where('companyId', '==', owner.companyId)
      .where('kind', '==', 'candidate.autoClosed')
      .get();
    expect(audit.docs.map((doc) => doc.get('actor'))).toEqual([{ type: 'system' }]);

    // A second run changes nothing and sends nothing more.
    await runAutoClose();
    expect((await emailsTo(old.input.email)).filter((m) => m.subject.startsWith('Tu postulación'))).toHaveLength(1);
  });
});
