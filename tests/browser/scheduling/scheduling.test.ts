import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { signIn } from '../../support/recruitingBrowser';
import { createRecruiter } from '../../support/recruiting';
import { attachmentsOf, waitForEmail } from '../../support/mailbox';
import { bookingTokenFrom, candidateInReclutador, proposal } from '../../support/scheduling';
import { callApi } from '../../support/stack';

const browser = useBrowser();
const pad = (n: number) => String(n).padStart(2, '0');

describe('scheduling the human interviews (issue 23)', () => {
  it('a recruiter in Lima proposes a slot; the candidate in Madrid picks it from the emailed link, in their own time', async () => {
    const owner = await createRecruiter('Agenda Pacífico S.A.');
    const { vacancyId, email } = await candidateInReclutador(owner, 'Lucía Pérez', 'Analista de datos');
    // Three days ahead, 10:00 in Lima (UTC-5 all year) is 15:00 UTC, 16:00 in Madrid (CET in winter).
    const day = new Date(Date.now() + 3 * 86_400_000);
    const typed = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T10:00`;
    const utc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 15, 0) / 1000;

    const recruiter = await browser.openPage({ timezoneId: 'America/Lima' });
    await signIn(recruiter.page, owner);
    const row = recruiter.page.locator('article.rc-vacancy', { hasText: 'Analista de datos' });
    await row.getByRole('button', { name: /Analista de datos/ }).click();
    await row.getByRole('button', { name: 'Lucía Pérez' }).click();
    const section = recruiter.page
      .getByRole('dialog', { name: 'Datos del candidato' })
      .getByTestId('interviews-section');
    await section.getByText('Todavía no hay entrevistas con el equipo.').waitFor();
    await section.getByRole('button', { name: 'Proponer una entrevista' }).click();
    await section.getByText('Horas en tu zona horaria (America/Lima).').waitFor();
    await section.getByRole('checkbox', { name: owner.email }).waitFor();
    expect(await section.getByRole('checkbox', { name: owner.email }).isChecked()).toBe(true);
    await section.getByLabel('Dirección o enlace').fill('https://meet.example/sala-1');
    await section.getByLabel('Horario 1').fill(typed);
    await section.getByRole('button', { name: 'Enviar la propuesta' }).click();
    await section.getByText('Propuesta enviada al candidato.').waitFor();
    const proposed = section.getByTestId('booking');
    await proposed.getByText('Esperando respuesta del candidato').waitFor();
    await proposed.getByText(/10:00/).waitFor();

    // The candidate opens the emailed link (no account) in Madrid.
    const token = await bookingTokenFrom(email);
    const candidate = await browser.openPage({ timezoneId: 'Europe/Madrid' });
    await candidate.page.goto(`/agendar#${token}`);
    await candidate.page
      .getByText('Agenda Pacífico S.A. te propone una entrevista para «Analista de datos».', { exact: false })
      .waitFor();
    await candidate.page.getByText('Horas en tu zona horaria (Europe/Madrid).').waitFor();
    const slot = candidate.page.locator('.sc-pick li', { hasText: '16:00' });
    await slot.getByRole('button', { name: 'Elegir este horario' }).click();
    await candidate.page.getByText('Entrevista confirmada. Te enviamos la invitación por correo.').waitFor();
    expect(await candidate.page.getByTestId('booking-when').innerText()).toMatch(/16:00/);
    await candidate.page.getByRole('button', { name: 'Cancelar la entrevista' }).waitFor();

    // Both sides get the invitation; the candidate's email names their zone.
    const confirmed = await waitForEmail(email, { subject: 'Entrevista confirmada' });
    expect(confirmed.text).toContain('Europe/Madrid');
    const [ics] = await attachmentsOf(confirmed);
    expect(ics!.content).toContain(`DTSTART:${new Date(utc * 1000).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
    await waitForEmail(owner.email, { subject: 'Entrevista confirmada' });

    // The recruiter's "Próximas entrevistas" (from the menu) lists it in Lima's time, with its kit.
    await recruiter.page.keyboard.press('Escape');
    await recruiter.page.getByRole('button', { name: 'Menú ▾' }).click();
    await recruiter.page.getByRole('menuitem', { name: 'Próximas entrevistas' }).click();
    const upcoming = recruiter.page.getByTestId('booking').filter({ hasText: 'Lucía Pérez' });
    await upcoming.getByTestId('booking-time').getByText(/10:00/).waitFor();
    await upcoming.getByText('Guía de la entrevista').click();
    await upcoming
      .getByText(/puesto de Analista de datos/)
      .first()
      .waitFor();
    await upcoming.getByRole('link', { name: 'Abrir la evaluación del candidato' }).click();
    // The kit's link opens the candidate on the vacancy's board, where their card carries the interview marker.
    await recruiter.page
      .getByRole('dialog', { name: 'Datos del candidato' })
      .getByTestId('scorecard-section')
      .waitFor();
    await recruiter.page.keyboard.press('Escape');
    await recruiter.page
      .getByTestId('interview-marker')
      .getByText(/Entrevista · .*10:00/)
      .waitFor();
    expect(recruiter.page.url()).toContain(`vacante=${vacancyId}`);
    expect([...recruiter.errors, ...candidate.errors]).toEqual([]);
  }, 120_000);

  it('a member moves a set interview; the candidate in Madrid gets the new time in their zone', async () => {
    const owner = await createRecruiter('Traslados Andinos S.A.');
    const { applicationId, email } = await candidateInReclutador(owner, 'Marta Gil', 'Contadora');
    const day = new Date(Date.now() + 4 * 86_400_000);
    const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 15, 0) / 1000;
    await callApi(`/application/${applicationId}/interview-bookings`, {
      body: proposal([owner.uid], [start]),
      token: owner.token,
    });
    const token = await bookingTokenFrom(email);
    await callApi('/interview-booking/pick', { body: { token, startAt: start, timeZone: 'Europe/Madrid' } });
    await waitForEmail(email, { subject: 'Entrevista confirmada' });

    // The recruiter in Lima moves it to the next day at 11:00 Lima (UTC-5 all year: 16:00 UTC).
    const next = new Date((start + 86_400) * 1000);
    const typed = `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}T11:00`;
    const recruiter = await browser.openPage({ timezoneId: 'America/Lima' });
    await signIn(recruiter.page, owner);
    await recruiter.page.getByRole('button', { name: 'Menú ▾' }).click();
    await recruiter.page.getByRole('menuitem', { name: 'Próximas entrevistas' }).click();
    const upcoming = recruiter.page.getByTestId('booking').filter({ hasText: 'Marta Gil' });
    await upcoming.getByRole('button', { name: 'Mover la entrevista' }).click();
    await upcoming.getByLabel('Nueva fecha y hora').fill(typed);
    await upcoming.getByRole('button', { name: 'Mover', exact: true }).click();
    await upcoming.getByText('Entrevista movida. Avisamos al candidato y a quienes entrevistan.').waitFor();
    await upcoming.getByTestId('booking-time').getByText(/11:00/).waitFor();

    const moved = await waitForEmail(email, { subject: 'Entrevista cambiada' });
    const madrid = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate(), 16, 0)));
    expect(moved.text).toContain(madrid);
    expect(moved.text).toContain('Europe/Madrid');
    expect(recruiter.errors).toEqual([]);
  }, 120_000);
});
