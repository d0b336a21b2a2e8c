/**
 * Issue 32: the seeded hiring manager (assigned to "Desarrollador Frontend (React)") signs in and sees only their
 * vacancy; the menu offers nothing their role may not do, and there is no export button.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_TEXTS } from '@clara/domain/audit/kinds';
import { EXPORT_TEXTS } from '@clara/domain/recruiting/export/model';
import { TEAM_TEXTS } from '@clara/domain/team/texts';
import { WEBHOOK_TEXTS } from '@clara/domain/webhooks/model';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { SCHEDULING_TEXTS } from '@clara/domain/scheduling/texts';
import { MAIL_TEXTS } from '@clara/domain/mail/texts';
import type { Page } from 'playwright-core';
import { BOARD_TEXTS } from '@clara/domain/recruiting/board';
import { useBrowser } from '../../support/browser';
import { seeCompanyName, submitLogin } from '../../support/recruitingBrowser';

const browser = useBrowser();

/** Opens the seeded frontend vacancy's row (its tools and candidates show once open). */
async function openFrontendVacancy(page: Page): Promise<void> {
  await page.locator('[data-vacancy-id="vac-frontend"] .rc-vacancy-head').click();
  await page.getByRole('link', { name: BOARD_TEXTS.openBoard }).first().waitFor();
}

/**
 * Opens the seeded candidate Diego Herrera Salas (Reclutador, with Clara's interview) and answers whether the
 * manage-only buttons are offered: resending the invitation and proposing an interview. What every role reads (the
 * interviews section, the emails) is there either way.
 */
async function candidateManageButtons(page: Page): Promise<{ resend: number; propose: number }> {
  await page.locator('[data-vacancy-id="vac-frontend"]').getByRole('button', { name: 'Diego Herrera Salas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Datos del candidato' });
  await dialog.getByTestId('interviews-section').waitFor();
  await dialog.getByRole('heading', { name: MAIL_TEXTS.title }).waitFor();
  // The emails' list has loaded (its «Cargando…» gone) before counting what it offers.
  await expect.poll(() => dialog.getByText('Cargando…').count()).toBe(0);
  return {
    resend: await dialog.getByRole('button', { name: MAIL_TEXTS.resendInvitation }).count(),
    propose: await dialog.getByRole('button', { name: SCHEDULING_TEXTS.propose }).count(),
  };
}

/** Opens every collapsed group of vacancies (Activas is open; the others show their vacancies once clicked). */
async function openAllGroups(page: Page): Promise<void> {
  await page.locator('.rc-group-head').first().waitFor();
  const heads = page.locator('.rc-group-head');
  for (let index = 0; index < (await heads.count()); index += 1) {
    const head = heads.nth(index);
    if ((await head.getAttribute('aria-expanded')) === 'false') await head.click();
  }
  expect(await page.locator('.rc-group-head[aria-expanded="false"]').count()).toBe(0);
}

describe('roles per vacancy in the browser (issue 32)', () => {
  it('a hiring manager signs in and sees only their vacancy, without export, audit log or team', async () => {
    const { page } = await browser.openPage();
    // What is hidden is hidden once the role is known (it comes with the sign-in's token exchange): the assertions
    // of absence wait for it.
    const roleKnown = page.waitForResponse(
      (response) => response.url().endsWith('/api/get-custom-token') && response.ok(),
    );
    await submitLogin(page, 'responsable@clara.test', 'clara-responsable-2026');
    await page.waitForURL('**/dashboard');
    await roleKnown;
    await seeCompanyName(page, 'Talento Andino S.A.');
    await page.getByText('Desarrollador Frontend (React)').first().waitFor();
    await openAllGroups(page);
    // The company's other seeded vacancies (one inactive, one closed) are not theirs.
    expect(await page.locator('.rc-count').allTextContents()).toEqual(['1', '0', '0']);
    expect(await page.getByText('Analista de Datos').count()).toBe(0);
    expect(await page.getByText('Ejecutivo de Ventas B2B').count()).toBe(0);
    await openFrontendVacancy(page);
    // Their vacancy reads; it has no export and no edit button.
    expect(await page.getByRole('button', { name: EXPORT_TEXTS.button }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Editar vacante' }).count()).toBe(0);
    // A candidate of theirs reads whole, without the buttons the API would refuse them.
    expect(await candidateManageButtons(page)).toEqual({ resend: 0, propose: 0 });
    await page.getByRole('dialog', { name: 'Datos del candidato' }).getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: SCHEDULING_TEXTS.upcomingMenu }).waitFor();
    for (const hidden of [
      AUDIT_TEXTS.menu,
      TEAM_TEXTS.menuLink,
      WEBHOOK_TEXTS.menuLink,
      RECRUITING_TEXTS.menuCreateVacancy,
    ])
      expect(await page.getByRole('menuitem', { name: hidden }).count(), hidden).toBe(0);
    await page.getByRole('menuitem', { name: RECRUITING_TEXTS.menuSignOut }).waitFor();
  });

  it('the owner still sees every vacancy and the full menu', async () => {
    const { page } = await browser.openPage();
    await submitLogin(page, 'demo@clara.test', 'clara-demo-2026');
    await page.waitForURL('**/dashboard');
    await page.getByText('Desarrollador Frontend (React)').first().waitFor();
    await openAllGroups(page);
    await page.getByText('Analista de Datos').first().waitFor();
    await page.getByText('Ejecutivo de Ventas B2B').first().waitFor();
    await openFrontendVacancy(page);
    await page.getByRole('button', { name: EXPORT_TEXTS.button }).first().waitFor();
    await page.getByRole('button', { name: 'Editar vacante' }).first().waitFor();
    expect(await candidateManageButtons(page)).toEqual({ resend: 1, propose: 1 });
    await page.getByRole('dialog', { name: 'Datos del candidato' }).getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: AUDIT_TEXTS.menu }).waitFor();
    await page.getByRole('menuitem', { name: TEAM_TEXTS.menuLink }).waitFor();
  });
});
