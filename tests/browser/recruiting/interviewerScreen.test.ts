/**
 * Issue 32: an interviewer's own screen. Signing in, they land on «Mis entrevistas» (not the recruiters' dashboard):
 * the candidate they are scheduled with, the time in the company's zone, the vacancy. A candidate whose interview
 * names someone else is not listed. After the interview, it stays there, and they fill their scorecard from it.
 */
import { describe, expect, it } from 'vitest';
import { SCHEDULING_TEXTS } from '@clara/domain/scheduling/texts';
import { formatWithZone } from '@clara/domain/scheduling/zones';
import { useBrowser } from '../../support/browser';
import { submitLogin } from '../../support/recruitingBrowser';
import { createRecruiter, identityToolkit, uniqueEmail, type Recruiter } from '../../support/recruiting';
import { addMember } from '../../support/team';
import { waitForEmail } from '../../support/mailbox';
import { bookingTokenFrom, candidateInReclutador, HOUR, hoursFromNow, proposal } from '../../support/scheduling';
import { adminDb, callApi } from '../../support/stack';
import { COMPETENCIES } from '@clara/domain';

const browser = useBrowser();

/** A member of `owner`'s company with the interviewer role, who chose a password (signed in with the emailed link). */
async function interviewerOf(owner: Recruiter) {
  const member = await addMember(owner, uniqueEmail('entrevistador'));
  const role = await callApi(`/team/members/${member.uid}/role`, {
    method: 'PUT',
    body: { role: 'interviewer' },
    token: owner.token,
  });
  expect(role.status).toBe(200);
  await identityToolkit('accounts:update', { idToken: member.token, password: 'secreto-123', returnSecureToken: true });
  return member;
}

/** An interview with `interviewerUid`, proposed from Lima and picked by the candidate: scheduled at `start`. */
async function scheduledWith(owner: Recruiter, interviewerUid: string, name: string, jobTitle: string, start: number) {
  const { applicationId, email } = await candidateInReclutador(owner, name, jobTitle);
  const proposed = await callApi(`/application/${applicationId}/interview-bookings`, {
    body: proposal([interviewerUid], [start]),
    token: owner.token,
  });
  if (proposed.status !== 201) throw new Error(`propose: ${proposed.status} ${JSON.stringify(proposed.body)}`);
  const token = await bookingTokenFrom(email);
  const picked = await callApi('/interview-booking/pick', {
    body: { token, startAt: start, timeZone: 'America/Lima' },
  });
  expect(picked.status).toBe(200);
  await waitForEmail(email, { subject: 'Entrevista confirmada' });
  return applicationId;
}

describe("an interviewer's own screen (issue 32)", () => {
  it("an interviewer signs in, sees the one candidate they are scheduled with, in the company's zone", async () => {
    const owner = await createRecruiter('Entrevistas Propias S.A.');
    const member = await interviewerOf(owner);
    const start = hoursFromNow(72);
    await scheduledWith(owner, member.uid, 'Rosa Mamani', 'Analista de datos', start);
    await scheduledWith(owner, owner.uid, 'Pedro Ajeno', 'Contador senior', hoursFromNow(96));

    // The browser is in Madrid; the time shows in the company's zone (where it was proposed), named.
    const { page } = await browser.openPage({ timezoneId: 'Europe/Madrid' });
    const calls: string[] = [];
    page.on('request', (request) => void calls.push(new URL(request.url()).pathname));
    await submitLogin(page, member.email);
    await page.waitForURL('**/entrevistas');
    await page.getByRole('heading', { name: SCHEDULING_TEXTS.myInterviewsTitle }).waitFor();
    const booking = page.getByTestId('booking').filter({ hasText: 'Rosa Mamani' });
    await booking.getByText('Rosa Mamani · Analista de datos').waitFor();
    expect(await booking.getByTestId('booking-time').innerText()).toBe(formatWithZone(start, 'America/Lima'));
    expect(await page.getByTestId('booking').count()).toBe(1);
    // Sent here from /dashboard before the recruiters' dashboard read anything for them.
    expect(calls).not.toContain('/api/vacancy-summaries');
    expect(await page.getByText('Pedro Ajeno').count()).toBe(0);
    // No link to the vacancy's board, which an interviewer may not read.
    expect(await booking.getByRole('link', { name: SCHEDULING_TEXTS.scorecardLink }).count()).toBe(0);
  });

  it('after the interview, the interviewer opens the candidate from «Mis entrevistas» and submits their scorecard', async () => {
    const owner = await createRecruiter('Evaluaciones Propias S.A.');
    const member = await interviewerOf(owner);
    const applicationId = await scheduledWith(owner, member.uid, 'Tomás Quispe', 'Analista contable', hoursFromNow(48));
    // The interview took place yesterday: its stored times moved back (no one waits a day).
    const booking = (await adminDb().collection('interview_bookings').where('applicationId', '==', applicationId).get())
      .docs[0]!;
    const startAt = hoursFromNow(-24);
    await booking.ref.update({ startAt, endAt: startAt + HOUR });

    const { page, errors } = await browser.openPage();
    await submitLogin(page, member.email);
    await page.waitForURL('**/entrevistas');
    // The menu names their page as theirs.
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: SCHEDULING_TEXTS.myInterviewsMenu }).waitFor();
    expect(await page.getByRole('menuitem', { name: SCHEDULING_TEXTS.upcomingMenu }).count()).toBe(0);
    await page.getByRole('button', { name: 'Menú' }).click();
    const past = page.getByTestId('past-interviews');
    await past.getByRole('heading', { name: SCHEDULING_TEXTS.pastTitle }).waitFor();
    const held = past.getByTestId('booking').filter({ hasText: 'Tomás Quispe · Analista contable' });
    await held.getByRole('button', { name: SCHEDULING_TEXTS.scorecardLink }).click();

    const dialog = page.getByRole('dialog', { name: 'Datos del candidato' });
    await dialog.getByText('Tomás Quispe').first().waitFor();
    const section = dialog.getByTestId('scorecard-section');
    await section.getByTestId('blind-note').waitFor();
    for (const competency of COMPETENCIES)
      await section.getByRole('radio', { name: `${competency.name}: 4`, exact: true }).check();
    await section.getByRole('radio', { name: 'Avanzar', exact: true }).check();
    await section.getByLabel('Nota').fill('Explicó bien los cierres contables.');
    await section.getByRole('button', { name: 'Enviar evaluación' }).click();
    await section.getByTestId('scorecards-table').getByRole('columnheader', { name: member.email }).waitFor();

    // Stored as theirs (the owner, blind until scoring, does not read it yet).
    const stored = await adminDb()
      .collection('scorecards')
      .where('applicationId', '==', applicationId)
      .where('authorUid', '==', member.uid)
      .get();
    expect(stored.docs.map((doc) => [doc.get('recommendation'), doc.get('note')])).toEqual([
      ['advance', 'Explicó bien los cierres contables.'],
    ]);
    expect(errors).toEqual([]);
  });
});
