import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { seeCompanyName, signIn } from '../../support/recruitingBrowser';
import { applyTo, createRecruiter, createVacancyFor, readDoc, uniqueEmail } from '../../support/recruiting';
import { addMember, invitationLink } from '../../support/team';
import { adminAuth, callApi } from '../../support/stack';

const browser = useBrowser();

describe('the team page', () => {
  it('the owner invites a colleague as a hiring manager of one vacancy, who signs in from the emailed link, sees only it, and is removed', async () => {
    const owner = await createRecruiter('Cerámica Chulucanas');
    await createVacancyFor(owner, { jobTitle: 'Ceramista' });
    await createVacancyFor(owner, { jobTitle: 'Alfarero' });
    const email = uniqueEmail('colega');

    const { page, errors } = await browser.openPage();
    await signIn(page, owner);
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Equipo' }).click();
    await page.getByRole('heading', { name: 'Equipo · Cerámica Chulucanas' }).waitFor();
    // Issue 32: invited as a hiring manager for one of the two vacancies.
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Invitar a un compañero' }) });
    await form.getByLabel('Correo electrónico del compañero').fill(email);
    await form.getByLabel('Rol').selectOption('hiringManager');
    await form.getByRole('group', { name: 'Vacantes asignadas' }).getByLabel('Ceramista').check();
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await page.getByRole('status').getByText(`Invitación enviada a ${email}.`).waitFor();
    await page.getByRole('button', { name: `Revocar ${email}` }).waitFor();
    await page
      .locator('.tm-list li', { hasText: email })
      .getByText(/Responsable de contratación/)
      .waitFor();

    // The colleague, on another device, follows the link from the email Clara sent.
    const colleague = await browser.openPage();
    await colleague.page.goto(await invitationLink(email));
    await colleague.page.getByLabel('Please provide your email for confirmation').fill(email);
    await colleague.page.getByRole('button', { name: 'Confirmar' }).click();
    await colleague.page.waitForURL('**/dashboard');
    await seeCompanyName(colleague.page, 'Cerámica Chulucanas');
    await colleague.page.getByText('Ceramista').first().waitFor();
    expect(await colleague.page.getByText('Alfarero').count()).toBe(0);
    const uid = (await adminAuth().getUserByEmail(email)).uid;
    expect(await readDoc(`users/${uid}`)).toMatchObject({ companyId: owner.companyId, role: 'hiringManager' });

    // The owner sees the new member (no invitation pending) and removes them.
    await page.reload();
    await page.getByText('No hay invitaciones pendientes.').waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Quitar ${email}` }).click();
    await expect.poll(async () => (await readDoc(`users/${uid}`)) === undefined, { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: `Quitar ${email}` }).count()).toBe(0);

    // Removed: the colleague's dashboard no longer shows the company.
    await colleague.page.reload();
    await colleague.page.getByRole('heading', { name: 'Completa tu registro' }).waitFor();
    expect(await colleague.page.getByText('Ceramista').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows a new owner alone in the team, with nobody to remove and no invitation pending', async () => {
    const owner = await createRecruiter('Alpacas del Sur');
    const { page } = await browser.openPage();
    await signIn(page, owner);
    await page.goto('/equipo');
    await page.getByText(owner.email).waitFor();
    await page.getByText('Propietario').waitFor();
    await page.getByText('No hay invitaciones pendientes.').waitFor();
    expect(await page.getByRole('button', { name: /^Quitar/ }).count()).toBe(0);
  });

  it('shows in the candidate modal the whole status history, with which member made each change', async () => {
    const owner = await createRecruiter('Cafés de Altura');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Catadora' });
    const { applicationId } = await applyTo(vacancyId, { name: 'Rosa Quispe' });
    const member = await addMember(owner, uniqueEmail('colega'));
    const changed = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Descartado', notes: 'Prefiere otra ciudad' },
      token: member.token,
    });
    expect(changed.status).toBe(200);

    const { page } = await browser.openPage();
    await signIn(page, owner);
    const row = page.locator('article.rc-vacancy', { hasText: 'Catadora' });
    await row.getByRole('button', { name: /Catadora/ }).click();
    await row.getByRole('button', { name: 'Rosa Quispe' }).click();
    const history = page.getByRole('dialog', { name: 'Datos del candidato' }).getByTestId('status-history');
    await history.getByText(member.email, { exact: false }).waitFor();
    const items = await history.locator('li').allInnerTexts();
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Nueva');
    expect(items[1]).toContain('Descartado');
    expect(items[1]).toContain(member.email);
    expect(items[1]).toContain('Prefiere otra ciudad');
  });
});
